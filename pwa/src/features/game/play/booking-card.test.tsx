// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { bookingTimerMachine } from '@front-desk-rm/engine/machines';
import { displacementGivenPlay } from '@front-desk-rm/engine/policies';
import { decide, displacement, startPlay, timerBand } from '@front-desk-rm/engine/rules';
import { Announcer } from '../../../components/ui/announcer.js';
import { ARMING_MS, BookingCard, type BookingCardProps } from './booking-card.js';
import { testSession } from '../../../testing/session.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wedding: Scenario = {
  _id: 'SC-WEDDING',
  sessionId: 'S1',
  reservationName: 'Sharma Wedding',
  description: 'Three nights for the wedding party, with the ballroom on Saturday.',
  type: 'RoomAndBanquet',
  checkInDay: 'Thursday',
  roomNights: 3,
  noOfRoom: 4,
  noOfBanquet: 1,
  rateType: ['Deluxe', 'Grand Ballroom'],
  totalRate: 210600,
  createdAt: '2026-11-25T09:00:00.000Z',
};

function card(overrides: Partial<BookingCardProps> = {}) {
  const props: BookingCardProps = {
    scenario: wedding,
    position: 2,
    total: 12,
    canDecide: true,
    busy: false,
    ruleMessage: null,
    captainName: 'Priya Nair',
    hallName: 'Grand Ballroom',
    hint: null,
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    timer: null,
    placement: {
      fits: true,
      summary: 'Needs 4 rooms and the Grand Ballroom Thu–Sat; Room 1, Room 2, Room 3, Room 4 and the Grand Ballroom are free all three nights.',
    },
    timerPaused: false,
    seconds: 60,
    free: { rooms: { Sun: 10, M: 10, T: 10, W: 10, Th: 6, F: 3, Sat: 8 }, hall: { Sun: true, M: true, T: true, W: true, Th: true, F: true, Sat: false } },
    ...overrides,
  };
  render(<BookingCard {...props} />);
  return props;
}

