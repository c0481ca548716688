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
import { DEFAULT_GAME_CURRENCY, type DashboardTeam } from '@front-desk-rm/engine/domain';
import { housePace, houseProgress, withHouseTeams, type HouseStanding } from '@front-desk-rm/engine/policies';
import { liveDashboard, occupancyBand, type DashboardStatus } from '@front-desk-rm/engine/rules';
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
import { bookingTypeWords, houseWords, outcomeWords } from '../../../components/ui/engine-words.js';
import { useLanguage, useT, type Translate } from '../../../i18n/use-t.js';
import { SessionCurrency, formatterFor, useFormat } from '../../../i18n/format.js';
import './live-dashboard.css';
import { useRoomLanguage, useSessionLanguage } from '../../../i18n/use-session-language.js';

const STATUS: Record<DashboardStatus, { label: (t: Translate) => string; tone: string }> = {
  waiting: { label: (t) => t('dashboard.status.waiting'), tone: 'badge-yellow' },
  in_progress: { label: (t) => t('dashboard.status.inProgress'), tone: 'badge-green' },
  completed: { label: (t) => t('dashboard.status.completed'), tone: 'badge-gray' },
};

const DECISION: Record<DashboardTeam['currentDecision'], { label: (t: Translate) => string; tone: string }> = {
  accepted: { label: (t) => outcomeWords(t, 'Accepted'), tone: 'badge-green' },
  rejected: { label: (t) => t('dashboard.decision.rejected'), tone: 'badge-red' },
  timed_out: { label: (t) => outcomeWords(t, 'Timed out'), tone: 'badge-yellow' },
  waiting: { label: (t) => t('dashboard.decision.waiting'), tone: 'badge-gray' },
};

