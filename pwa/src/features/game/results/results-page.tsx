/**
 * Live results (docs/rules.md §2, §4, §9): 'Waiting for Results' until a team
 * has a row, 'Live Results' while teams play, 'Game Over' when every team is
 * done or the host ended the game, with the winner, confetti for 3 s, Play
 * Again ('rst'), Download Report and Back to Dashboard. Read from the device,
 * kept current by the session's event stream (1 s polling while it is down).
 *
 * Play Again keeps the finished round (issue 38): 'Past rounds' lists each,
 * and `/result/:sessionId/round/:round` shows one as it ended, with its
 * report and debrief. Run again copies the session for another group.
 */
import { RankAnnouncer } from '../../../components/ui/rank-news.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { type HousePolicyId, type Session } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { resultsPhase, type ResultsPhase } from '@front-desk-rm/engine/machines';
import { withHouseTeams } from '@front-desk-rm/engine/policies';
import { RANKING_RULE } from '@front-desk-rm/engine/rules';
import { pastRoundView, pastRoundWinner, reportView } from '@front-desk-rm/engine/views';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useHouseTeams } from '../../../components/ui/use-house-teams.js';
import { useShownOptimum } from '../../../data/reads/use-optimum.js';
import { RunAgainDialog } from '../../../app/run-again-dialog.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { CampaignStandings } from '../../../components/ui/campaign-standings.js';
import { useCampaignData } from '../../../data/reads/use-campaign.js';
import { gamePaths } from '../../../app/game-paths.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { roundParam } from '../../../data/reads/session-view.js';
import { usePastRoundView } from '../../../data/reads/use-session.js';
import { celebrate } from './celebrate.js';
import { downloadReport } from './report-csv.js';
import './results.css';

const TITLES: Record<ResultsPhase, string> = { waiting: 'Waiting for Results', live: 'Live Results', over: 'Game Over' };

/** A leaderboard row: a team with its rank, or a house team (`house`) with its badge and no rank. */
function LeaderRow({
  rank,
  name,
  figures,
  status,
  first = false,
  house,
}: {
  rank: ReactNode;
  name: string;
  figures: { revenue: number; occupancy: number; accepted: number; declined: number };
  status: string;
  first?: boolean;
  house?: HousePolicyId;
}) {
  return (
    <tr className={house ? 'house-row' : first ? 'first' : undefined} data-house={house}>
      <td data-label="Rank">{rank}</td>
      <th scope="row">
        {name}
        {house && <span className="muted small cell-sub">House team: not ranked</span>}
      </th>
      <td data-label="Revenue" className="num">
        {formatINR(figures.revenue)}
      </td>
      <td data-label="Occupancy" className="num">
        {formatPercent(figures.occupancy)}
      </td>
      <td data-label="Bookings" className="nowrap">
        {figures.accepted} accepted · {figures.declined} declined
      </td>
      <td data-label="Status">
        <span className={`badge ${status === 'Completed' ? 'badge-green' : status === 'In Progress' ? 'badge-blue' : 'badge-gray'}`}>{status}</span>
      </td>
    </tr>
  );
}

/** "14:32", or "24 Nov, 14:32" when the round ended on another day. */
function endedAt(iso: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
  return at.toDateString() === new Date().toDateString() ? time : `${at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}, ${time}`;
}

