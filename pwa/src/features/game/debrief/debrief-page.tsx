/**
 * The debrief (issue "Debrief"): a team's week beside the best possible week
 * for the same deck. The host reaches it from the results and picks a team; a
 * player reaches it from the final stats and sees their own team. Read from
 * the device: the optimum is asked of the server once and kept, so a debrief
 * opened once opens offline.
 */
import { useRevealedToRoom } from '../../../data/reads/use-revealed.js';
import { useReportAfterEnd } from '../../../data/writes/use-report-after-end.js';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { type Session, MESSAGES, type HousePolicyId, type Scenario, type WeekFamilyId } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { debrief, yardstickSplit, type YardstickSplit, refusedText, type Debrief, type DebriefRow } from '@front-desk-rm/engine/optimum';
import {
  HOUSE_POLICIES,
  housePlays,
  type HousePlay,
  type HouseSession,
  shortfallReason,
  shortfallWeek,
  type ShortfallWeek,
} from '@front-desk-rm/engine/policies';
import {
  hasTransientDemand,
  replayTeam,
  withTeamRates,
  turnedAwayBy,
  type TeamPlay,
  type TurnedAway,
  decisionOutcome,
  weekFamily,
} from '@front-desk-rm/engine/rules';
import { houseChoices, type ReportHouseChoice } from '@front-desk-rm/engine/views';
import { FigureCells, FigureHeaders } from '../../../components/ui/figure-cells.js';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { StatusChip } from '../../../components/ui/status-chip.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useShownOptimum } from '../../../data/reads/use-optimum.js';
import { gamePaths } from '../../../app/game-paths.js';
import { roundParam } from '../../../data/reads/session-view.js';
import { useIdentity } from '../../../data/reads/use-identity.js';
import { useRoundView } from '../../../data/reads/use-session.js';
import { OccupancyChart } from './occupancy-chart.js';
import { DebriefSummary } from './debrief-summary.js';
import { PickUpTable } from './pick-up-table.js';
import './debrief.css';

/** Why a request that pays more than it displaces can still be one the best week declines. */
const DECLINED_THOUGH_POSITIVE = 'Pays more than it displaces, yet the best week declines it: its rooms or hall earn more from other requests.';

/** Why a request both the team and the best week accepted can show a loss in the team's week. */
const RIGHT_BUT_WORTH_LESS =
  'The best week accepts it too. In your week your other bookings had already filled nights it needs, so it turned away more walk-in guests than it does in the best week.';

/** A row is right or wrong by whether the team chose what the best week chose, never by the sign of a figure. */
function matched(r: DebriefRow): boolean {
  return r.team === r.optimal;
}