/** A card's four figures, a team's and a house team's alike. */
function DashFigures({ revenue, arr, accepted, total, occupancy }: { revenue: number; arr: number; accepted: number; total: number; occupancy: number }) {
  const t = useT();
  const { money, percent, number } = useFormat();
  const figures: [string, string][] = [
    [t('dashboard.figure.revenue'), money(revenue)],
    [t('dashboard.figure.adr'), money(arr)],
    [t('dashboard.figure.bookings'), `${number(accepted)} / ${number(total)}`],
    [t('dashboard.figure.occupancy'), percent(occupancy)],
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
  const t = useT();
  return <span className="badge badge-hidden">{t('dashboard.hidden')}</span>;
}

/**
 * A house team's card: where its figures place it, with a House badge in
 * place of a rank. Before the room may see them, its choices and figures show
 * only when the host asks for the host-only figures, and are marked so.
 */
function HouseCard({ house: h, hidden, showHostOnly, position }: { house: HouseStanding; hidden: boolean; showHostOnly: boolean; position: string }) {
  const t = useT();
  const { percent } = useFormat();
  const figures = !hidden || showHostOnly;
  const { name, teaches } = houseWords(t, h.policy);
  return (
    <article className="panel dash-card house-card" aria-label={t('dashboard.house.card', { name })} data-house={h.policy}>
      <div className="panel-head">
        <h3>
          <span className="badge badge-house">{t('dashboard.house.badge')}</span> {name}
        </h3>
        {figures && <span className={`badge ${DECISION[h.lastDecision].tone}`}>{DECISION[h.lastDecision].label(t)}</span>}
      </div>
      <p className="muted small dash-position">
        {position}
        {figures && h.percentOfOptimum !== null ? ` · ${t('dashboard.shareOfBest', { percent: percent(h.percentOfOptimum) })}` : ''}
      </p>
      {figures && <DashFigures revenue={h.revenue} arr={h.adr} accepted={h.accepted} total={h.totalBookings} occupancy={h.occupancy} />}
      {hidden && figures && <HiddenMark />}
      <p className="small muted house-teaches">{teaches}</p>
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
  // The projector is the room's: the session's language whatever this laptop picked; the host's own view follows the host's pick.
  useSessionLanguage(view?.session);
  useRoomLanguage(view?.session, projecting);
  const roomMaySee = useRevealedToRoom(view?.session);
  const { stored: best } = useOptimum(id, admin !== null && view != null && (!projecting || roomMaySee));
  const house = useHouseTeams(view, best?.optimum ?? null, view?.session.status === 'ended');
  const now = useNow();
  const [closed, setClosed] = useState(false);
  // Off when this screen itself is on the wall: the host's figures the room may not see yet go away.
  const [showHostOnly, setShowHostOnly] = useState(true);
  const moveOn = useMoveOn(view?.session, view?.deck.length ?? 0);
  const t = useT();
  const language = useLanguage();
  useDocumentTitle(t('dashboard.title'));
  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  // This page's own figures: the session's currency, which the screens below it read from <SessionCurrency>.
  const { money, percent } = formatterFor(language, view.session.currency ?? DEFAULT_GAME_CURRENCY);
  const board = liveDashboard({ ...view, optimumRevenue: best?.optimum?.revenue ?? null }, now);
  // Before the reveal the room sees the house teams' progress only, which needs no optimum (the hindsight team too).
  const roomHouse = roomMaySee ? house : houseProgress(view.session, view.deck, housePace(view.decisions, view.deck, false));
  if (projecting)
    return (
      <SessionCurrency currency={view.session.currency}>
        <ProjectorBoard view={view} board={board} house={roomHouse} optimum={best?.optimum ?? null} moveOn={moveOn} onExit={() => setSearch({})} now={now} />
      </SessionCurrency>
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
    .filter((team) => !decidedStep.has(team.id))
    .map((team) => team.name);

  return (
    <SessionCurrency currency={view.session.currency}>
      <div className="host-shell">
        <HostHeader
          title={t('dashboard.title')}
          // A string, so a subtitle cut short at a tablet's width names itself in full in its title.
          subtitle={`${view.session.name} · ${view.session.hotelName}`}
          actions={
            <>
              <button className="btn btn-ghost" onClick={() => setSearch({ display: 'projector' })}>
                {t('dashboard.projectorView')}
              </button>
              <Link className="btn btn-ghost" to={gamePaths.controlPanel(view.session.id)} aria-label={t('dashboard.back')}>
                <span aria-hidden="true">←</span> <span className="hide-sm">{t('dashboard.back.short')}</span>
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
          <section className="panel round-strip" aria-label={t('dashboard.round.label')}>
            <div className="round-fact">
              <span>{t('dashboard.round')}</span>
              <strong>{board.rounds === 0 ? '–' : t('dashboard.round.value', { round, rounds: board.rounds })}</strong>
            </div>
            <div className="round-fact">
              <span>{t('dashboard.status')}</span>
              <strong>
                <span className={`badge ${status.tone}`}>{status.label(t)}</span>
              </strong>
            </div>
            <div className="round-fact grow">
              <span>{t('dashboard.current')}</span>
              <strong>
                {current
                  ? t('dashboard.current.value', { round, name: current.reservationName })
                  : inStep
                    ? t('dashboard.current.passed')
                    : t('dashboard.current.none')}
              </strong>
              {current && (
                <span className="muted small">
                  {bookingTypeWords(t, current.type)} · {money(current.totalRate)}
                </span>
              )}
            </div>
            {inStep ? (
              // Each tablet runs its own clock on the room's request; what the host can count is who has answered.
              <div className="round-fact">
                <span>{t('dashboard.decided')}</span>
                <strong>{t('dashboard.decided.value', { decided: decidedStep.size, teams: playingTeams(view.teams).length })}</strong>
                {/* Who the room waits for, by name, so the host knows whom to call before moving on. */}
                {current && waitingFor.length > 0 && <span className="muted small">{t('dashboard.waitingFor', { names: waitingFor.join(', ') })}</span>}
              </div>
            ) : (
              <div className="round-fact">
                <span>{t('dashboard.timeLeft')}</span>
                <strong className="time-left">{board.secondsLeft === null ? '–' : t('dashboard.timeLeft.value', { seconds: board.secondsLeft })}</strong>
              </div>
            )}
          </section>

          {board.teams.length === 0 ? (
            <section className="panel empty-state">
              <h2>{t('dashboard.empty.title')}</h2>
              <p className="muted">{t('dashboard.empty.body')}</p>
            </section>
          ) : (
            <>
              <p className="ranking-rule muted small">
                {t('dashboard.rankingRule.ties')}
                {house.length > 0 && ` ${t('dashboard.rankingRule.house')}`}
                {hidden && showHostOnly && (
                  <>
                    {' '}
                    <HiddenMark /> {t('dashboard.hiddenLegend')}
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
                            ? stepPosition(t, standing.row.decided > (view.session.step ?? 0), view.session.step ?? 0, board.rounds)
                            : teamPosition(t, standing.row)
                        }
                      />
                    );
                  const team = standing.row;
                  const decision = DECISION[team.currentDecision];
                  return (
                    <article key={team.id} className="panel dash-card" aria-label={team.name}>
                      <div className="panel-head">
                        <h3>
                          <span className={`rank rank-${team.rank}`}>{team.rank}</span> {team.name}
                        </h3>
                        {/* In step, with the host-only figures hidden, a team's choice waits like the projector's. */}
                        {(showHostOnly || !inStep || !hidden) && <span className={`badge ${decision.tone}`}>{decision.label(t)}</span>}
                      </div>
                      <p className="muted small dash-position">
                        {inStep ? stepPosition(t, decidedStep.has(team.id), view.session.step ?? 0, board.rounds) : teamPosition(t, team)}
                        {team.timedOut > 0 ? ` · ${t('dashboard.timedOut', { count: team.timedOut })}` : ''}
                        {team.percentOfOptimum !== null && (!hidden || showHostOnly)
                          ? ` · ${t('dashboard.shareOfBest', { percent: percent(team.percentOfOptimum) })}`
                          : ''}
                      </p>
                      <DashFigures
                        revenue={team.revenue}
                        arr={team.arr}
                        accepted={team.bookingsAccepted}
                        total={team.totalBookings}
                        occupancy={team.occupancy}
                      />
                      <div className="occ-bar" aria-hidden="true">
                        <span className={`band-${occupancyBand(team.occupancy)}`} style={{ width: `${Math.min(100, team.occupancy)}%` }} />
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
          title={t('dashboard.complete.title')}
          onClose={() => setClosed(true)}
          tone="celebrate"
          closeButton={false}
        >
          <ol className="podium" aria-label={t('dashboard.complete.podium')}>
            {podium.map((team) => (
              // A shared rank stands on a step of the same height.
              <li key={team.id} className={`podium-step place-${Math.min(team.rank, 3)}`}>
                <span className="podium-name">{team.name}</span>
                <span className="podium-revenue">{money(team.revenue)}</span>
                <span className="podium-arr">{t('dashboard.complete.adr', { adr: money(team.arr), occupancy: percent(team.occupancy) })}</span>
                <span className="podium-block">{team.rank}</span>
              </li>
            ))}
          </ol>
          <p className="ranking-rule muted small">{t('dashboard.rankingRule')}</p>
          <p className="thanks">{t('dashboard.complete.thanks')}</p>
          <div className="dialog-footer">
            <a className="btn btn-ghost" href={gamePaths.results(view.session.id)}>
              {t('dashboard.complete.results')}
            </a>
            <button className="btn btn-primary" onClick={() => setClosed(true)} data-autofocus>
              {t('dashboard.complete.close')}
            </button>
          </div>
        </Dialog>
      </div>
    </SessionCurrency>
  );
}
