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
import { useFormat } from '../../../i18n/format.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useT } from '../../../i18n/use-t.js';
import './progress.css';
import { slot, withSlots } from '../../../components/ui/slots.js';

/** Signs, not words: a round not played, and the row's menu. */
const NOT_PLAYED = '–';
const MORE = '⋯';

export function HostProgressPage() {
  const t = useT();
  const spoken = useSpoken();
  useDocumentTitle(t('progress.host.title'));
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
    else toast.error(file.offline ? t('progress.host.csv.offline') : file.message ? spoken(file.message) : t('progress.host.csv.failed'));
  }

  async function confirmRemove() {
    if (!removing || !admin?.token) return;
    setBusy(true);
    const answer = await api.call('removeProgress', { body: { email: removing.email }, token: admin.token });
    setBusy(false);
    if (answer.ok) {
      toast.success(t('progress.host.removed', { name: removing.name, message: spoken(answer.message) }));
      setRemoving(null);
      reload();
    } else toast.error(answer.offline ? t('progress.host.remove.offline') : answer.message ? spoken(answer.message) : t('progress.host.remove.failed'));
  }

  if (!admin) return <main className="page-center" aria-busy="true" />;
  const participants = state.kind === 'ready' ? state.data.participants : [];
  return (
    <div className="host-shell">
      <HostHeader
        title={t('progress.host.title')}
        subtitle={t('progress.host.subtitle')}
        actions={
          <button
            className="btn btn-primary"
            onClick={() => void download()}
            disabled={downloading || participants.length === 0}
            aria-label={t('progress.host.csv')}
          >
            <span aria-hidden="true">↓</span> <span className="hide-sm">{downloading ? t('progress.host.csv.downloading') : t('progress.host.csv')}</span>
          </button>
        }
      />
      <main className="host-body progress-page">
        <p>
          <Link className="btn btn-ghost" to={gamePaths.adminDashboard()}>
            {t('progress.host.back')}
          </Link>
        </p>
        {state.kind === 'loading' ? (
          <p className="muted" role="status">
            {t('progress.host.loading')}
          </p>
        ) : state.kind === 'offline' ? (
          <section className="panel empty-state" role="status">
            <h2>{t('progress.host.offline.title')}</h2>
            <p className="muted">{t('progress.host.offline.body')}</p>
            <button className="btn btn-primary" onClick={reload}>
              {t('progress.tryAgain')}
            </button>
          </section>
        ) : state.kind === 'failed' ? (
          <section className="panel empty-state" role="alert">
            <h2>{t('progress.host.failed.title')}</h2>
            <p className="muted">{spoken(state.message)}</p>
            <button className="btn btn-primary" onClick={reload}>
              {t('progress.tryAgain')}
            </button>
          </section>
        ) : participants.length === 0 ? (
          <section className="panel empty-state">
            <h2>{t('progress.host.empty.title')}</h2>
            <p className="muted">{t('progress.host.empty.body')}</p>
            <Link className="btn btn-primary" to={gamePaths.adminDashboard()}>
              {t('progress.host.empty.link')}
            </Link>
          </section>
        ) : (
          <ProgressTable participants={participants} working={state.data.working} online={online} onRemove={setRemoving} />
        )}
      </main>
      <ConfirmDialog
        open={removing !== null}
        title={t('progress.host.remove.title', { name: removing?.name ?? '' })}
        message={t('progress.host.remove.message', { email: removing?.email ?? '' })}
        confirmLabel={t('progress.host.remove.confirm')}
        busyLabel={t('progress.host.remove.busy')}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function RoundCell({ entry }: { entry: ProgressEntry | undefined }) {
  const t = useT();
  const format = useFormat();
  if (!entry)
    return (
      <span className="muted">
        {NOT_PLAYED}
        <span className="sr-only"> {t('progress.host.didNotPlay')}</span>
      </span>
    );
  return (
    <span className="round-cell">
      <strong>{shareText(entry.share, entry.optimumState, { t, ...format })}</strong>
      {entry.expectedShare !== null && <span className="cell-sub small">{t('progress.host.expected', { share: format.percent(entry.expectedShare) })}</span>}
      <span className="cell-sub muted small">
        {entry.live
          ? t('progress.host.teamRevenue.playing', { team: entry.teamName, revenue: format.money(entry.revenue) })
          : t('progress.host.teamRevenue', { team: entry.teamName, revenue: format.money(entry.revenue) })}
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
  const t = useT();
  const format = useFormat();
  const w = { t, ...format };
  const rounds = roundColumns(participants, w);
  const columns: DataColumn<HostParticipantProgress>[] = [
    {
      header: t('progress.host.col.participant'),
      rowHeader: true,
      // The row's menu sits with the name: with many rounds an actions column would be off to the right.
      cell: (p) => (
        <>
          {p.name}
          <span className="muted small cell-sub">{p.email}</span>
          <span className="muted small cell-sub">
            {withSlots(t('progress.host.personalCode', { code: slot('code') }), { code: <code className="personal-code">{p.personalCode}</code> })}
          </span>
          {/* A rare, final act: behind the row's menu, then a confirmation, not a red button on every row. */}
          <details className="row-menu">
            <summary className="btn btn-ghost btn-sm" aria-label={t('progress.host.more', { name: p.name })}>
              <span aria-hidden="true">{MORE}</span>
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
                {t('progress.host.remove.menu')}
              </button>
            </div>
          </details>
        </>
      ),
    },
    {
      header: t('progress.host.col.trend'),
      className: 'trend-col',
      cell: (p) => {
        const trend = shareTrend(p.entries);
        return (
          <span className="trend-cell">
            <ShareSparkline entries={p.entries} />
            <span className="small muted">{trend === null ? t('progress.host.rounds', { count: p.entries.length }) : trendText(trend, w)}</span>
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
      <p className="muted progress-intro">{t('progress.host.intro', { participants: participants.length, rounds: rounds.length })}</p>
      {working > 0 && (
        <p className="progress-note" role="status">
          {t('progress.host.working', { count: working })}
        </p>
      )}
      {!online && (
        <p className="progress-note" role="status">
          {t('progress.offlineNote')}
        </p>
      )}
      <section className="panel">
        <DataTable caption={t('progress.host.table')} className="progress-table" rows={participants} rowKey={(p) => p.email} columns={columns} />
      </section>
    </>
  );
}
