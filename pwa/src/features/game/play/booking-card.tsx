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
import { GRID_DAYS, ratePerRoomNight, type GridDay, type Scenario } from '@front-desk-rm/engine/domain';
import { type bookingTimerMachine } from '@front-desk-rm/engine/machines';
import { stayNights, timerBand, type Displacement, type PlacementSays } from '@front-desk-rm/engine/rules';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useFormat } from '../../../i18n/format.js';
import { stayLabel } from '../../../components/ui/engine-words.js';
import { dayLabels } from './labels.js';
import { bookingTypeWords, dayInFull } from '../../../components/ui/engine-words.js';
import { slot, withSlots } from '../../../components/ui/slots.js';
import './play.css';
import { useScenarioText } from '../../../components/ui/scenario-text.js';
import { placementText } from './placement-text.js';

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
  placement: { fits: boolean; summary: string; says?: PlacementSays };
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
  const t = useT();
  const spoken = useSpoken();
  const format = useFormat();
  const { money, language } = format;
  const describe = useScenarioText();
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
          <p className="eyebrow">{t('play.request.eyebrow', { position, total, type: bookingTypeWords(t, scenario.type) })}</p>
          <h2 id="request-title" className="request-name" tabIndex={-1} ref={heading}>
            {scenario.reservationName || t('play.request.fallbackName')}
          </h2>
        </div>
        <div className="request-total">
          <span className="muted small">{t('play.request.totalRate')}</span>
          <strong>{money(scenario.totalRate)}</strong>
        </div>
      </div>
      <div className="request-facts">
        <div>
          {t('play.request.checkIn')}
          <strong>{dayInFull(format, scenario.checkInDay)}</strong>
        </div>
        <div>
          {t('play.request.nights')}
          <strong>{scenario.roomNights}</strong>
        </div>
        <div>
          {t('play.request.rooms')}
          <strong>{scenario.noOfRoom > 0 ? scenario.noOfRoom : '—'}</strong>
        </div>
        <div>
          {t('play.request.banquet')}
          <strong>{scenario.type === 'RoomOnly' ? '—' : (hallName ?? t('play.request.hallNotFound'))}</strong>
        </div>
        <div>
          {t('play.request.stay')}
          <strong>{nights.length === 0 ? '—' : stayLabel(t, format, nights)}</strong>
        </div>
        {nightly !== null && (
          <div>
            {t('play.request.perRoomNight')}
            <strong>{money(nightly)}</strong>
          </div>
        )}
      </div>
      <NightStrip nights={nights} roomsNeeded={scenario.type === 'BanquetOnly' ? 0 : scenario.noOfRoom} free={free} />
      <p className={placement.fits ? 'placement-note' : 'placement-note no-fit'}>{placementText(t, language, placement)}</p>
      <p className="request-desc">{describe(scenario)}</p>
      <p className="muted small">{t('play.request.rateTypes', { types: scenario.rateType.join(', ') })}</p>
      {hint && <DisplacementHint hint={hint} />}

      {ruleMessage && (
        <p className="rule-message" role="alert">
          {spoken(ruleMessage)}
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
              {t('play.request.decline')}
            </button>
            <button
              type="button"
              className="btn btn-accept btn-lg"
              onClick={() => !off && onAccept()}
              aria-disabled={off}
              aria-describedby={timerPaused ? 'paused-note' : undefined}
            >
              {t('play.request.accept')}
            </button>
          </div>
        </div>
      ) : (
        <p className="follow-note">{captainName ? t('play.request.following', { captain: captainName }) : t('play.request.followingLeader')}</p>
      )}
    </section>
  );
}

/**
 * The whole week in seven columns beside the request, so a captain on a phone
 * sees the nights it needs and what is free on them without scrolling to the grid.
 */
