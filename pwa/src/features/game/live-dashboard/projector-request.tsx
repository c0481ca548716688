/**
 * The projector while the room plays in step: the request every team is
 * deciding, large, with a tick per team that has decided it (never what it
 * chose); once every team has, how each decided, for the room to talk over.
 * House teams' choices and the best week's join the discussion only once the
 * host has revealed them or ended the game.
 */
import { ratePerRoomNight, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import type { TeamOutcome, TeamOutcomeRow, TeamTick } from './projector-state.js';
import { bookingTypeWords, dayInFull, outcomeWords } from '../../../components/ui/engine-words.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { useScenarioText } from '../../../components/ui/scenario-text.js';

const OUTCOME: Record<TeamOutcome, { word: (t: Translate) => string; mark: string }> = {
  accepted: { word: (t) => outcomeWords(t, 'Accepted'), mark: '✓' },
  declined: { word: (t) => outcomeWords(t, 'Declined'), mark: '✕' },
  timedOut: { word: (t) => outcomeWords(t, 'Timed out'), mark: '⏱' },
};

/** A house team's or the best week's choice on this request, shown once revealed. */
export interface RevealedChoice {
  name: string;
  accepted: boolean;
}

/** A request's rate types name the session's rates and, for a banquet, its hall: each said under its own label. */
function ratesAndHalls(request: Scenario, session: Pick<Session, 'banquet'>) {
  const isHall = (name: string) => session.banquet.some((h) => h.name.trim().toLowerCase() === name.trim().toLowerCase());
  return { rates: request.rateType.filter((n) => !isHall(n)), halls: request.rateType.filter(isHall) };
}

function RequestCard({ request, step, total, session }: { request: Scenario; step: number; total: number; session: Pick<Session, 'banquet'> }) {
  const describe = useScenarioText();
  const t = useT();
  const format = useFormat();
  const { money, number } = format;
  const { rates, halls } = ratesAndHalls(request, session);
  const nightly = ratePerRoomNight(request);
  const facts: [string, string][] = [
    [t('projector.fact.type'), bookingTypeWords(t, request.type)],
    [t('projector.fact.checkIn'), dayInFull(format, request.checkInDay)],
    [t('projector.fact.nights'), t('projector.fact.nights.value', { count: request.roomNights })],
    ...(request.type !== 'BanquetOnly' ? ([[t('projector.fact.rooms'), number(request.noOfRoom)]] as [string, string][]) : []),
    ...(request.type !== 'RoomOnly'
      ? ([[t('projector.fact.banquet'), halls.join(', ') || t('projector.fact.banquet.halls', { count: request.noOfBanquet })]] as [string, string][])
      : []),
    // Rate names are stored in lower case; the card reads them as names.
    ...(rates.length > 0 ? ([[t('projector.fact.rate'), rates.map((r) => r.charAt(0).toUpperCase() + r.slice(1)).join(', ')]] as [string, string][]) : []),
    // The figure the room weighs against the night's rate.
    ...(nightly !== null ? ([[t('projector.fact.perRoomNight'), money(nightly)]] as [string, string][]) : []),
  ];
  const count = t('projector.request.count', { request: step + 1, total });
  return (
    <section className="pj-request" aria-label={count}>
      <p className="pj-request-count">{count}</p>
      <h2 className="pj-guest">{request.reservationName || describe(request)}</h2>
      {request.reservationName && request.description && <p className="pj-request-note">{describe(request)}</p>}
      <dl className="pj-request-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="pj-total">
        <span>{t('projector.total')}</span> <strong>{money(request.totalRate)}</strong>
      </p>
    </section>
  );
}

/** A tick per team for what the room waits on (a decision, a set of rates), never what the team chose; names wrap whole. */
export function ProjectorTicks({ teams, done, pending }: { teams: { id: string; name: string; done: boolean }[]; done: string; pending: string }) {
  const t = useT();
  if (teams.length === 0) return <p className="pj-more">{t('projector.noTeams')}</p>;
  return (
    <ul className="pj-ticks" data-columns={teams.length > 6 ? 2 : undefined}>
      {teams.map((team) => (
        <li key={team.id} data-decided={team.done || undefined}>
          <span className="pj-tick" aria-hidden="true">
            {team.done ? '✓' : '…'}
          </span>
          <span className="pj-tick-name">{team.name}</span>
          <span className="sr-only">{team.done ? `: ${done}` : `: ${pending}`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The room's time left on its request, as a clock the back row reads; the tablets count the same time. */
function RoomClock({ seconds }: { seconds: number }) {
  const t = useT();
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="pj-clock" data-out={seconds === 0 || undefined}>
      <strong>{seconds === 0 ? t('projector.clock.up') : text}</strong>
      {seconds > 0 && <span> {t('projector.clock.left')}</span>}
    </p>
  );
}

export function ProjectorRequest({
  request,
  step,
  total,
  teams,
  session,
  secondsLeft,
}: {
  request: Scenario;
  step: number;
  total: number;
  teams: TeamTick[];
  session: Pick<Session, 'banquet'>;
  /** The room's clock on this request; null when none runs. */
  secondsLeft: number | null;
}) {
  const t = useT();
  const done = teams.filter((team) => team.decided).length;
  return (
    <div className="pj-step">
      <RequestCard request={request} step={step} total={total} session={session} />
      <section className="pj-side" aria-labelledby="pj-decided">
        {secondsLeft !== null && <RoomClock seconds={secondsLeft} />}
        <h2 id="pj-decided">{t('projector.decided', { done, teams: teams.length })}</h2>
        <ProjectorTicks
          teams={teams.map((team) => ({ id: team.id, name: team.name, done: team.decided }))}
          done={t('projector.decided.tick.done')}
          pending={t('projector.decided.tick.pending')}
        />
      </section>
    </div>
  );
}

export function ProjectorDiscussion({
  request,
  step,
  total,
  teams,
  revealed,
  session,
}: {
  request: Scenario;
  step: number;
  total: number;
  teams: TeamOutcomeRow[];
  revealed: RevealedChoice[] | null;
  session: Pick<Session, 'banquet'>;
}) {
  const t = useT();
  const count = (o: TeamOutcome) => teams.filter((team) => team.outcome === o).length;
  return (
    <div className="pj-step pj-step-discuss">
      <RequestCard request={request} step={step} total={total} session={session} />
      <section className="pj-side" aria-labelledby="pj-discuss">
        <h2 id="pj-discuss">{t('projector.discussion.title')}</h2>
        <p className="pj-tally">
          {t('projector.tally.accepted', { count: count('accepted') })} · {t('projector.tally.declined', { count: count('declined') })}
          {count('timedOut') > 0 ? ` · ${t('projector.tally.timedOut', { count: count('timedOut') })}` : ''}
        </p>
        {/* Past six teams the list takes two columns, so twelve still fit beside the request. */}
        <ul className="pj-outcomes" data-columns={teams.length > 6 ? 2 : undefined}>
          {teams.map((team) => (
            <li key={team.id} data-outcome={team.outcome}>
              <span className="pj-tick-name" title={team.name}>
                {team.name}
              </span>
              <span className="pj-outcome">
                <span aria-hidden="true">{OUTCOME[team.outcome].mark}</span> {OUTCOME[team.outcome].word(t)}
              </span>
            </li>
          ))}
        </ul>
        {revealed && revealed.length > 0 && (
          <>
            <h2>{t('projector.benchmarks')}</h2>
            <ul className="pj-outcomes pj-benchmarks">
              {revealed.map((c) => (
                <li key={c.name} data-outcome={c.accepted ? 'accepted' : 'declined'}>
                  <span className="pj-tick-name" title={c.name}>
                    {c.name}
                  </span>
                  <span className="pj-outcome">{c.accepted ? t('projector.benchmark.accepts') : t('projector.benchmark.declines')}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
