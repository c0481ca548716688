/**
 * 'Revenue Game: Live Dashboard' (docs/rules.md §2, §4): the round the room is
 * on, the booking and its guest type, the time left, and a card per team (ADR,
 * its last decision, where it is in the deck, bookings accepted, occupancy);
 * at the end, 'Game Complete!' with the podium. `?display=projector` is the
 * training room's screen (`ProjectorBoard`), which leaves out what the room
 * may not see yet; this host view shows it, marked "Hidden from the room",
 * and the host can hide it too when this screen is the one on the wall. The
 * room's controls (move on, pause, reveal) sit on top. Built from the server's
 * live data on the device (decisions and leaderboard), followed through the
 * event stream.
 */
import { useRevealedToRoom } from '../../../data/reads/use-revealed.js';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BOOKING_TYPE_LABELS, type DashboardTeam } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { housePace, houseProgress, withHouseTeams, type HouseStanding } from '@front-desk-rm/engine/policies';
import { RANKING_RULE, liveDashboard, occupancyBand, type DashboardStatus } from '@front-desk-rm/engine/rules';
import { Dialog } from '../../../components/ui/dialog.js';
import { RankAnnouncer } from '../../../components/ui/rank-news.js';
import { useHouseTeams } from '../../../components/ui/use-house-teams.js';
import { useOptimum } from '../../../data/reads/use-optimum.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { gamePaths } from '../../../app/game-paths.js';
import { ProjectorBoard } from './projector-board.js';
import { playingTeams } from './projector-state.js';
import { RoomControls, useMoveOn } from './room-controls.js';
import { stepPosition, teamPosition } from './team-position.js';
import './live-dashboard.css';

const STATUS: Record<DashboardStatus, { label: string; tone: string }> = {
  waiting: { label: 'Waiting', tone: 'badge-yellow' },
  in_progress: { label: 'In Progress', tone: 'badge-green' },
  completed: { label: 'Completed', tone: 'badge-gray' },
};

const DECISION: Record<DashboardTeam['currentDecision'], { label: string; tone: string }> = {
  accepted: { label: 'Accepted', tone: 'badge-green' },
  rejected: { label: 'Rejected', tone: 'badge-red' },
  timed_out: { label: 'Timed out', tone: 'badge-yellow' },
  waiting: { label: 'Waiting', tone: 'badge-gray' },
};

