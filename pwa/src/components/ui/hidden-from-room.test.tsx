// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../../testing/session.js';
import { HiddenFromRoom } from './hidden-from-room.js';

afterEach(cleanup);

describe('HiddenFromRoom', () => {
  it('tells the host, while the game runs, what the room does not see, with the reveal at hand', () => {
    render(<HiddenFromRoom session={testSession({ status: 'live' })} />);
    expect(screen.getByRole('region', { name: 'Hidden from the room' }).textContent).toMatch(
      /the best possible week and the debrief reach the players' screens and the projector when you end the game/,
    );
    expect(screen.getByRole('button', { name: 'Reveal to the room now' })).toBeTruthy();
  });

  it('says nothing before the start, after the end, or once revealed', () => {
    for (const session of [testSession({ status: 'upcoming' }), testSession({ status: 'ended' }), testSession({ status: 'live', revealed: true })]) {
      const { container } = render(<HiddenFromRoom session={session} />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
