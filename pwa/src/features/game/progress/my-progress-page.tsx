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
import { formatDay, formatINR } from '@front-desk-rm/engine/format';
import { DataTable } from '../../../components/ui/data-table.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useOnline } from '../../../data/reads/use-online.js';
import { gamePaths } from '../../../app/game-paths.js';
import { LogoutButton } from '../../../app/logout-button.js';
import { useIdentity } from '../../../data/reads/use-identity.js';
import { shareText, shareTrend, trendText } from './progress-format.js';
import { ShareSparkline } from './share-sparkline.js';
import { ASK, askMineWith, useServerProgress } from './use-server-progress.js';
import './progress.css';

export function MyProgressPage() {
  useDocumentTitle('Your progress');
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
            <p className="eyebrow">Your progress</p>
            <h1 ref={heading} tabIndex={-1}>
              {state.kind === 'ready' ? state.data.name : player.name}
            </h1>
            <p className="muted">
              {state.kind === 'ready' && state.data.scope === 'all'
                ? 'Every session of this host’s you played, by your e-mail.'
                : 'The rounds of this session.'}
            </p>
          </div>
          <div className="row gap">
            <StatusChip />
            <LogoutButton />
          </div>
        </div>
        <p>
          <Link className="btn btn-ghost" to={back}>
            ← Back to your team
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
            Loading your progress…
          </p>
        ) : state.kind === 'offline' ? (
          <div className="empty-state" role="status">
            <h2>Your progress needs the network</h2>
            <p className="muted">It is worked out on the server from every session you played. Check the connection and try again.</p>
            <button className="btn btn-primary" onClick={reload}>
              Try again
            </button>
          </div>
        ) : state.kind === 'failed' ? (
          <div className="empty-state" role="alert">
            <h2>Your progress could not be loaded</h2>
            <p className="muted">{state.message}</p>
            <button className="btn btn-primary" onClick={reload}>
              Try again
            </button>
          </div>
        ) : state.data.entries.length === 0 ? (
          <div className="empty-state">
            <h2>No rounds played yet</h2>
            <p className="muted">Once your host starts a game you are in a team for, it shows here, with your team’s share of the best possible week.</p>
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
    } else
      setProblem(
        answer.offline ? 'Checking your code needs the network. Check the connection and try again.' : (answer.message ?? PERSONAL_CODE_MESSAGES.wrong),
      );
  };
  return (
    <form className="personal-code-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="personal-code">Your personal code</label>
      <p className="small muted" id="personal-code-help">
        Your trainer has a code beside your name on their Progress screen. With it you see every session of theirs you played; without it, this one.
      </p>
      <div className="row gap">
        <input
          id="personal-code"
          name="personal-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="K7QM-2XRP"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={problem ? 'personal-code-help personal-code-error' : 'personal-code-help'}
          aria-invalid={problem ? true : undefined}
        />
        {/* Not disabled while asking: a disabled button drops the focus it holds to the page. */}
        <button type="submit" className="btn btn-primary" aria-disabled={asking || undefined}>
          Show all my sessions
        </button>
      </div>
      {problem && (
        <p className="field-error" id="personal-code-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function History({ entries, working, online }: { entries: readonly ProgressEntry[]; working: number; online: boolean }) {
  const trend = shareTrend(entries);
  return (
    <>
      <figure className="my-progress-chart">
        <ShareSparkline entries={entries} width={280} />
        <figcaption className="small muted">
          Your team’s share of the best possible week, round by round{trend === null ? '' : `: ${trendText(trend)} since your first`}.
        </figcaption>
      </figure>
      {working > 0 && (
        <p className="progress-note" role="status">
          The best week of {working} {working === 1 ? 'round is' : 'rounds are'} still being worked out: the share fills in by itself in a moment.
        </p>
      )}
      {!online && (
        <p className="progress-note" role="status">
          You are offline: these figures are as they were last loaded.
        </p>
      )}
      <DataTable
        caption="Your rounds, oldest first"
        rows={entries}
        rowKey={(e) => `${e.sessionId}#${e.round}`}
        columns={[
          {
            header: 'Session',
            rowHeader: true,
            cell: (e) => (
              <>
                {e.sessionName}
                {e.round > 1 && `, round ${e.round}`}
                <span className="muted small cell-sub">{e.live ? 'playing now' : formatDay(e.playedAt)}</span>
              </>
            ),
          },
          { header: 'Team', cell: (e) => e.teamName },
          { header: 'Revenue', className: 'num', cell: (e) => formatINR(e.revenue) },
          { header: 'Of the best week', className: 'num', cell: (e) => shareText(e.share, e.optimumState) },
          {
            header: 'Of the expected best',
            className: 'num',
            cell: (e) => shareText(e.expectedShare, e.optimumState === 'known' ? 'unavailable' : e.optimumState),
          },
        ]}
      />
    </>
  );
}
