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
import { type Session, type SessionStatus } from '@front-desk-rm/engine/domain';
import { statusBadge } from '@front-desk-rm/engine/rules';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { HostHeader } from '../../../app/host-header.js';
import { RunAgainDialog } from '../../../app/run-again-dialog.js';
import { useAdmin } from '../../../app/use-admin.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { gamePaths } from '../../../app/game-paths.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { loadSessionSize } from '../../../data/reads/session-view.js';
import { useSessions } from '../../../data/reads/use-session.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useFormat } from '../../../i18n/format.js';

/** A session's status as the list names it (Upcoming / Ongoing / Completed), from the stored status. */
const STATUS: Record<SessionStatus, (t: Translate) => string> = {
  upcoming: (t) => t('admin.status.upcoming'),
  live: (t) => t('admin.status.live'),
  ended: (t) => t('admin.status.ended'),
};

export function AdminDashboardPage() {
  const t = useT();
  const spoken = useSpoken();
  const { day } = useFormat();
  useDocumentTitle(t('admin.documentTitle'));
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
    if (result.ok) toast.success(t('admin.deleted'), { duration: 2000 });
    else toast.error(result.reason ? spoken(result.reason) : t('admin.deleteFailed'));
  }

  if (!admin) return <main className="page-center" aria-busy="true" />;
  return (
    <div className="host-shell">
      <HostHeader
        title={t('admin.title')}
        subtitle={t('admin.signedInAs', { name: admin.name })}
        actions={
          <Link className="btn btn-primary" to={gamePaths.createSession()} aria-label={t('admin.create')}>
            <span aria-hidden="true">+</span> <span className="hide-sm">{t('admin.create')}</span>
          </Link>
        }
      />
      <main className="host-body">
        {/* Below the header, not in it: the header's row is full at tablet width. */}
        <p style={{ margin: 0, textAlign: 'right' }}>
          <Link className="btn btn-ghost" to={gamePaths.progress()}>
            {t('admin.progress')}
          </Link>
        </p>
        {sessions === undefined ? (
          <p className="muted">{t('admin.loading')}</p>
        ) : sessions.length === 0 ? (
          <section className="panel empty-state">
            <h2>{t('admin.empty.title')}</h2>
            <p className="muted">{t('admin.empty.body')}</p>
            <Link className="btn btn-primary btn-lg" to={gamePaths.createSession()}>
              {t('admin.empty.create')}
            </Link>
          </section>
        ) : (
          <section className="panel">
            <DataTable
              caption={t('admin.table.caption')}
              rows={sessions}
              rowKey={(s) => s.id}
              columns={[
                {
                  header: t('admin.table.name'),
                  rowHeader: true,
                  cell: (s) => (
                    <>
                      <Link to={gamePaths.controlPanel(s.id)}>{s.name}</Link>
                      <span className="muted small cell-sub">{s.hotelName}</span>
                    </>
                  ),
                },
                {
                  header: t('admin.table.dates'),
                  className: 'nowrap',
                  cell: (s) => t('admin.table.dates.value', { start: day(s.startDate), end: day(s.endDate) }),
                },
                { header: t('admin.table.code'), cell: (s) => <code>{s.gameCode}</code> },
                { header: t('admin.table.status'), cell: (s) => <span className={`badge badge-${statusBadge(s.status).tone}`}>{STATUS[s.status](t)}</span> },
              ]}
              actions={{
                header: t('admin.table.actions'),
                cell: (s) => (
                  <>
                    <Link className="btn btn-ghost" to={gamePaths.controlPanel(s.id)}>
                      {t('admin.view')}
                    </Link>
                    <button className="btn btn-ghost" onClick={() => void runAgain(s)} aria-label={t('admin.runAgain.label', { name: s.name })}>
                      {t('admin.runAgain')}
                    </button>
                    <button className="btn btn-ghost danger-text" onClick={() => setDeleting(s)}>
                      {t('admin.delete')}
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
        title={t('admin.deleteConfirm.title')}
        message={t('admin.deleteConfirm.message')}
        confirmLabel={t('admin.deleteConfirm.confirm')}
        busyLabel={t('admin.deleteConfirm.busy')}
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