export function DebriefPage() {
  const params = useParams();
  const sessionId = params.sessionId ?? '';
  // A past round Play Again kept (issue 38), as it was played; none: the round being played.
  const round = roundParam(params.round);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const identity = useIdentity();
  const view = useRoundView(sessionId, round);
  const signedIn = Boolean(identity?.token) && !identity?.guest;
  // A player's debrief opens once the host ends the game or reveals it: before then nothing of the best week is asked for (issue 38).
  const roomMaySee = useRevealedToRoom(view?.session);
  const open = identity?.role === 'admin' || roomMaySee;
  // A player who opened the debrief at the whistle tells the server their tablet's decisions are all in (issue 50).
  useReportAfterEnd(view?.session, identity?.role === 'participant' ? identity.teamId : null, identity);
  const { stored, asking, problem, ask } = useShownOptimum(sessionId, round, signedIn && open);
  useDocumentTitle(view ? `Debrief: ${view.session.name}` : 'Debrief');

  useEffect(() => {
    if (identity === undefined || signedIn) return;
    toast.error(MESSAGES.pleaseLoginFirst, { id: 'please-login' });
    void navigate(gamePaths.login(), { replace: true });
  }, [identity, signedIn, navigate]);

  if (!identity || !signedIn || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const host = identity.role === 'admin';
  const waiting = !open && !host;
  const teams = host ? view.teams : view.teams.filter((t) => t.id === identity.teamId);
  const teamId = host ? (search.get('team') ?? view.results[0]?.id ?? teams[0]?.id) : identity.teamId;
  const team = teams.find((t) => t.id === teamId) ?? null;
  const back = host ? gamePaths.results(sessionId, round ?? undefined) : gamePaths.game(sessionId);

  const header = host ? (
    <HostHeader
      title={round === null ? 'Debrief' : `Debrief: round ${round}`}
      subtitle={
        <>
          {view.session.name} · {view.session.hotelName}
        </>
      }
      actions={
        <>
          <Link className="btn btn-ghost" to={back} aria-label="Back to Results">
            <span aria-hidden="true">←</span> <span className="hide-sm">Results</span>
          </Link>
          {round === null && (
            <Link className="btn btn-ghost" to={gamePaths.sideBySide(sessionId)}>
              Side by side
            </Link>
          )}
        </>
      }
    />
  ) : (
    <header className="host-header">
      <Link className="btn btn-ghost" to={back} aria-label="Back to the game">
        <span aria-hidden="true">←</span> <span className="hide-sm">Back to the game</span>
      </Link>
      <div className="host-title">
        <h1>Debrief</h1>
        <p>
          {view.session.name} · {team?.name ?? 'Your team'}
        </p>
      </div>
      <div className="header-actions">
        <StatusChip />
      </div>
    </header>
  );

  // In a pricing week (issue 36) the team's guests paid its own rates.
  const rated = team ? withTeamRates(view.session, team) : view.session;
  const found: Debrief<Scenario> | null =
    team && stored
      ? debrief(
          rated,
          view.deck,
          view.decisions.filter((d) => d.teamId === team.id),
          stored.optimum,
        )
      : null;
  // Under the forecast demand model, once the game is over: the guests who came that each accepted booking turned away.
  const turnedAway =
    found && team && hasTransientDemand(view.session) && view.session.status === 'ended'
      ? guestsTurnedAway(
          rated,
          replayTeam(
            rated,
            view.deck,
            view.decisions.filter((d) => d.teamId === team.id),
          ).play,
        )
      : null;

  return (
    <div className="host-shell">
      {header}
      <main className="host-body debrief">
        {host && <HiddenFromRoom session={view.session} />}
        {host && teams.length > 1 && (
          <div className="team-pick">
            <label htmlFor="debrief-team">Team</label>
            <select id="debrief-team" value={team?.id ?? ''} onChange={(e) => setSearch({ team: e.currentTarget.value }, { replace: true })}>
              {teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {waiting ? (
          <section className="panel empty-state" aria-live="polite">
            <h2>The debrief opens when the host reveals the results</h2>
            <p className="muted">Once every team has played, your choices are gone through request by request. This page opens by itself then.</p>
            <Link className="btn btn-primary" to={back}>
              Back to the game
            </Link>
          </section>
        ) : !team ? (
          <section className="panel empty-state">
            <h2>No team to debrief yet</h2>
            <p className="muted">
              {host ? 'Teams appear here once players have been dealt into teams.' : 'You are not in a team yet. Ask your host to form the teams.'}
            </p>
          </section>
        ) : !found ? (
          <section className="panel empty-state" aria-live="polite">
            <h2>{asking ? 'Working out the best possible week…' : 'The best possible week is not on this device yet'}</h2>
            {problem && <p className="rule-message">{problem}</p>}
            {!asking && (
              <button className="btn btn-primary" onClick={() => void ask()}>
                Try again
              </button>
            )}
          </section>
        ) : (
          <DebriefBody
            found={found}
            teamName={team.name}
            stale={problem}
            session={view.session}
            deck={view.deck}
            turnedAway={turnedAway}
            split={stored ? yardstickSplit(found.figures.revenue, stored.optimum) : null}
            unprovenGap={stored?.optimum.proven === false ? (stored.optimum.gap ?? 0) : null}
            week={shortfallWeek(view.session)}
          />
        )}
        {found && hasTransientDemand(view.session) && view.session.status === 'ended' && <PickUpTable session={view.session} />}
      </main>
    </div>
  );
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

/** A difference: a gain with its plus, a loss with its minus. */
function signedINR(amount: number): string {
  return amount > 0 ? `+${formatINR(amount)}` : formatINR(amount);
}

/** A gain is green and a loss red, by its sign alone: never by whether the row matched the best week. */
function signClass(amount: number): string {
  return amount > 0 ? 'figure-positive' : amount < 0 ? 'figure-negative' : '';
}

/**
 * The team beside textbook policies that played the same deck knowing no more
 * than the team did (issue 18): what a sensible rule would have earned, and
 * what each teaches. Computed on the device from the deck.
 */
function HousePolicies({ found, teamName, plays, week }: { found: Debrief<Scenario>; teamName: string; plays: readonly HousePlay[]; week: ShortfallWeek }) {
  const share = (revenue: number) => (found.optimumRevenue > 0 ? (revenue / found.optimumRevenue) * 100 : null);
  // A policy that earned less than saying yes to everything says why (issue 49), so the room does not learn that protecting never pays.
  const fcfs = plays.find((p) => p.policy === 'firstComeFirstServed')?.figures.revenue ?? null;
  return (
    <section className="panel" aria-labelledby="house-title">
      <h2 id="house-title">Beside textbook policies</h2>
      <p className="muted small">The same deck played by simple rules that, like your team, never saw the next request.</p>
      <div className="table-scroll">
        <table className="data-table house-table">
          <caption className="sr-only">The team and each house policy: revenue, occupancy, ADR, RevPAR and share of the best week</caption>
          <thead>
            <tr>
              <th scope="col">Who</th>
              <FigureHeaders share="Of the best week" />
            </tr>
          </thead>
          <tbody>
            <tr className="house-team">
              <th scope="row">{teamName}</th>
              <FigureCells figures={found.figures} share={share(found.figures.revenue)} />
            </tr>
            {plays.map(({ policy: id, figures }) => {
              const policy = HOUSE_POLICIES.find((p) => p.id === id)!;
              return (
                <tr key={id} data-policy={id}>
                  <th scope="row">
                    {policy.name} <span className="badge badge-house">House</span>
                    <span className="house-teaches">{policy.teaches}</span>
                    {fcfs !== null && figures.revenue < fcfs && shortfallReason(id, week) && (
                      <span className="house-why">
                        <strong>Why it earned less than first come, first served:</strong> {shortfallReason(id, week)}
                      </span>
                    )}
                  </th>
                  <FigureCells figures={figures} share={share(figures.revenue)} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The family the week was drawn from and the one thing it teaches: the room reads it once the week is over. */
function WeekLesson({ family }: { family: WeekFamilyId }) {
  const { name, lesson } = weekFamily(family);
  return (
    <section className="panel week-lesson" aria-labelledby="lesson-title">
      <h2 id="lesson-title">The week&apos;s lesson</h2>
      <p>
        <strong>{name}.</strong> {lesson}
      </p>
    </section>
  );
}

/** Under Taken by: the policies whose accept the rules refused, grouped by why ("FCFS, EMSR-b: Refused: did not fit — Friday had no rooms left"). */
function refusedLines(choice: ReportHouseChoice): string[] {
  const byReason = new Map<string, string[]>();
  for (const c of choice.choices) {
    if (c.decision !== 'Refused') continue;
    const text = c.didNotFit ? refusedText(c.didNotFit) : 'Refused';
    byReason.set(text, [...(byReason.get(text) ?? []), shortOf(c.policy)]);
  }
  return [...byReason].map(([text, names]) => `${names.join(', ')}: ${text}`);
}

function shortOf(policy: HousePolicyId): string {
  return HOUSE_POLICIES.find((p) => p.id === policy)!.short;
}

function DebriefBody({
  found,
  teamName,
  stale,
  session,
  deck,
  split,
  turnedAway,
  unprovenGap,
  week,
}: {
  found: Debrief<Scenario>;
  teamName: string;
  stale: string | null;
  session: HouseSession;
  deck: readonly Scenario[];
  split: YardstickSplit | null;
  turnedAway: ReadonlyMap<string, TurnedAway> | null;
  /** Set while the best week is the solver's best found so far (issue 51): at most this share short of the best possible. */
  unprovenGap: number | null;
  /** The week's family and how its guests came, for the lesson and the house policies' reasons. */
  week: ShortfallWeek;
}) {
  // The rule policies only: the best week's own choice has its column already.
  const plays = housePlays(session, deck, null);
  const choices = houseChoices(session, deck, plays);
  return (
    <>
      {stale && <p className="muted small">Showing the best week stored on this device ({stale})</p>}
      {week.family && <WeekLesson family={week.family} />}
      <DebriefSummary found={found} teamName={teamName} split={split} unprovenGap={unprovenGap} />

      <HousePolicies found={found} teamName={teamName} plays={plays} week={week} />

      <section className="panel" aria-labelledby="nights-title">
        <h2 id="nights-title">Occupancy by night</h2>
        <OccupancyChart days={found.days} totalRooms={session.totalRooms} transient={found.figures.transient?.nights} />
      </section>

      <section className="panel" aria-labelledby="decisions-title">
        <h2 id="decisions-title">Decision by decision</h2>
        <p className="muted small">
          The best week accepts exactly the requests marked Accept under Best choice. A green row is a choice the best week made too, an amber one a choice it
          did not. Revenue effect is what the team's choice earned from the request less what the best choice earned from it, a gain in green and a loss in red:
          a gain on an amber row is revenue that cost the week more elsewhere.
          {turnedAway ? ' With transient guests who come, a booking earns what it paid less the guests it turned away.' : ''} Did not fit under a decline: the
          request could not have been accepted when the team met it. Displacement uses the forecast and the base ADR. Taken by names the textbook policies above
          that accepted the request (FCFS: first come, first served; EMSR-b: booking limits), and those whose accept the rules refused because it did not fit.
        </p>
        <div className="table-scroll">
          <table className="data-table debrief-table">
            <caption className="sr-only">Each request: the team's choice, the best choice and the revenue effect</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Request</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">Team's choice</th>
                <th scope="col">Best choice</th>
                <th scope="col" className="num">
                  Revenue effect
                </th>
                <th scope="col" className="num">
                  Net of displacement
                </th>
                <th scope="col">Taken by</th>
              </tr>
            </thead>
            <tbody>
              {found.rows.map((r, i) => {
                const choice = choices[i]!;
                return (
                  <tr key={r.scenario._id} className={matched(r) ? 'matches' : 'differs'}>
                    <td data-label="#">{i + 1}</td>
                    <th scope="row">
                      {r.scenario.reservationName || 'Booking request'}
                      <span className="muted small block">
                        {r.scenario.noOfRoom > 0 ? `${plural(r.scenario.noOfRoom, 'room')} · ` : ''}
                        {plural(r.scenario.roomNights, 'night')} from {r.scenario.checkInDay}
                      </span>
                      {r.optimal === 'dec' && r.displacement.netContribution > 0 && (
                        <span className="small block why-declined">{DECLINED_THOUGH_POSITIVE}</span>
                      )}
                    </th>
                    <td data-label="Total" className="num">
                      {formatINR(r.scenario.totalRate)}
                    </td>
                    <td data-label="Team's choice">
                      {/* One value, so a phone's card sets the reason under the choice, not across the line. */}
                      <span>
                        {decisionOutcome(r.team, r.timedOut ? 'timer' : 'team')}
                        <span className="sr-only">{matched(r) ? ', as the best week' : ', unlike the best week'}</span>
                        {r.didNotFit && <span className="small why-unfit">Did not fit: {r.didNotFit}</span>}
                        {turnedAway?.get(r.scenario._id) && <span className="small block">{turnedAwayText(turnedAway.get(r.scenario._id)!)}</span>}
                      </span>
                    </td>
                    <td data-label="Best choice">{r.optimal === 'acc' ? 'Accept' : 'Decline'}</td>
                    <td data-label="Revenue effect" className={`num ${signClass(r.effect)}`}>
                      {r.effect === 0 ? '—' : signedINR(r.effect)}
                      {matched(r) && r.effect < 0 && (
                        // A right choice in red needs its reason in the row: a short label, the why on demand.
                        <details className="why-cost small">
                          <summary>Right call, worth less here</summary>
                          <span>{RIGHT_BUT_WORTH_LESS}</span>
                        </details>
                      )}
                    </td>
                    <td data-label="Net of displacement" className={`num ${signClass(r.displacement.netContribution)}`}>
                      {signedINR(r.displacement.netContribution)}
                    </td>
                    <td data-label="Taken by" className="small">
                      <span>
                        {choice.choices
                          .filter((c) => c.decision === 'Accept')
                          .map((c) => shortOf(c.policy))
                          .join(', ') || 'None'}
                        {refusedLines(choice).map((line) => (
                          <span key={line} className="refused-by">
                            {line}
                          </span>
                        ))}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** Each accepted booking's guests turned away, by request id (only those that turned some away). */
function guestsTurnedAway(session: Session, play: TeamPlay): Map<string, TurnedAway> {
  const out = new Map<string, TurnedAway>();
  for (const b of play.bookings) {
    const away = turnedAwayBy(session, play.rooms, b);
    if (away.rooms > 0) out.set(b.scenarioId, away);
  }
  return out;
}

function turnedAwayText(t: TurnedAway): string {
  return `Turned away ${t.rooms} transient ${t.rooms === 1 ? 'guest' : 'guests'} who came (${formatINR(t.value)} at the base ADR)`;
}