/** A card's four figures, a team's and a house team's alike. */
function DashFigures({ revenue, arr, accepted, total, occupancy }: { revenue: number; arr: number; accepted: number; total: number; occupancy: number }) {
  const figures: [string, string][] = [
    ['Revenue', formatINR(revenue)],
    ['ADR', formatINR(arr)],
    ['Bookings', `${accepted} / ${total}`],
    ['Occupancy', formatPercent(occupancy)],
  ];
  return (
    <dl className="dash-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Marks what this screen shows and the room does not see yet. */
function HiddenMark() {
  return <span className="badge badge-hidden">Hidden from the room</span>;
}

/**
 * A house team's card: where its figures place it, with a House badge in
 * place of a rank. Before the room may see them, its choices and figures show
 * only when the host asks for the host-only figures, and are marked so.
 */
function HouseCard({ house: h, hidden, showHostOnly, position }: { house: HouseStanding; hidden: boolean; showHostOnly: boolean; position: string }) {
  const figures = !hidden || showHostOnly;
  return (
    <article className="panel dash-card house-card" aria-label={`${h.name}, house team`} data-house={h.policy}>
      <div className="panel-head">
        <h3>
          <span className="badge badge-house">House</span> {h.name}
        </h3>
        {figures && <span className={`badge ${DECISION[h.lastDecision].tone}`}>{DECISION[h.lastDecision].label}</span>}
      </div>
      <p className="muted small dash-position">
        {position}
        {figures && h.percentOfOptimum !== null ? ` · ${formatPercent(h.percentOfOptimum)} of the best week` : ''}
      </p>
      {figures && <DashFigures revenue={h.revenue} arr={h.adr} accepted={h.accepted} total={h.totalBookings} occupancy={h.occupancy} />}
      {hidden && figures && <HiddenMark />}
      <p className="small muted house-teaches">{h.teaches}</p>
    </article>
  );
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function LiveDashboardPage() {
  const { id = '' } = useParams();
  const { admin, view } = useWatchedSession(id);
  const [search, setSearch] = useSearchParams();
  // The projector is the room's screen: it does not even fetch the best week before the room may see it.
  const projecting = search.get('display') === 'projector';
  const roomMaySee = useRevealedToRoom(view?.session);
  const { stored: best } = useOptimum(id, admin !== null && view != null && (!projecting || roomMaySee));
  const house = useHouseTeams(view, best?.optimum ?? null, view?.session.status === 'ended');
  const now = useNow();
  const [closed, setClosed] = useState(false);
  // Off when this screen itself is on the wall: the host's figures the room may not see yet go away.
  const [showHostOnly, setShowHostOnly] = useState(true);
  const moveOn = useMoveOn(view?.session, view?.deck.length ?? 0);
  useDocumentTitle('Revenue Game: Live Dashboard');
  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const board = liveDashboard({ ...view, optimumRevenue: best?.optimum?.revenue ?? null }, now);
  // Before the reveal the room sees the house teams' progress only, which needs no optimum (the hindsight team too).
  const roomHouse = roomMaySee ? house : houseProgress(view.session, view.deck, housePace(view.decisions, view.deck, false));
  if (projecting)
    return (
      <ProjectorBoard view={view} board={board} house={roomHouse} optimum={best?.optimum ?? null} moveOn={moveOn} onExit={() => setSearch({})} now={now} />
    );
  const status = STATUS[board.status];
  const hidden = !roomMaySee;
  // In step the room is on the host's request, not the slowest team's.
  const inStep = view.session.pace === 'inStep' && board.status === 'in_progress';
  const round = inStep ? Math.min((view.session.step ?? 0) + 1, board.rounds) : board.round;
  const current = inStep ? (view.deck[view.session.step ?? 0] ?? null) : board.current;
  const decidedStep = new Set(current ? view.decisions.filter((d) => d.scenarioId === current._id).map((d) => d.teamId) : []);
  const podium = board.teams.slice(0, 3);
  const waitingFor = playingTeams(view.teams)
    .filter((t) => !decidedStep.has(t.id))
    .map((t) => t.name);

  return (
    <div className="host-shell">
      <HostHeader
        title="Revenue Game: Live Dashboard"
        // A string, so a subtitle cut short at a tablet's width names itself in full in its title.
        subtitle={`${view.session.name} · ${view.session.hotelName}`}
        actions={
          <>
            <button className="btn btn-ghost" onClick={() => setSearch({ display: 'projector' })}>
              Projector view
            </button>
            <Link className="btn btn-ghost" to={gamePaths.controlPanel(view.session.id)} aria-label="Back to Session">
              <span aria-hidden="true">←</span> <span className="hide-sm">Session</span>
            </Link>
          </>
        }
      />
      <main className="host-body">
        <RoomControls
          session={view.session}
          deckSize={view.deck.length}
          moveOn={moveOn}
          hostOnly={hidden ? { shown: showHostOnly, toggle: () => setShowHostOnly(!showHostOnly) } : null}
        />
        <section className="panel round-strip" aria-label="Current round">
          <div className="round-fact">
            <span>Round</span>
            <strong>{board.rounds === 0 ? '–' : `${round} of ${board.rounds}`}</strong>
          </div>
          <div className="round-fact">
            <span>Status</span>
            <strong>
              <span className={`badge ${status.tone}`}>{status.label}</span>
            </strong>
          </div>
          <div className="round-fact grow">
            <span>Current booking</span>
            <strong>{current ? `#${round} ${current.reservationName}` : inStep ? 'The room has passed the last request' : 'No booking requests yet'}</strong>
            {current && (
              <span className="muted small">
                {BOOKING_TYPE_LABELS[current.type]} · {formatINR(current.totalRate)}
              </span>
            )}
          </div>
          {inStep ? (
            // Each tablet runs its own clock on the room's request; what the host can count is who has answered.
            <div className="round-fact">
              <span>Decided</span>
              <strong>
                {decidedStep.size} of {playingTeams(view.teams).length}
              </strong>
              {/* Who the room waits for, by name, so the host knows whom to call before moving on. */}
              {current && waitingFor.length > 0 && <span className="muted small">Waiting for {waitingFor.join(', ')}</span>}
            </div>
          ) : (
            <div className="round-fact">
              <span>Time left</span>
              <strong className="time-left">{board.secondsLeft === null ? '–' : `${board.secondsLeft}s`}</strong>
            </div>
          )}
        </section>

        {board.teams.length === 0 ? (
          <section className="panel empty-state">
            <h2>No teams yet</h2>
            <p className="muted">Shuffle the participants into teams on the session's Participants tab; their cards appear here.</p>
          </section>
        ) : (
          <>
            <p className="ranking-rule muted small">
              {RANKING_RULE}. Teams equal on all three share a rank.
              {house.length > 0 && ' House teams play the same requests as far as the furthest team and are never ranked.'}
              {hidden && showHostOnly && (
                <>
                  {' '}
                  <HiddenMark /> the house teams' choices and figures and each team's share of the best week: the projector leaves them out until you reveal
                  them or end the game.
                </>
              )}
            </p>
            <RankAnnouncer teams={board.teams} />
            <div className="team-cards">
              {withHouseTeams(board.teams, house).map((standing) => {
                if (standing.kind === 'house')
                  return (
                    <HouseCard
                      key={standing.row.id}
                      house={standing.row}
                      hidden={hidden}
                      showHostOnly={showHostOnly}
                      // One wording for how far a team is, house or not: in step, on the room's request.
                      position={
                        inStep
                          ? stepPosition(standing.row.decided > (view.session.step ?? 0), view.session.step ?? 0, board.rounds)
                          : teamPosition(standing.row)
                      }
                    />
                  );
                const t = standing.row;
                const decision = DECISION[t.currentDecision];
                return (
                  <article key={t.id} className="panel dash-card" aria-label={t.name}>
                    <div className="panel-head">
                      <h3>
                        <span className={`rank rank-${t.rank}`}>{t.rank}</span> {t.name}
                      </h3>
                      {/* In step, with the host-only figures hidden, a team's choice waits like the projector's. */}
                      {(showHostOnly || !inStep || !hidden) && <span className={`badge ${decision.tone}`}>{decision.label}</span>}
                    </div>
                    <p className="muted small dash-position">
                      {inStep ? stepPosition(decidedStep.has(t.id), view.session.step ?? 0, board.rounds) : teamPosition(t)}
                      {t.timedOut > 0 ? ` · ${t.timedOut} timed out` : ''}
                      {t.percentOfOptimum !== null && (!hidden || showHostOnly) ? ` · ${formatPercent(t.percentOfOptimum)} of the best week` : ''}
                    </p>
                    <DashFigures revenue={t.revenue} arr={t.arr} accepted={t.bookingsAccepted} total={t.totalBookings} occupancy={t.occupancy} />
                    <div className="occ-bar" aria-hidden="true">
                      <span className={`band-${occupancyBand(t.occupancy)}`} style={{ width: `${Math.min(100, t.occupancy)}%` }} />
                    </div>
                  </article>
                );
              })}
            </div>
          </>
        )}
      </main>

      <Dialog
        open={board.status === 'completed' && board.teams.length > 0 && !closed}
        title="Game Complete!"
        onClose={() => setClosed(true)}
        tone="celebrate"
        closeButton={false}
      >
        <ol className="podium" aria-label="Top teams">
          {podium.map((t) => (
            // A shared rank stands on a step of the same height.
            <li key={t.id} className={`podium-step place-${Math.min(t.rank, 3)}`}>
              <span className="podium-name">{t.name}</span>
              <span className="podium-revenue">{formatINR(t.revenue)}</span>
              <span className="podium-arr">
                ADR {formatINR(t.arr)} · {formatPercent(t.occupancy)}
              </span>
              <span className="podium-block">{t.rank}</span>
            </li>
          ))}
        </ol>
        <p className="ranking-rule muted small">{RANKING_RULE}.</p>
        <p className="thanks">Thank you for playing!</p>
        <div className="dialog-footer">
          <a className="btn btn-ghost" href={gamePaths.results(view.session.id)}>
            Full results
          </a>
          <button className="btn btn-primary" onClick={() => setClosed(true)} data-autofocus>
            Close
          </button>
        </div>
      </Dialog>
    </div>
  );
}