/** The rounds Play Again kept, newest first, each with its results, printable report and debrief. */
function PastRounds({ session }: { session: Session }) {
  const rounds = [...(session.pastRounds ?? [])].reverse();
  if (rounds.length === 0) return null;
  return (
    <section className="panel past-rounds" aria-labelledby="past-rounds-title">
      <h2 id="past-rounds-title">Past rounds</h2>
      <ul className="list">
        {rounds.map((r) => {
          const winner = pastRoundWinner(pastRoundView(session, r.round)!);
          return (
            <li key={r.round} className="list-row past-round">
              <span>
                <strong>Round {r.round}</strong> · ended {endedAt(r.endedAt)}
                {winner ? ` · winner ${winner}` : ' · no team played'}
              </span>
              <span className="row gap wrap">
                <Link className="btn btn-ghost" to={gamePaths.results(session.id, r.round)} aria-label={`Round ${r.round} results`}>
                  Results
                </Link>
                <Link className="btn btn-ghost" to={gamePaths.report(session.id, r.round)} aria-label={`Round ${r.round} printable report`}>
                  Printable report
                </Link>
                <Link className="btn btn-ghost" to={gamePaths.debrief(session.id, undefined, r.round)} aria-label={`Round ${r.round} debrief`}>
                  Debrief
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ResultsPage() {
  const params = useParams();
  const sessionId = params.sessionId ?? '';
  const round = roundParam(params.round);
  const navigate = useNavigate();
  const [over, setOver] = useState(false);
  // Polling stops at game over (docs/rules.md §4); a reset is seen from the control panel. A past round never changes.
  const { admin, view: current } = useWatchedSession(sessionId, !over && round === null, gamePaths.debrief(sessionId));
  const past = usePastRoundView(sessionId, round);
  const view = round === null ? current : past;
  // The report sets every team beside the best possible week.
  const { stored: best } = useShownOptimum(sessionId, round, admin !== null);
  const [resetting, setResetting] = useState(false);
  const [copying, setCopying] = useState(false);
  const [busy, setBusy] = useState(false);
  const celebrated = useRef(false);
  // After Play Again the leaderboard holds every team at nothing until the next start: waiting, not live.
  const phase = view ? (view.session.status === 'upcoming' ? 'waiting' : resultsPhase(view.results, view.session.status === 'ended')) : null;
  const house = useHouseTeams(view, best?.optimum ?? null, phase === 'over');
  // A campaign's weeks added up (issue 36), below this week's results.
  const campaignData = useCampaignData(sessionId);
  useDocumentTitle(phase ? `${round === null ? TITLES[phase] : `Round ${round} results`}: ${view!.session.name}` : 'Results');

  useEffect(() => {
    setOver(phase === 'over');
    // A past round is history, not a win to celebrate again.
    if (phase === 'over' && round === null && !celebrated.current) {
      celebrated.current = true;
      void celebrate();
    }
  }, [phase, round]);

  if (!admin || view === undefined || current === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null || current === null) return <SessionNotFound />;
  const { session, results } = view;
  const winner = results[0];

  async function playAgain() {
    setBusy(true);
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'rst' });
    setBusy(false);
    setResetting(false);
    if (!result.ok) {
      toast.error(result.reason || 'Failed to reset game session');
      return;
    }
    toast.success(`Round ${session.round ?? 1} is kept under Past rounds; round ${(session.round ?? 1) + 1} is ready to start`, { duration: 3000 });
    void navigate(gamePaths.controlPanel(session.id));
  }

  return (
    <div className="host-shell">
      <HostHeader
        title={round === null ? TITLES[phase!] : `Round ${round}: ${TITLES[phase!]}`}
        subtitle={
          <>
            {session.name} · {session.hotelName}
            {round !== null
              ? ` · a past round, ended ${endedAt(session.endedAt ?? session.updatedAt)}`
              : (session.round ?? 1) > 1
                ? ` · round ${session.round}`
                : ''}
          </>
        }
      />
      <main className="host-body results">
        <HiddenFromRoom session={session} />
        {phase === 'over' && winner && (
          <section className="winner-banner" aria-label="Winner">
            {/* Drawn, not an emoji: devices without an emoji font show a box. */}
            <svg className="trophy" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
              <path
                fill="#fde68a"
                d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.35A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.35 12H8a4 4 0 0 1-4-4V5h3V3zm10 4v3a2 2 0 0 0 1-2V7h-1zM6 7v1a2 2 0 0 0 1 2V7H6z"
              />
            </svg>
            <div>
              <p className="eyebrow">Winner</p>
              <h2>{winner.name}</h2>
              <p>
                {formatINR(winner.revenue)} revenue · {formatPercent(winner.occupancy)} occupancy · ADR {formatINR(winner.ADR)}
              </p>
            </div>
          </section>
        )}
        {phase === 'live' && winner && (
          <p className="leader-line" aria-live="polite">
            Leading now: <strong>{winner.name}</strong> with {formatINR(winner.revenue)}
          </p>
        )}

        <section className="panel">
          <div className="panel-head">
            <h2>Leaderboard</h2>
            {phase !== 'over' && session.status === 'live' && (
              <span className="badge badge-green">
                <span className="live-dot" aria-hidden="true" /> Live
              </span>
            )}
          </div>
          {phase === 'waiting' ? (
            <div className="empty-state">
              <h3>Waiting for Results</h3>
              <p className="muted">
                {session.status === 'live'
                  ? 'The game is on. Teams appear here as they make their first decisions.'
                  : 'Teams appear here once the game has started and they make their first decisions.'}
              </p>
            </div>
          ) : (
            <div className="table-scroll">
              <RankAnnouncer teams={results} />
              <table className="data-table leaderboard">
                <caption className="ranking-rule muted small">
                  {RANKING_RULE}
                  {house.length > 0 && '. House teams stand where their figures would place them and are never ranked'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Team Name</th>
                    <th scope="col" className="num">
                      Revenue
                    </th>
                    <th scope="col" className="num">
                      Occupancy
                    </th>
                    <th scope="col">Bookings</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {withHouseTeams(results, house).map(({ kind, row }) =>
                    kind === 'house' ? (
                      <LeaderRow
                        key={row.id}
                        house={row.policy}
                        rank={<span className="badge badge-house">House</span>}
                        name={row.name}
                        figures={{ revenue: row.revenue, occupancy: row.occupancy, accepted: row.accepted, declined: row.declined }}
                        status={row.decided >= row.totalBookings ? 'Completed' : 'In Progress'}
                      />
                    ) : (
                      <LeaderRow
                        key={row.id}
                        first={row.rank === 1}
                        rank={<span className={`rank rank-${row.rank}`}>{row.rank}</span>}
                        name={row.name}
                        figures={{ revenue: row.revenue, occupancy: row.occupancy, accepted: row.acceptedBooking, declined: row.declinedBooking }}
                        status={row.status}
                      />
                    ),
                  )}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <div className="row gap wrap results-actions">
          <button className="btn btn-ghost" onClick={() => downloadReport(session, reportView(view, best?.optimum ?? null))}>
            Download Report
          </button>
          <Link className="btn btn-ghost" to={gamePaths.debrief(session.id, undefined, round ?? undefined)}>
            Debrief
          </Link>
          {round === null && (
            <Link className="btn btn-ghost" to={gamePaths.sideBySide(session.id)}>
              Side by side
            </Link>
          )}
          <Link className="btn btn-ghost" to={gamePaths.report(session.id, round ?? undefined)}>
            Printable report
          </Link>
          {round === null ? (
            <>
              <button className="btn btn-ghost" onClick={() => setResetting(true)} disabled={busy}>
                Play Again
              </button>
              <button className="btn btn-ghost" onClick={() => setCopying(true)}>
                Run again
              </button>
            </>
          ) : (
            <Link className="btn btn-ghost" to={gamePaths.results(session.id)}>
              Round {current.session.round ?? 1} results
            </Link>
          )}
          <Link className="btn btn-ghost" to={gamePaths.adminDashboard()}>
            Back to Dashboard
          </Link>
        </div>

        {round === null && (session.weeks ?? 1) > 1 && campaignData && <CampaignStandings data={campaignData} sessionId={session.id} host />}
        {round === null && <PastRounds session={session} />}
      </main>
      <ConfirmDialog
        open={resetting}
        title={`Play round ${(session.round ?? 1) + 1}?`}
        message={`Round ${session.round ?? 1} is kept under Past rounds on this page, with its results, printable report and debrief. Every team's decisions are cleared, teams are no longer ready, and the session goes back to Upcoming until you start it again.`}
        confirmLabel="Play Again"
        busy={busy}
        onConfirm={() => void playAgain()}
        onCancel={() => setResetting(false)}
      />
      <RunAgainDialog
        session={copying ? current.session : null}
        deckSize={current.deck.length}
        memberCount={current.members.length}
        onClose={() => setCopying(false)}
      />
    </div>
  );
}
