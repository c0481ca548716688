/**
 * The host's participants across sessions (issue 36, item 3): one row per
 * person (matched by e-mail within this host's sessions), one column per
 * round in the order played with their share of the best week and of the
 * best plan on the forecast, a small chart of the shares, the CSV, and
 * Remove history for a participant who asks for it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { type HostParticipantProgress, type ProgressEntry } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { toast } from '../../../components/ui/toast.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useOnline } from '../../../data/reads/use-online.js';
import { HostHeader } from '../../../app/host-header.js';
import { gamePaths } from '../../../app/game-paths.js';
import { useAdmin } from '../../../app/use-admin.js';
import { api } from '../../../data/api/client.js';
import { fetchFile } from '../../../data/api/file-download.js';
import { entryKey, roundColumns, shareText, shareTrend, trendText } from './progress-format.js';
import { ShareSparkline } from './share-sparkline.js';
import { ASK, useServerProgress } from './use-server-progress.js';
import { saveBlob } from '../../../components/ui/save-blob.js';
import './progress.css';

export function HostProgressPage() {
  useDocumentTitle('Participant progress');
  const admin = useAdmin();
  const online = useOnline();
  const { state, reload } = useServerProgress(ASK.host, admin?.token ?? null);
  const [removing, setRemoving] = useState<HostParticipantProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (!admin?.token) return;
    setDownloading(true);
    const file = await fetchFile('progressCsv', { token: admin.token, fallbackName: 'front-desk-rm-progress.csv', timeoutMs: 30_000 });
    setDownloading(false);
    if (file.ok) saveBlob(file.blob, file.fileName);
    else
      toast.error(
        file.offline ? 'Downloading the CSV needs the network. Check the connection and try again.' : (file.message ?? 'The CSV could not be downloaded.'),
      );
  }

  async function confirmRemove() {
    if (!removing || !admin?.token) return;
    setBusy(true);
    const answer = await api.call('removeProgress', { body: { email: removing.email }, token: admin.token });
    setBusy(false);
    if (answer.ok) {
      toast.success(`${removing.name}: ${answer.message}`);
      setRemoving(null);
      reload();
    } else
      toast.error(
        answer.offline ? 'Removing a history needs the network. Check the connection and try again.' : (answer.message ?? 'The history could not be removed.'),
      );
  }

  if (!admin) return <main className="page-center" aria-busy="true" />;
  const participants = state.kind === 'ready' ? state.data.participants : [];
  return (
    <div className="host-shell">
      <HostHeader
        title="Participant progress"
        subtitle="Across your sessions, matched by e-mail"
        actions={
          <button className="btn btn-primary" onClick={() => void download()} disabled={downloading || participants.length === 0} aria-label="Download CSV">
            <span aria-hidden="true">↓</span> <span className="hide-sm">{downloading ? 'Downloading…' : 'Download CSV'}</span>
          </button>
        }
      />
      <main className="host-body progress-page">
        <p>
          <Link className="btn btn-ghost" to={gamePaths.adminDashboard()}>
            ← Back to your sessions
          </Link>
        </p>
        {state.kind === 'loading' ? (
          <p className="muted" role="status">
            Loading your participants’ progress…
          </p>
        ) : state.kind === 'offline' ? (
          <section className="panel empty-state" role="status">
            <h2>Progress needs the network</h2>
            <p className="muted">It is worked out on the server from every session you ran. Check the connection and try again.</p>
            <button className="btn btn-primary" onClick={reload}>
              Try again
            </button>
          </section>
        ) : state.kind === 'failed' ? (
          <section className="panel empty-state" role="alert">
            <h2>Progress could not be loaded</h2>
            <p className="muted">{state.message}</p>
            <button className="btn btn-primary" onClick={reload}>
              Try again
            </button>
          </section>
        ) : participants.length === 0 ? (
          <section className="panel empty-state">
            <h2>No participant has played one of your sessions yet</h2>
            <p className="muted">Once a session has started, everyone in a team appears here, with their share of the best week, session after session.</p>
            <Link className="btn btn-primary" to={gamePaths.adminDashboard()}>
              Go to your sessions
            </Link>
          </section>
        ) : (
          <ProgressTable participants={participants} working={state.data.working} online={online} onRemove={setRemoving} />
        )}
      </main>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}'s history?`}
        message={`Their name, e-mail (${removing?.email ?? ''}) and phone are removed from every one of your sessions, past rounds included, and they read as “Removed participant” from now on. Their team’s results stay as they were. Do this when the participant asks for it: it cannot be undone.`}
        confirmLabel="Remove history"
        busyLabel="Removing…"
        tone="danger"
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function RoundCell({ entry }: { entry: ProgressEntry | undefined }) {
  if (!entry)
    return (
      <span className="muted">
        –<span className="sr-only"> did not play</span>
      </span>
    );
  return (
    <span className="round-cell">
      <strong>{shareText(entry.share, entry.optimumState)}</strong>
      {entry.expectedShare !== null && <span className="cell-sub small">expected {formatPercent(entry.expectedShare)}</span>}
      <span className="cell-sub muted small">
        {entry.teamName}, {formatINR(entry.revenue)}
        {entry.live && ' (playing)'}
      </span>
    </span>
  );
}

function ProgressTable({
  participants,
  working,
  online,
  onRemove,
}: {
  participants: readonly HostParticipantProgress[];
  working: number;
  online: boolean;
  onRemove: (p: HostParticipantProgress) => void;
}) {
  const rounds = roundColumns(participants);
  const columns: DataColumn<HostParticipantProgress>[] = [
    {
      header: 'Participant',
      rowHeader: true,
      // The row's menu sits with the name: with many rounds an actions column would be off to the right.
      cell: (p) => (
        <>
          {p.name}
          <span className="muted small cell-sub">{p.email}</span>
          <span className="muted small cell-sub">
            Personal code <code className="personal-code">{p.personalCode}</code>
          </span>
          {/* A rare, final act: behind the row's menu, then a confirmation, not a red button on every row. */}
          <details className="row-menu">
            <summary className="btn btn-ghost btn-sm" aria-label={`More for ${p.name}`}>
              <span aria-hidden="true">⋯</span>
            </summary>
            <div className="row-menu-items">
              <button
                type="button"
                className="btn btn-ghost btn-sm danger-text"
                onClick={(e) => {
                  e.currentTarget.closest('details')?.removeAttribute('open');
                  onRemove(p);
                }}
              >
                Remove history…
              </button>
            </div>
          </details>
        </>
      ),
    },
    {
      header: 'Share over time',
      className: 'trend-col',
      cell: (p) => {
        const trend = shareTrend(p.entries);
        return (
          <span className="trend-cell">
            <ShareSparkline entries={p.entries} />
            <span className="small muted">{trend === null ? `${p.entries.length} ${p.entries.length === 1 ? 'round' : 'rounds'}` : trendText(trend)}</span>
          </span>
        );
      },
    },
    ...rounds.map((r): DataColumn<HostParticipantProgress> => ({
      header: r.header,
      className: 'round-col',
      cell: (p) => <RoundCell entry={p.entries.find((e) => entryKey(e) === r.key)} />,
    })),
  ];
  return (
    <>
      <p className="muted progress-intro">
        {participants.length} {participants.length === 1 ? 'participant' : 'participants'} over {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'}. Each
        share is the team’s revenue as a percentage of the best possible week; “expected” compares it with the best plan on the forecast alone (sessions with
        transient guests). A participant sees their own rounds across your sessions with the personal code beside their name: hand it to them yourself, as their
        e-mail alone does not show it is them asking.
      </p>
      {working > 0 && (
        <p className="progress-note" role="status">
          The best week of {working} {working === 1 ? 'round is' : 'rounds are'} still being worked out: those shares fill in by themselves in a moment.
        </p>
      )}
      {!online && (
        <p className="progress-note" role="status">
          You are offline: these figures are as they were last loaded.
        </p>
      )}
      <section className="panel">
        <DataTable
          caption="Each participant's share of the best week, round by round"
          className="progress-table"
          rows={participants}
          rowKey={(p) => p.email}
          columns={columns}
        />
      </section>
    </>
  );
}