function NightStrip({ nights, roomsNeeded, free }: { nights: readonly GridDay[]; roomsNeeded: number; free: WeekFree }) {
  const t = useT();
  const days = dayLabels(useFormat());
  const needed = new Set(nights);
  return (
    <ol className="night-strip" aria-label={t('play.nightStrip.label')}>
      {GRID_DAYS.map((d) => {
        const wanted = needed.has(d);
        const short = wanted && (free.rooms[d] < roomsNeeded || (free.hall !== null && !free.hall[d]));
        const hall = free.hall === null || !wanted ? 'none' : free.hall[d] ? 'free' : 'taken';
        return (
          <li key={d} className={wanted ? (short ? 'needed short' : 'needed') : undefined}>
            <span className="night-day">{days[d]}</span>
            <span className="night-free" aria-hidden="true">
              {free.rooms[d]}
            </span>
            {wanted && free.hall !== null && (
              <span className={free.hall[d] ? 'night-hall' : 'night-hall taken'} aria-hidden="true">
                {free.hall[d] ? t('play.nightStrip.hallFree') : t('play.nightStrip.hallTaken')}
              </span>
            )}
            <span className="sr-only">{t('play.nightStrip.night', { rooms: free.rooms[d], hall, need: wanted ? (short ? 'short' : 'needed') : 'none' })}</span>
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
  const t = useT();
  const format = useFormat();
  const { money } = format;
  const days = dayLabels(format);
  // Shown to a tenth of a room: a night whose share rounds to nothing is a night with room, not 'Mon: 0 rooms'.
  const displacedNights = hint.nights.filter((n) => roundedRooms(n.displacedRooms) > 0);
  return (
    <div className="displacement-hint" role="note" aria-label={t('play.hint.label')}>
      <p>
        {withSlots(t('play.hint.displaces', { displaced: slot('displaced'), net: slot('net') }), {
          displaced: <strong>{money(hint.displacedRevenue)}</strong>,
          net: <strong className={Math.round(hint.netContribution) < 0 ? 'figure-negative' : 'figure-positive'}>{money(hint.netContribution)}</strong>,
        })}
      </p>
      <p className="small">
        {displacedNights.length === 0
          ? t('play.hint.noneDisplaced')
          : displacedNights.map((n) => t('play.hint.night', { day: days[n.day], rooms: roundedRooms(n.displacedRooms) })).join(' · ')}
      </p>
    </div>
  );
}

function roundedRooms(rooms: number): number {
  return Math.round(rooms * 10) / 10;
}

/** The seconds left at which the timer speaks: gently at 30, urgently at 10 (issue 26). */
export const TIMER_WARNINGS: readonly { at: number; text: (t: Translate) => string; politeness: 'polite' | 'assertive' }[] = [
  { at: 30, text: (t) => t('play.timer.warning30'), politeness: 'polite' },
  { at: 10, text: (t) => t('play.timer.warning10'), politeness: 'assertive' },
];

function RunningTimer({ timer, paused, total }: { timer: ActorRefFrom<typeof bookingTimerMachine>; paused: boolean; total: number }) {
  const t = useT();
  const remaining = useSelector(timer, (s) => s.context.remaining);
  // A warning is said when the time left crosses its mark, even if a busy tablet skipped the exact second.
  const before = useRef(remaining);
  useEffect(() => {
    const crossed = TIMER_WARNINGS.filter((w) => before.current > w.at && remaining <= w.at).at(-1);
    before.current = remaining;
    if (crossed && !paused) announce(crossed.text(t), crossed.politeness);
  }, [remaining, paused, t]);
  return <TimerBar remaining={remaining} paused={paused} total={total} />;
}

function TimerBar({ remaining, paused, total }: { remaining: number; paused: boolean; total: number }) {
  const t = useT();
  const band = timerBand(remaining);
  return (
    <div className={paused ? 'timer timer-paused' : 'timer'}>
      <div className="timer-row">
        <span id={paused ? 'paused-note' : undefined}>{paused ? t('play.timer.paused') : t('play.timer.label')}</span>
        <span role="timer" aria-live="off">
          {t('play.timer.seconds', { seconds: remaining })}
        </span>
      </div>
      <div className="timer-track" role="progressbar" aria-label={t('play.timer.progress')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={remaining}>
        <div className={`timer-bar timer-${band}`} data-band={band} style={{ width: `${Math.min(100, (remaining / total) * 100)}%` }} />
      </div>
    </div>
  );
}
