/**
 * The booking request on screen: who, when, how many rooms and halls, the
 * total, and Accept / Decline under the session's timer bar (60 seconds unless
 * the host set another) that turns amber then red. At zero the request is
 * declined for the team (docs/rules.md §4). The timer and the buttons stay in
 * sight at the bottom of the screen while a long request is read (issue 38: at
 * 1024x768 they sat under the fold), and while the host has paused the room
 * the buttons say so instead of deciding.
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { announce } from '../../../components/ui/announcer.js';
import { BOOKING_TYPE_LABELS, DAY_LABELS, GRID_DAYS, ratePerRoomNight, type GridDay, type Scenario } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { type bookingTimerMachine } from '@front-desk-rm/engine/machines';
import { stayNights, timerBand, type Displacement } from '@front-desk-rm/engine/rules';
import './play.css';

export interface BookingCardProps {
  scenario: Scenario;
  position: number;
  total: number;
  canDecide: boolean;
  busy: boolean;
  ruleMessage: string | null;
  captainName: string | null;
  hallName: string | null;
  /** The displacement analysis given the team's week so far, when the host has turned the hint on. */
  hint: Displacement | null;
  onAccept: () => void;
  onDecline: () => void;
  /** The game's booking timer for this request (it declines for the team at zero); null while none runs. */
  timer: ActorRefFrom<typeof bookingTimerMachine> | null;
  /** What the team's week has free, night by night, for the strip beside the request. */
  free: WeekFree;
  /** Where the request would land, or why it does not fit, in one sentence. */
  placement: { fits: boolean; summary: string };
  /** The host has paused the room: the timer stops and nothing is decided. */
  timerPaused: boolean;
  /** The session's decision time in seconds. */
  seconds: number;
}

export interface WeekFree {
  rooms: Record<GridDay, number>;
  /** Whether the request's hall is free each night; null when the request needs no hall. */
  hall: Record<GridDay, boolean> | null;
}

/** A new request's Accept and Decline ignore input this long, so the second tap of a double tap cannot decide a request nobody has read. */
export const ARMING_MS = 400;

/** False for the first `ms` after `key` changes. */
function useArmed(key: string, ms: number): boolean {
  const [armedFor, setArmedFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setArmedFor(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return armedFor === key;
}

/**
 * Focus for a keyboard player: the first request takes it on its heading (Start
 * Game, which had it, is gone); later ones leave it where it is, on the stable
 * Accept or Decline just pressed. Only focus that fell to the page is picked up,
 * and a teammate who follows is never moved after the first: they hear each
 * request from the announcer and keep their place.
 */
function useRequestFocus(key: string, deciding: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && (first.current || deciding)) heading.current?.focus();
    first.current = false;
  }, [key, deciding]);
  return heading;
}

export function BookingCard({
  scenario,
  position,
  total,
  canDecide,
  busy,
  ruleMessage,
  captainName,
  hallName,
  hint,
  onAccept,
  onDecline,
  timer,
  free,
  placement,
  timerPaused,
  seconds,
}: BookingCardProps) {
  const armed = useArmed(scenario._id, ARMING_MS);
  const heading = useRequestFocus(scenario._id, canDecide);
  // Never `disabled`: a disabled button drops focus to the page, and a keyboard player would Tab back to it every request.
  const off = busy || !armed || timerPaused;
  const nights = stayNights(scenario.checkInDay, scenario.roomNights) ?? [];
  const nightly = ratePerRoomNight(scenario);
  return (
    <section className="panel request-card" aria-labelledby="request-title">
      <div className="request-top">
        <div>
          <p className="eyebrow">
            Booking request {position} of {total} · {BOOKING_TYPE_LABELS[scenario.type]}
          </p>
          <h2 id="request-title" className="request-name" tabIndex={-1} ref={heading}>
            {scenario.reservationName || 'Booking request'}
          </h2>
        </div>
        <div className="request-total">
          <span className="muted small">Total rate</span>
          <strong>{formatINR(scenario.totalRate)}</strong>
        </div>
      </div>
      <div className="request-facts">
        <div>
          Check-in<strong>{scenario.checkInDay}</strong>
        </div>
        <div>
          Nights<strong>{scenario.roomNights}</strong>
        </div>
        <div>
          Rooms<strong>{scenario.noOfRoom > 0 ? scenario.noOfRoom : '—'}</strong>
        </div>
        <div>
          Banquet<strong>{scenario.type === 'RoomOnly' ? '—' : (hallName ?? 'Hall not found')}</strong>
        </div>
        <div>
          Stay
          <strong>
            {nights.length === 0 ? '—' : nights.length === 1 ? DAY_LABELS[nights[0]!] : `${DAY_LABELS[nights[0]!]}–${DAY_LABELS[nights[nights.length - 1]!]}`}
          </strong>
        </div>
        {nightly !== null && (
          <div>
            Per room-night<strong>{formatINR(nightly)}</strong>
          </div>
        )}
      </div>
      <NightStrip nights={nights} roomsNeeded={scenario.type === 'BanquetOnly' ? 0 : scenario.noOfRoom} free={free} />
      <p className={placement.fits ? 'placement-note' : 'placement-note no-fit'}>{placement.summary}</p>
      <p className="request-desc">{scenario.description}</p>
      <p className="muted small">Rate types: {scenario.rateType.join(', ')}</p>
      {hint && <DisplacementHint hint={hint} />}

      {ruleMessage && (
        <p className="rule-message" role="alert">
          {ruleMessage}
        </p>
      )}

      {canDecide ? (
        <div className="request-decide">
          {timer ? <RunningTimer timer={timer} paused={timerPaused} total={seconds} /> : <TimerBar remaining={seconds} total={seconds} paused={timerPaused} />}
          <div className={`request-actions${armed ? '' : ' arming'}`}>
            <button
              type="button"
              className="btn btn-decline btn-lg"
              onClick={() => !off && onDecline()}
              aria-disabled={off}
              aria-describedby={timerPaused ? 'paused-note' : undefined}
            >
              Decline
            </button>
            <button
              type="button"
              className="btn btn-accept btn-lg"
              onClick={() => !off && onAccept()}
              aria-disabled={off}
              aria-describedby={timerPaused ? 'paused-note' : undefined}
            >
              Accept
            </button>
          </div>
        </div>
      ) : (
        <p className="follow-note">
          {captainName ? `${captainName}, your team leader, is deciding this request.` : 'Your team leader is deciding this request.'} Each decision appears
          here as it arrives.
        </p>
      )}
    </section>
  );
}

