/**
 * A participant's own history (issue 36, item 3): the rounds of the session
 * they are signed in to, and, with the personal code their host gives them
 * (decision record 025), every round they played in that host's sessions,
 * matched by their e-mail, with their share of the best week; never anyone
 * else's. A round's best week shows once the host ends or reveals the game,
 * as on the debrief. The code is kept only while the page is open: a tablet
 * passes from hand to hand.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { normalisePersonalCode, PERSONAL_CODE_MESSAGES, type MyProgressData, type ProgressEntry } from '@front-desk-rm/engine/domain';
import { DataTable } from '../../../components/ui/data-table.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useOnline } from '../../../data/reads/use-online.js';
import { gamePaths } from '../../../app/game-paths.js';
import { LogoutButton } from '../../../app/logout-button.js';
import { useIdentity } from '../../../data/reads/use-identity.js';
import { useFormat } from '../../../i18n/format.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useT } from '../../../i18n/use-t.js';
import { shareText, shareTrend, trendText } from './progress-format.js';
import { ShareSparkline } from './share-sparkline.js';
import { ASK, askMineWith, useServerProgress } from './use-server-progress.js';
import './progress.css';

export function MyProgressPage() {
  const t = useT();
  const spoken = useSpoken();
  useDocumentTitle(t('progress.mine.title'));
  const identity = useIdentity();
  const navigate = useNavigate();
  const online = useOnline();
  const player = identity?.role === 'participant' && identity.token && !identity.guest ? identity : null;
  // The code the server took: every later ask (a retry, the network back) carries it.
  const code = useRef<string | null>(null);
  // Where focus goes once the form it was in has done its work and gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = useCallback((token: string) => (code.current === null ? ASK.mine(token) : askMineWith(code.current)(token)), []);
  const { state, reload, show } = useServerProgress(ask, player?.token ?? null);

  useEffect(() => {
    if (identity === undefined || player) return;
    // A host has the whole room's progress; anyone else signs in with their game code first.
    void navigate(identity?.role === 'admin' ? gamePaths.progress() : gamePaths.login(), { replace: true });
  }, [identity, player, navigate]);

  if (!player) return <main className="page-center" aria-busy="true" />;
  const back = gamePaths.lobby(player.teamId ?? player.gameCode ?? '');
  return (
    <main className="lobby">
      <div className="card lobby-card progress-card">
        <div className="lobby-top">
          <div>
            <p className="eyebrow">{t('progress.mine.title')}</p>
            <h1 ref={heading} tabIndex={-1}>
              {state.kind === 'ready' ? state.data.name : player.name}
            </h1>
            <p className="muted">{state.kind === 'ready' && state.data.scope === 'all' ? t('progress.mine.scope.all') : t('progress.mine.scope.session')}</p>
          </div>
          <div className="row gap">
            <StatusChip />
            <LogoutButton />
          </div>
        </div>
        <p>
          <Link className="btn btn-ghost" to={back}>
            {t('progress.mine.back')}
          </Link>
        </p>
        {state.kind === 'ready' && state.data.scope === 'session' && (
          <CodeForm
            token={player.token ?? ''}
            onAccepted={(accepted, data) => {
              code.current = accepted;
              show(data);
              // The form leaves with the focus in it: the reader goes on from the heading of the whole history.
              requestAnimationFrame(() => heading.current?.focus());
            }}
          />
        )}
        {state.kind === 'loading' ? (
          <p className="muted" role="status">
            {t('progress.mine.loading')}
          </p>
        ) : state.kind === 'offline' ? (
          <div className="empty-state" role="status">
            <h2>{t('progress.mine.offline.title')}</h2>
            <p className="muted">{t('progress.mine.offline.body')}</p>
            <button className="btn btn-primary" onClick={reload}>
              {t('progress.tryAgain')}
            </button>
          </div>
        ) : state.kind === 'failed' ? (
          <div className="empty-state" role="alert">
            <h2>{t('progress.mine.failed.title')}</h2>
            <p className="muted">{spoken(state.message)}</p>
            <button className="btn btn-primary" onClick={reload}>
              {t('progress.tryAgain')}
            </button>
          </div>
        ) : state.data.entries.length === 0 ? (
          <div className="empty-state">
            <h2>{t('progress.mine.empty.title')}</h2>
            <p className="muted">{t('progress.mine.empty.body')}</p>
          </div>
        ) : (
          <History entries={state.data.entries} working={state.data.working} online={online} />
        )}
      </div>
    </main>
  );
}

/**
 * Where a participant types the personal code their trainer gave them. A code
 * of the wrong shape is told at once; one the server does not take, in its words;
 * one it takes brings the whole history with it, shown without asking again.
 */
