import { describe, expect, it } from 'vitest';
import { END_GRACE_MINUTES, revealMoment, revealedToRoom } from './room-reveal.js';

const END = '2026-11-24T10:00:00.000Z';
const after = (minutes: number) => Date.parse(END) + minutes * 60_000;

describe('revealedToRoom', () => {
  it('keeps the debrief from the room while the game is upcoming or live', () => {
    expect(revealedToRoom({ status: 'upcoming' })).toBe(false);
    expect(revealedToRoom({ status: 'live' })).toBe(false);
    expect(revealedToRoom({ status: 'live', revealed: false })).toBe(false);
  });

  it('keeps it after End Game until the results are revealed, and opens it at the grace’s end at the latest', () => {
    expect(revealedToRoom({ status: 'ended', endedAt: END }, after(1))).toBe(false);
    expect(revealedToRoom({ status: 'ended', endedAt: END, revealed: true, revealedAt: new Date(after(1)).toISOString() }, after(1))).toBe(true);
    expect(revealedToRoom({ status: 'ended', endedAt: END }, after(END_GRACE_MINUTES))).toBe(true);
    // A game ended before the end had a time (an old row) counts as revealed.
    expect(revealedToRoom({ status: 'ended' })).toBe(true);
  });

  it('opens it when the host reveals it before the end', () => {
    expect(revealedToRoom({ status: 'live', revealed: true })).toBe(true);
  });

  it('names the moment of the reveal: the stored one, else the grace’s end', () => {
    expect(revealMoment({ status: 'ended', endedAt: END })).toBe(after(END_GRACE_MINUTES));
    expect(revealMoment({ status: 'ended', endedAt: END, revealed: true, revealedAt: new Date(after(2)).toISOString() })).toBe(after(2));
    expect(revealMoment({ status: 'live' })).toBeNull();
  });
});