/**
 * The whole week in seven columns beside the request, so a captain on a phone
 * sees the nights it needs and what is free on them without scrolling to the grid.
 */
function NightStrip({ nights, roomsNeeded, free }: { nights: readonly GridDay[]; roomsNeeded: number; free: WeekFree }) {
  const needed = new Set(nights);
  return (
    <ol className="night-strip" aria-label="The week: rooms free each night, this request's nights marked">
      {GRID_DAYS.map((d) => {
        const wanted = needed.has(d);
        const short = wanted && (free.rooms[d] < roomsNeeded || (free.hall !== null && !free.hall[d]));
        const hall = free.hall === null || !wanted ? '' : free.hall[d] ? ', hall free' : ', hall taken';
        return (
          <li key={d} className={wanted ? (short ? 'needed short' : 'needed') : undefined}>
            <span className="night-day">{DAY_LABELS[d]}</span>
            <span className="night-free" aria-hidden="true">
              {free.rooms[d]}
            </span>
            {wanted && free.hall !== null && (
              <span className={free.hall[d] ? 'night-hall' : 'night-hall taken'} aria-hidden="true">
                {free.hall[d] ? 'Hall ✓' : 'Hall ✕'}
              </span>
            )}
            <span className="sr-only">
              {`: ${free.rooms[d]} ${free.rooms[d] === 1 ? 'room' : 'rooms'} free${hall}`}
              {wanted ? (short ? ', this request needs it and it is short' : ', this request needs it') : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What the request displaces of the forecast's transient guests, on top of the
 * rooms the team has already sold, and what it is worth after that.
 */
function DisplacementHint({ hint }: { hint: Displacement }) {
  // Shown to a tenth of a room: a night whose share rounds to nothing is a night with room, not 'Mon: 0 rooms'.
  const displacedNights = hint.nights.filter((n) => roundedRooms(n.displacedRooms) > 0);
  return (
    <div className="displacement-hint" role="note" aria-label="Displacement hint">
      <p>
        Displaces <strong>{formatINR(hint.displacedRevenue)}</strong> of forecast transient revenue · Net contribution{' '}
        <strong className={Math.round(hint.netContribution) < 0 ? 'figure-negative' : 'figure-positive'}>{formatINR(hint.netContribution)}</strong>
      </p>
      <p className="small">
        {displacedNights.length === 0
          ? 'The forecast leaves room for this booking on every night.'
          : displacedNights.map((n) => `${DAY_LABELS[n.day]}: ${roomCount(n.displacedRooms)}`).join(' · ')}
      </p>
    </div>
  );
}

function roundedRooms(rooms: number): number {
  return Math.round(rooms * 10) / 10;
}

function roomCount(rooms: number): string {
  const shown = roundedRooms(rooms);
  return `${shown} ${shown === 1 ? 'room' : 'rooms'}`;
}

/** The seconds left at which the timer speaks: gently at 30, urgently at 10 (issue 26). */
export const TIMER_WARNINGS: readonly { at: number; text: string; politeness: 'polite' | 'assertive' }[] = [
  { at: 30, text: '30 seconds left to decide.', politeness: 'polite' },
  { at: 10, text: '10 seconds left to decide!', politeness: 'assertive' },
];

function RunningTimer({ timer, paused, total }: { timer: ActorRefFrom<typeof bookingTimerMachine>; paused: boolean; total: number }) {
  const remaining = useSelector(timer, (s) => s.context.remaining);
  // A warning is said when the time left crosses its mark, even if a busy tablet skipped the exact second.
  const before = useRef(remaining);
  useEffect(() => {
    const crossed = TIMER_WARNINGS.filter((w) => before.current > w.at && remaining <= w.at).at(-1);
    before.current = remaining;
    if (crossed && !paused) announce(crossed.text, crossed.politeness);
  }, [remaining, paused]);
  return <TimerBar remaining={remaining} paused={paused} total={total} />;
}

function TimerBar({ remaining, paused, total }: { remaining: number; paused: boolean; total: number }) {
  const band = timerBand(remaining);
  return (
    <div className={paused ? 'timer timer-paused' : 'timer'}>
      <div className="timer-row">
        <span id={paused ? 'paused-note' : undefined}>{paused ? 'Paused by the host: decisions wait until the host resumes' : 'Time to decide'}</span>
        <span role="timer" aria-live="off">
          {remaining}s
        </span>
      </div>
      <div className="timer-track" role="progressbar" aria-label="Time left to decide" aria-valuemin={0} aria-valuemax={total} aria-valuenow={remaining}>
        <div className={`timer-bar timer-${band}`} data-band={band} style={{ width: `${Math.min(100, (remaining / total) * 100)}%` }} />
      </div>
    </div>
  );
}