function CodeForm({ token, onAccepted }: { token: string; onAccepted: (code: string, data: MyProgressData) => void }) {
  const t = useT();
  const spoken = useSpoken();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (asking) return;
    const code = normalisePersonalCode(typed);
    if (code === null) {
      setProblem(PERSONAL_CODE_MESSAGES.malformed);
      return;
    }
    setAsking(true);
    const answer = await askMineWith(code)(token);
    setAsking(false);
    if (answer.ok) {
      setProblem(null);
      onAccepted(code, answer.data);
    } else setProblem(answer.offline ? t('progress.code.offline') : (answer.message ?? PERSONAL_CODE_MESSAGES.wrong));
  };
  return (
    <form className="personal-code-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="personal-code">{t('progress.code.label')}</label>
      <p className="small muted" id="personal-code-help">
        {t('progress.code.help')}
      </p>
      <div className="row gap">
        <input
          id="personal-code"
          name="personal-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('progress.code.placeholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={problem ? 'personal-code-help personal-code-error' : 'personal-code-help'}
          aria-invalid={problem ? true : undefined}
        />
        {/* Not disabled while asking: a disabled button drops the focus it holds to the page. */}
        <button type="submit" className="btn btn-primary" aria-disabled={asking || undefined}>
          {t('progress.code.submit')}
        </button>
      </div>
      {problem && (
        <p className="field-error" id="personal-code-error" role="alert">
          {spoken(problem)}
        </p>
      )}
    </form>
  );
}

function History({ entries, working, online }: { entries: readonly ProgressEntry[]; working: number; online: boolean }) {
  const t = useT();
  const format = useFormat();
  const w = { t, ...format };
  const trend = shareTrend(entries);
  return (
    <>
      <figure className="my-progress-chart">
        <ShareSparkline entries={entries} width={280} />
        <figcaption className="small muted">
          {trend === null ? t('progress.mine.chart') : t('progress.mine.chart.trend', { trend: trendText(trend, w) })}
        </figcaption>
      </figure>
      {working > 0 && (
        <p className="progress-note" role="status">
          {t('progress.mine.working', { count: working })}
        </p>
      )}
      {!online && (
        <p className="progress-note" role="status">
          {t('progress.offlineNote')}
        </p>
      )}
      <DataTable
        caption={t('progress.mine.table')}
        rows={entries}
        rowKey={(e) => `${e.sessionId}#${e.round}`}
        columns={[
          {
            header: t('progress.mine.col.session'),
            rowHeader: true,
            cell: (e) => (
              <>
                {e.round > 1 ? t('progress.column.round', { session: e.sessionName, round: e.round }) : e.sessionName}
                <span className="muted small cell-sub">{e.live ? t('progress.playingNow') : format.day(e.playedAt)}</span>
              </>
            ),
          },
          { header: t('progress.mine.col.team'), cell: (e) => e.teamName },
          { header: t('progress.mine.col.revenue'), className: 'num', cell: (e) => format.money(e.revenue) },
          { header: t('progress.mine.col.share'), className: 'num', cell: (e) => shareText(e.share, e.optimumState, w) },
          {
            header: t('progress.mine.col.expected'),
            className: 'num',
            cell: (e) => shareText(e.expectedShare, e.optimumState === 'known' ? 'unavailable' : e.optimumState, w),
          },
        ]}
      />
    </>
  );
}
