/**
 * The house teams a host switched on, as a leaderboard shows them: played on
 * this device from the deck, as far as the furthest team (the whole deck once
 * the game is over). The hindsight optimum joins once its optimum is known.
 * Every figure: a screen the room sees shows them only once `revealedToRoom`
 * (issue 38), and before then how far they have played (`decided`).
 */
import { useMemo } from 'react';
import { type Optimum } from '@front-desk-rm/engine/domain';
import { housePace, houseStandings, type HouseStanding } from '@front-desk-rm/engine/policies';
import type { SessionView } from '../../data/reads/session-view.js';

export function useHouseTeams(view: SessionView | null | undefined, optimum: Optimum | null, over: boolean): HouseStanding[] {
  return useMemo(
    () => (view ? houseStandings(view.session, view.deck, { played: housePace(view.decisions, view.deck, over), optimum }) : []),
    [view, optimum, over],
  );
}
