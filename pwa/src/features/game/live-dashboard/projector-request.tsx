/**
 * The projector while the room plays in step: the request every team is
 * deciding, large, with a tick per team that has decided it (never what it
 * chose); once every team has, how each decided, for the room to talk over.
 * House teams' choices and the best week's join the discussion only once the
 * host has revealed them or ended the game.
 */
import { BOOKING_TYPE_LABELS, ratePerRoomNight, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import type { TeamOutcome, TeamOutcomeRow, TeamTick } from './projector-state.js';

const OUTCOME: Record<TeamOutcome, { word: string; mark: string }> = {
  accepted: { word: 'Accepted', mark: '✓' },
  declined: { word: 'Declined', mark: '✕' },
  timedOut: { word: 'Timed out', mark: '⏱' },
};

/** A house team's or the best week's choice on this request, shown once revealed. */
export interface RevealedChoice {
  name: string;
  accepted: boolean;
}

function nights(n: number) {
  return `${n} ${n === 1 ? 'night' : 'nights'}`;
}

/** A request's rate types name the session's rates and, for a banquet, its hall: each said under its own label. */
function ratesAndHalls(request: Scenario, session: Pick<Session, 'banquet'>) {
  const isHall = (name: string) => session.banquet.some((h) => h.name.trim().toLowerCase() === name.trim().toLowerCase());
  return { rates: request.rateType.filter((n) => !isHall(n)), halls: request.rateType.filter(isHall) };
}

function RequestCard({ request, step, total, session }: { request: Scenario; step: number; total: number; session: Pick<Session, 'banquet'> }) {
  const { rates, halls } = ratesAndHalls(request, session);
  const nightly = ratePerRoomNight(request);
  const facts: [string, string][] = [
    ['Type', BOOKING_TYPE_LABELS[request.type]],
    ['Check-in', request.checkInDay],
    ['Nights', nights(request.roomNights)],
    ...(request.type !== 'BanquetOnly' ? ([['Rooms', String(request.noOfRoom)]] as [string, string][]) : []),
    ...(request.type !== 'RoomOnly'
      ? ([['Banquet', halls.join(', ') || `${request.noOfBanquet} ${request.noOfBanquet === 1 ? 'hall' : 'halls'}`]] as [string, string][])
      : []),
    // Rate names are stored in lower case; the card reads them as names.
    ...(rates.length > 0 ? ([['Rate', rates.map((r) => r.charAt(0).toUpperCase() + r.slice(1)).join(', ')]] as [string, string][]) : []),
    // The figure the room weighs against the night's rate.
    ...(nightly !== null ? ([['Per room-night', formatINR(nightly)]] as [string, string][]) : []),
  ];
  return (
    <section className="pj-request" aria-label={`Request ${step + 1} of ${total}`}>
      <p className="pj-request-count">
        Request {step + 1} of {total}
      </p>
      <h2 className="pj-guest">{request.reservationName || request.description}</h2>
      {request.reservationName && request.description && <p className="pj-request-note">{request.description}</p>}
      <dl className="pj-request-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="pj-total">
        <span>Total</span> <strong>{formatINR(request.totalRate)}</strong>
      </p>
    </section>
  );
}

/** A tick per team for what the room waits on (a decision, a set of rates), never what the team chose; names wrap whole. */
export function ProjectorTicks({ teams, done, pending }: { teams: { id: string; name: string; done: boolean }[]; done: string; pending: string }) {
  if (teams.length === 0) return <p className="pj-more">No teams yet</p>;
  return (
    <ul className="pj-ticks" data-columns={teams.length > 6 ? 2 : undefined}>
      {teams.map((t) => (
        <li key={t.id} data-decided={t.done || undefined}>
          <span className="pj-tick" aria-hidden="true">
            {t.done ? '✓' : '…'}
          </span>
          <span className="pj-tick-name">{t.name}</span>
          <span className="sr-only">{t.done ? `: ${done}` : `: ${pending}`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The room's time left on its request, as a clock the back row reads; the tablets count the same time. */
function RoomClock({ seconds }: { seconds: number }) {
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="pj-clock" data-out={seconds === 0 || undefined}>
      <strong>{seconds === 0 ? 'Time is up' : text}</strong>
      {seconds > 0 && <span> left to decide</span>}
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
  const done = teams.filter((t) => t.decided).length;
  return (
    <div className="pj-step">
      <RequestCard request={request} step={step} total={total} session={session} />
      <section className="pj-side" aria-labelledby="pj-decided">
        {secondsLeft !== null && <RoomClock seconds={secondsLeft} />}
        <h2 id="pj-decided">
          Decided: {done} of {teams.length}
        </h2>
        <ProjectorTicks teams={teams.map((t) => ({ id: t.id, name: t.name, done: t.decided }))} done="decided" pending="still deciding" />
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
  const count = (o: TeamOutcome) => teams.filter((t) => t.outcome === o).length;
  return (
    <div className="pj-step pj-step-discuss">
      <RequestCard request={request} step={step} total={total} session={session} />
      <section className="pj-side" aria-labelledby="pj-discuss">
        <h2 id="pj-discuss">How the teams decided</h2>
        <p className="pj-tally">
          {count('accepted')} accepted · {count('declined')} declined{count('timedOut') > 0 ? ` · ${count('timedOut')} timed out` : ''}
        </p>
        {/* Past six teams the list takes two columns, so twelve still fit beside the request. */}
        <ul className="pj-outcomes" data-columns={teams.length > 6 ? 2 : undefined}>
          {teams.map((t) => (
            <li key={t.id} data-outcome={t.outcome}>
              <span className="pj-tick-name" title={t.name}>
                {t.name}
              </span>
              <span className="pj-outcome">
                <span aria-hidden="true">{OUTCOME[t.outcome].mark}</span> {OUTCOME[t.outcome].word}
              </span>
            </li>
          ))}
        </ul>
        {revealed && revealed.length > 0 && (
          <>
            <h2>Benchmarks</h2>
            <ul className="pj-outcomes pj-benchmarks">
              {revealed.map((c) => (
                <li key={c.name} data-outcome={c.accepted ? 'accepted' : 'declined'}>
                  <span className="pj-tick-name" title={c.name}>
                    {c.name}
                  </span>
                  <span className="pj-outcome">{c.accepted ? 'Accepts' : 'Declines'}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
