import { describe, expect, it } from 'vitest';
import { revealedToRoom } from './room-reveal.js';

describe('revealedToRoom', () => {
  it('keeps the debrief from the room while the game is upcoming or live', () => {
    expect(revealedToRoom({ status: 'upcoming' })).toBe(false);
    expect(revealedToRoom({ status: 'live' })).toBe(false);
    expect(revealedToRoom({ status: 'live', revealed: false })).toBe(false);
  });

  it('opens it once the host ends the game, or reveals it before the end', () => {
    expect(revealedToRoom({ status: 'ended' })).toBe(true);
    expect(revealedToRoom({ status: 'live', revealed: true })).toBe(true);
  });
});