describe('the booking card', () => {
  it('says what is asked: the request, its place in the deck, the stay, the hall and the total', () => {
    card();
    expect(screen.getByRole('heading', { name: 'Sharma Wedding' })).toBeTruthy();
    expect(screen.getByText(/Booking request 2 of 12 · Rooms and banquet/)).toBeTruthy();
    expect(screen.getByText('Thu–Sat')).toBeTruthy();
    expect(screen.getByText('Grand Ballroom')).toBeTruthy();
    expect(screen.getByText('₹2,10,600')).toBeTruthy();
  });

  it('shows the whole week beside the request: rooms free each night, its nights marked, a short night said so', () => {
    card();
    const week = screen.getByRole('list', { name: /The week/ });
    const nights = [...week.querySelectorAll('li')].map((li) => li.textContent);
    expect(nights).toEqual([
      'Sun10: 10 rooms free',
      'Mon10: 10 rooms free',
      'Tue10: 10 rooms free',
      'Wed10: 10 rooms free',
      'Thu6Hall ✓: 6 rooms free, hall free, this request needs it',
      'Fri3Hall ✓: 3 rooms free, hall free, this request needs it and it is short',
      'Sat8Hall ✕: 8 rooms free, hall taken, this request needs it and it is short',
    ]);
  });

  it('keeps Accept and Decline off for a moment, so a double tap cannot decide a request nobody has read, without taking focus off them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const props = card();
    const decline = screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement;
    expect(decline.getAttribute('aria-disabled')).toBe('true');
    expect(decline.disabled).toBe(false);
    decline.click();
    expect(props.onDecline).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(ARMING_MS));
    expect(decline.getAttribute('aria-disabled')).toBe('false');
    vi.useRealTimers();
    await userEvent.click(decline);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(props.onDecline).toHaveBeenCalledTimes(1);
    expect(props.onAccept).toHaveBeenCalledTimes(1);
  });

  it('shows the game’s booking timer as it counts down, amber then red', () => {
    const clock = new SimulatedClock();
    const timer = createActor(bookingTimerMachine, { clock, input: { remaining: 12 } }).start();
    card({ timer });
    expect(screen.getByRole('timer').textContent).toBe('12s');
    act(() => clock.increment(1000));
    expect(screen.getByRole('timer').textContent).toBe('11s');
    const bar = () => screen.getByRole('progressbar').firstElementChild!.getAttribute('data-band');
    expect(bar()).toBe(timerBand(11));
    act(() => {
      for (let i = 0; i < 6; i++) clock.increment(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('5s');
    expect(bar()).toBe(timerBand(5));
    expect(bar()).not.toBe(timerBand(60));
    timer.stop();
  });

  it('shows a refused accept’s rule, and keeps the buttons off while a decision is being stored', () => {
    card({ ruleMessage: 'Grand Ballroom is not available for all requested dates!', busy: true });
    expect(screen.getByRole('alert').textContent).toBe('Grand Ballroom is not available for all requested dates!');
    expect(screen.getByRole('button', { name: 'Accept' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says where the request would land, or that it does not fit, before Accept is pressed', () => {
    card({ placement: { fits: false, summary: 'Does not fit: Friday has 3 rooms left, and it needs 4.' } });
    expect(screen.getByText('Does not fit: Friday has 3 rooms left, and it needs 4.').className).toContain('no-fit');
  });

  it('warns at 30 seconds and, urgently, at 10, and stands still while the host has paused the room', () => {
    const clock = new SimulatedClock();
    const timer = createActor(bookingTimerMachine, { clock, input: { remaining: 31 } }).start();
    render(
      <>
        <Announcer />
      </>,
    );
    card({ timer });
    act(() => clock.increment(1000));
    expect(document.querySelector('[data-announcer="polite"]')!.textContent!.trim()).toBe('30 seconds left to decide.');
    act(() => {
      for (let i = 0; i < 20; i++) clock.increment(1000);
    });
    expect(document.querySelector('[data-announcer="assertive"]')!.textContent!.trim()).toBe('10 seconds left to decide!');
    timer.stop();
    cleanup();
    card({ timerPaused: true });
    expect(screen.getByText('Paused by the host: decisions wait until the host resumes')).toBeTruthy();
  });

  it('takes no decision while the host has paused the room, and says why on the buttons', async () => {
    const props = card({ timerPaused: true, seconds: 90 });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    expect(accept.getAttribute('aria-describedby')).toBe('paused-note');
    await userEvent.click(accept);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(props.onAccept).not.toHaveBeenCalled();
    expect(props.onDecline).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Time left to decide' }).getAttribute('aria-valuemax')).toBe('90');
  });

  it('tells a member who is not the captain who decides, with no buttons to press', () => {
    card({ canDecide: false });
    expect(screen.getByText(/^Priya Nair, your team leader, is deciding this request\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  describe('with the displacement hint on', () => {
    const hotel = testSession({ status: 'live', rates: { standard: 3000 }, displacementHint: true });
    const request = (over: Partial<Scenario>): Scenario => ({
      ...wedding,
      _id: 'SC-GROUP',
      reservationName: 'Conference group',
      type: 'RoomOnly',
      noOfBanquet: 0,
      rateType: ['standard'],
      ...over,
    });
    /** The team's week after accepting `earlier`, one after another. */
    function weekAfter(session: Session, ...earlier: Scenario[]) {
      return earlier.reduce((play, s) => {
        const next = decide(play, session, s, 'acc');
        if (!next.ok) throw new Error(next.message);
        return next.play;
      }, startPlay(session));
    }

    it('counts the rooms the team already sold: fewer transients fit, so the group displaces more', () => {
      // 10 rooms; forecast Thursday 8, Friday 9. A group of 5 for Thu-Fri at ₹30,000:
      // on the empty hotel Thu clamp(8 + 5 - 10, 0, 5) = 3 and Fri 4: 7 room-nights, ₹28,000, net ₹2,000.
      // With 2 rooms already sold on Thursday, Thu clamp(8 + 2 + 5 - 10, 0, 5) = 5 and Fri 4:
      // 9 room-nights, ₹36,000 at the base ADR of ₹4,000, net 30,000 - 36,000 = -₹6,000.
      const group = request({ checkInDay: 'Thursday', roomNights: 2, noOfRoom: 5, totalRate: 30000 });
      const play = weekAfter(hotel, request({ _id: 'SC-EARLIER', checkInDay: 'Thursday', roomNights: 1, noOfRoom: 2, totalRate: 8000 }));
      expect(displacement(hotel, group).netContribution).toBe(2000);
      card({ scenario: group, hallName: null, hint: displacementGivenPlay(hotel, play, group) });
      const hint = screen.getByRole('note', { name: 'Displacement hint' });
      expect(hint.textContent).toContain('Displaces ₹36,000 of forecast transient revenue');
      expect(hint.querySelector('.figure-negative')!.textContent).toBe('-₹6,000');
      expect(hint.textContent).toContain('Thu: 5 rooms · Fri: 4 rooms');
    });

    it('says the forecast leaves room when the rooms sold and the group still fit beside it', () => {
      // 12 rooms, Monday forecast 25%: 3 transients expected and 7 rooms sold; a group of 2 makes 12, so nobody
      // is turned away. (In floating point the sum comes out a hair over 12: the card must not say 'Mon: 0 rooms'.)
      const twelve: Session = { ...hotel, totalRooms: 12, occupancy: { ...hotel.occupancy, Mon: '25' } };
      const pair = request({ checkInDay: 'Monday', roomNights: 1, noOfRoom: 2, totalRate: 7000 });
      const play = weekAfter(twelve, request({ _id: 'SC-EARLIER', checkInDay: 'Monday', roomNights: 1, noOfRoom: 7, totalRate: 21000 }));
      card({ scenario: pair, hallName: null, hint: displacementGivenPlay(twelve, play, pair) });
      const hint = screen.getByRole('note', { name: 'Displacement hint' });
      expect(hint.textContent).toContain('The forecast leaves room for this booking on every night.');
      expect(hint.querySelector('.figure-positive')!.textContent).toBe('₹7,000');
    });
  });
});
