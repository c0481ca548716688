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
import { type Session, MESSAGES, type Scenario, type WeekFamilyId } from '@front-desk-rm/engine/domain';
import { debrief, yardstickSplit, type YardstickSplit, type Debrief, type DebriefRow } from '@front-desk-rm/engine/optimum';
import { housePlays, type HousePlay, type HouseSession, shortfallReason, shortfallWeek, type ShortfallWeek } from '@front-desk-rm/engine/policies';
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
import { shortfallWords, stayWords } from './debrief-words.js';
import { choiceWords, familyWords, houseWords, outcomeWords } from '../../../components/ui/engine-words.js';
import { SessionCurrency, useFormat } from '../../../i18n/format.js';
import { spoken, useSpoken } from '../../../i18n/spoken.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import './debrief.css';
import { useSessionLanguage } from '../../../i18n/use-session-language.js';
import { useUnfitText, type UnfitText } from '../../../components/ui/unfit-text.js';

/** A row is right or wrong by whether the team chose what the best week chose, never by the sign of a figure. */
function matched(r: DebriefRow): boolean {
  return r.team === r.optimal;
}

export function DebriefPage() {
  const t = useT();
  const say = useSpoken();
  const params = useParams();
  const sessionId = params.sessionId ?? '';
  // A past round Play Again kept (issue 38), as it was played; none: the round being played.
  const round = roundParam(params.round);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const identity = useIdentity();
  const view = useRoundView(sessionId, round);
  useSessionLanguage(view?.session);
  const signedIn = Boolean(identity?.token) && !identity?.guest;
  // A player's debrief opens once the host ends the game or reveals it: before then nothing of the best week is asked for (issue 38).
  const roomMaySee = useRevealedToRoom(view?.session);
  const open = identity?.role === 'admin' || roomMaySee;
  // A player who opened the debrief at the whistle tells the server their tablet's decisions are all in (issue 50).
  useReportAfterEnd(view?.session, identity?.role === 'participant' ? identity.teamId : null, identity);
  const { stored, asking, problem, ask } = useShownOptimum(sessionId, round, signedIn && open);
  useDocumentTitle(view ? t('debrief.title.session', { name: view.session.name }) : t('debrief.title'));

  useEffect(() => {
    if (identity === undefined || signedIn) return;
    toast.error(spoken(MESSAGES.pleaseLoginFirst), { id: 'please-login' });
    void navigate(gamePaths.login(), { replace: true });
  }, [identity, signedIn, navigate]);

  if (!identity || !signedIn || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const host = identity.role === 'admin';
  const waiting = !open && !host;
  const teams = host ? view.teams : view.teams.filter((x) => x.id === identity.teamId);
  const teamId = host ? (search.get('team') ?? view.results[0]?.id ?? teams[0]?.id) : identity.teamId;
  const team = teams.find((x) => x.id === teamId) ?? null;
  const back = host ? gamePaths.results(sessionId, round ?? undefined) : gamePaths.game(sessionId);

  const header = host ? (
    <HostHeader
      title={round === null ? t('debrief.title') : t('debrief.title.round', { round })}
      subtitle={
        <>
          {view.session.name} · {view.session.hotelName}
        </>
      }
      actions={
        <>
          <Link className="btn btn-ghost" to={back} aria-label={t('debrief.backToResults')}>
            <span aria-hidden="true">←</span> <span className="hide-sm">{t('debrief.results')}</span>
          </Link>
          {round === null && (
            <Link className="btn btn-ghost" to={gamePaths.sideBySide(sessionId)}>
              {t('debrief.sideBySide')}
            </Link>
          )}
        </>
      }
    />
  ) : (
    <header className="host-header">
      <Link className="btn btn-ghost" to={back} aria-label={t('debrief.backToGame')}>
        <span aria-hidden="true">←</span> <span className="hide-sm">{t('debrief.backToGame')}</span>
      </Link>
      <div className="host-title">
        <h1>{t('debrief.title')}</h1>
        <p>
          {view.session.name} · {team?.name ?? t('debrief.yourTeam')}
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
    <SessionCurrency currency={view.session.currency}>
      <div className="host-shell">
        {header}
        <main className="host-body debrief">
          {host && <HiddenFromRoom session={view.session} />}
          {host && teams.length > 1 && (
            <div className="team-pick">
              <label htmlFor="debrief-team">{t('debrief.team')}</label>
              <select id="debrief-team" value={team?.id ?? ''} onChange={(e) => setSearch({ team: e.currentTarget.value }, { replace: true })}>
                {teams.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {waiting ? (
            <section className="panel empty-state" aria-live="polite">
              <h2>{t('debrief.waiting.title')}</h2>
              <p className="muted">{t('debrief.waiting.body')}</p>
              <Link className="btn btn-primary" to={back}>
                {t('debrief.backToGame')}
              </Link>
            </section>
          ) : !team ? (
            <section className="panel empty-state">
              <h2>{t('debrief.noTeam.title')}</h2>
              <p className="muted">{host ? t('debrief.noTeam.host') : t('debrief.noTeam.player')}</p>
            </section>
          ) : !found ? (
            <section className="panel empty-state" aria-live="polite">
              <h2>{asking ? t('debrief.optimum.asking') : t('debrief.optimum.missing')}</h2>
              {problem && <p className="rule-message">{say(problem)}</p>}
              {!asking && (
                <button className="btn btn-primary" onClick={() => void ask()}>
                  {t('debrief.tryAgain')}
                </button>
              )}
            </section>
          ) : (
            <DebriefBody
              found={found}
              teamName={team.name}
              stale={problem && say(problem)}
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
    </SessionCurrency>
  );
}

/** A difference: a gain with its plus, a loss with its minus. */
function signedMoney(money: (amount: number) => string, amount: number): string {
  return amount > 0 ? `+${money(amount)}` : money(amount);
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
  const t = useT();
  const share = (revenue: number) => (found.optimumRevenue > 0 ? (revenue / found.optimumRevenue) * 100 : null);
  // A policy that earned less than saying yes to everything says why (issue 49), so the room does not learn that protecting never pays.
  const fcfs = plays.find((p) => p.policy === 'firstComeFirstServed')?.figures.revenue ?? null;
  return (
    <section className="panel" aria-labelledby="house-title">
      <h2 id="house-title">{t('debrief.house.title')}</h2>
      <p className="muted small">{t('debrief.house.lead')}</p>
      <div className="table-scroll">
        <table className="data-table house-table">
          <caption className="sr-only">{t('debrief.house.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('debrief.house.who')}</th>
              <FigureHeaders share={t('debrief.ofBestWeek')} />
            </tr>
          </thead>
          <tbody>
            <tr className="house-team">
              <th scope="row">{teamName}</th>
              <FigureCells figures={found.figures} share={share(found.figures.revenue)} />
            </tr>
            {plays.map(({ policy: id, figures }) => {
              const policy = houseWords(t, id);
              const why = fcfs !== null && figures.revenue < fcfs ? shortfallWords(t, id, week, shortfallReason(id, week)) : null;
              return (
                <tr key={id} data-policy={id}>
                  <th scope="row">
                    {policy.name} <span className="badge badge-house">{t('debrief.house.badge')}</span>
                    <span className="house-teaches">{policy.teaches}</span>
                    {why && (
                      <span className="house-why">
                        <strong>{t('debrief.house.why')}</strong> {why}
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
  const t = useT();
  const { name, lesson } = familyWords(t, family);
  return (
    <section className="panel week-lesson" aria-labelledby="lesson-title">
      <h2 id="lesson-title">{t('debrief.lesson.title')}</h2>
      <p>
        <strong>{t('debrief.lesson.name', { name })}</strong> {lesson}
      </p>
    </section>
  );
}

/** Under Taken by: the policies whose accept the rules refused, grouped by why ("FCFS, EMSR-b: Refused: did not fit — Friday had no rooms left"). */
function refusedLines(t: Translate, unfit: UnfitText, choice: ReportHouseChoice): string[] {
  const byReason = new Map<string, string[]>();
  for (const c of choice.choices) {
    if (c.decision !== 'Refused') continue;
    const text = c.didNotFit ? t('debrief.refused.didNotFit', { reason: unfit(c.didNotFit, c.didNotFitSays) }) : outcomeWords(t, 'Refused');
    byReason.set(text, [...(byReason.get(text) ?? []), houseWords(t, c.policy).short]);
  }
  return [...byReason].map(([text, names]) => t('debrief.refused.by', { policies: names.join(', '), reason: text }));
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
  const t = useT();
  const unfit = useUnfitText();
  const format = useFormat();
  const { money } = format;
  // The rule policies only: the best week's own choice has its column already.
  const plays = housePlays(session, deck, null);
  const choices = houseChoices(session, deck, plays);
  return (
    <>
      {stale && <p className="muted small">{t('debrief.stale', { problem: stale })}</p>}
      {week.family && <WeekLesson family={week.family} />}
      <DebriefSummary found={found} teamName={teamName} split={split} unprovenGap={unprovenGap} />

      <HousePolicies found={found} teamName={teamName} plays={plays} week={week} />

      <section className="panel" aria-labelledby="nights-title">
        <h2 id="nights-title">{t('debrief.nights.title')}</h2>
        <OccupancyChart days={found.days} totalRooms={session.totalRooms} transient={found.figures.transient?.nights} />
      </section>

      <section className="panel" aria-labelledby="decisions-title">
        <h2 id="decisions-title">{t('debrief.decisions.title')}</h2>
        <p className="muted small">{t('debrief.decisions.lead', { transient: turnedAway ? 'yes' : 'no' })}</p>
        <div className="table-scroll">
          <table className="data-table debrief-table">
            <caption className="sr-only">{t('debrief.decisions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('debrief.col.request')}</th>
                <th scope="col" className="num">
                  {t('debrief.col.total')}
                </th>
                <th scope="col">{t('debrief.col.teamChoice')}</th>
                <th scope="col">{t('debrief.col.bestChoice')}</th>
                <th scope="col" className="num">
                  {t('debrief.col.effect')}
                </th>
                <th scope="col" className="num">
                  {t('debrief.col.net')}
                </th>
                <th scope="col">{t('debrief.col.takenBy')}</th>
              </tr>
            </thead>
            <tbody>
              {found.rows.map((r, i) => {
                const choice = choices[i]!;
                return (
                  <tr key={r.scenario._id} className={matched(r) ? 'matches' : 'differs'}>
                    <td data-label="#">{i + 1}</td>
                    <th scope="row">
                      {r.scenario.reservationName || t('debrief.bookingRequest')}
                      <span className="muted small block">{stayWords(t, format, r.scenario.noOfRoom, r.scenario.roomNights, r.scenario.checkInDay)}</span>
                      {r.optimal === 'dec' && r.displacement.netContribution > 0 && (
                        // Why a request that pays more than it displaces can still be one the best week declines.
                        <span className="small block why-declined">{t('debrief.declinedThoughPositive')}</span>
                      )}
                    </th>
                    <td data-label={t('debrief.col.total')} className="num">
                      {money(r.scenario.totalRate)}
                    </td>
                    <td data-label={t('debrief.col.teamChoice')}>
                      {/* One value, so a phone's card sets the reason under the choice, not across the line. */}
                      <span>
                        {outcomeWords(t, decisionOutcome(r.team, r.timedOut ? 'timer' : 'team'))}
                        <span className="sr-only">{matched(r) ? t('debrief.asBestWeek') : t('debrief.unlikeBestWeek')}</span>
                        {r.didNotFit && <span className="small why-unfit">{t('debrief.didNotFit', { reason: unfit(r.didNotFit, r.didNotFitSays) })}</span>}
                        {turnedAway?.get(r.scenario._id) && <span className="small block">{turnedAwayText(t, money, turnedAway.get(r.scenario._id)!)}</span>}
                      </span>
                    </td>
                    <td data-label={t('debrief.col.bestChoice')}>{choiceWords(t, r.optimal)}</td>
                    <td data-label={t('debrief.col.effect')} className={`num ${signClass(r.effect)}`}>
                      {r.effect === 0 ? '—' : signedMoney(money, r.effect)}
                      {matched(r) && r.effect < 0 && (
                        // A right choice in red needs its reason in the row: a short label, the why on demand.
                        // The why: the best week accepts it too, but the team's other bookings had filled nights it needs.
                        <details className="why-cost small">
                          <summary>{t('debrief.rightButWorthLess.label')}</summary>
                          <span>{t('debrief.rightButWorthLess')}</span>
                        </details>
                      )}
                    </td>
                    <td data-label={t('debrief.col.net')} className={`num ${signClass(r.displacement.netContribution)}`}>
                      {signedMoney(money, r.displacement.netContribution)}
                    </td>
                    <td data-label={t('debrief.col.takenBy')} className="small">
                      <span>
                        {choice.choices
                          .filter((c) => c.decision === 'Accept')
                          .map((c) => houseWords(t, c.policy).short)
                          .join(', ') || t('debrief.takenBy.none')}
                        {refusedLines(t, unfit, choice).map((line) => (
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

function turnedAwayText(t: Translate, money: (amount: number) => string, away: TurnedAway): string {
  return t('debrief.turnedAway', { count: away.rooms, value: money(away.value) });
}
