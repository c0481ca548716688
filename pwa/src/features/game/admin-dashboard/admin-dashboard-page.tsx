/**
 * The host's sessions (docs/rules.md §2, §8): the table with dates and status
 * badges, View, Run again (a copy for another group, issue 38) and Delete
 * ('Are you sure?'), the way to create a session, and the participants'
 * progress across sessions.
 * Read from the device, so the list is there with no connection.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { type Session } from '@front-desk-rm/engine/domain';
import { statusBadge } from '@front-desk-rm/engine/rules';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { HostHeader } from '../../../app/host-header.js';
import { RunAgainDialog } from '../../../app/run-again-dialog.js';
import { sessionDates } from '../../../components/ui/session-dates.js';
import { useAdmin } from '../../../app/use-admin.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { gamePaths } from '../../../app/game-paths.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { loadSessionSize } from '../../../data/reads/session-view.js';
import { useSessions } from '../../../data/reads/use-session.js';

export function AdminDashboardPage() {
  useDocumentTitle('Game sessions');
  const admin = useAdmin();
  const sessions = useSessions();
  const [deleting, setDeleting] = useState<Session | null>(null);
  const [busy, setBusy] = useState(false);
  const [copying, setCopying] = useState<{ session: Session; deckSize: number; memberCount: number } | null>(null);

  async function runAgain(session: Session) {
    // The dialog's choices say how many requests and people the copy takes.
    setCopying({ session, ...(await loadSessionSize(db, session.id)) });
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await hostMutate(db, 'deleteSession', { sessionId: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (result.ok) toast.success('Session deleted successfully', { duration: 2000 });
    else toast.error(result.reason || 'Failed to delete session');
  }

  if (!admin) return <main className="page-center" aria-busy="true" />;
  return (
    <div className="host-shell">
      <HostHeader
        title="Game Sessions"
        subtitle={`Signed in as ${admin.name}`}
        actions={
          <Link className="btn btn-primary" to={gamePaths.createSession()} aria-label="Create New Game Session">
            <span aria-hidden="true">+</span> <span className="hide-sm">Create New Game Session</span>
          </Link>
        }
      />
      <main className="host-body">
        {/* Below the header, not in it: the header's row is full at tablet width. */}
        <p style={{ margin: 0, textAlign: 'right' }}>
          <Link className="btn btn-ghost" to={gamePaths.progress()}>
            Participant progress across your sessions →
          </Link>
        </p>
        {sessions === undefined ? (
          <p className="muted">Loading your sessions…</p>
        ) : sessions.length === 0 ? (
          <section className="panel empty-state">
            <h2>No sessions available.</h2>
            <p className="muted">
              Create a session for your hotel week: rooms, rates, forecast occupancy and banquet halls, then add the booking requests your teams will face.
            </p>
            <Link className="btn btn-primary btn-lg" to={gamePaths.createSession()}>
              Create your first game session
            </Link>
          </section>
        ) : (
          <section className="panel">
            <DataTable
              caption="Your game sessions"
              rows={sessions}
              rowKey={(s) => s.id}
              columns={[
                {
                  header: 'Session Name',
                  rowHeader: true,
                  cell: (s) => (
                    <>
                      <Link to={gamePaths.controlPanel(s.id)}>{s.name}</Link>
                      <span className="muted small cell-sub">{s.hotelName}</span>
                    </>
                  ),
                },
                { header: 'Dates', className: 'nowrap', cell: (s) => sessionDates(s) },
                { header: 'Game code', cell: (s) => <code>{s.gameCode}</code> },
                { header: 'Status', cell: (s) => <span className={`badge badge-${statusBadge(s.status).tone}`}>{statusBadge(s.status).label}</span> },
              ]}
              actions={{
                header: 'Actions',
                cell: (s) => (
                  <>
                    <Link className="btn btn-ghost" to={gamePaths.controlPanel(s.id)}>
                      View
                    </Link>
                    <button className="btn btn-ghost" onClick={() => void runAgain(s)} aria-label={`Run again: ${s.name}`}>
                      Run again
                    </button>
                    <button className="btn btn-ghost danger-text" onClick={() => setDeleting(s)}>
                      Delete
                    </button>
                  </>
                ),
              }}
            />
          </section>
        )}
      </main>
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure?"
        message="This action cannot be undone. This will permanently delete the game session and remove all associated data."
        confirmLabel="Delete Session"
        busyLabel="Deleting..."
        tone="danger"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <RunAgainDialog
        session={copying?.session ?? null}
        deckSize={copying?.deckSize ?? 0}
        memberCount={copying?.memberCount ?? 0}
        onClose={() => setCopying(null)}
      />
    </div>
  );
}
