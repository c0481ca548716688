/**
 * The house teams a host switched on, as a leaderboard shows them: played on
 * this device from the deck, as far as the furthest team (the whole deck once
 * the game is over). The hindsight optimum joins once its optimum is known.
 * The room (players' screens, the projector) sees their figures only once the
 * host ends the game or reveals them (issue 38): before then, how far they
 * have played.
 */
import { useMemo } from 'react';
import { housePace, houseStandings, revealedToRoom, type HouseStanding, type Optimum } from '@front-desk-rm/engine';
import type { SessionView } from '../../local/session-view.js';

/** All the room may know of a house team before the end: who it is and how far it has played. */
export type HouseProgress = Pick<HouseStanding, 'id' | 'policy' | 'name' | 'decided' | 'totalBookings'>;

export type RoomHouseTeams = { revealed: true; standings: HouseStanding[] } | { revealed: false; progress: HouseProgress[] };

/** Every figure of every house team: the host's own screens. */
export function useHouseTeams(view: SessionView | null | undefined, optimum: Optimum | null, over: boolean): HouseStanding[] {
  return useMemo(() => (view ? houseStandings(view.session, view.deck, { played: housePace(view.decisions, view.deck, over), optimum }) : []), [view, optimum, over]);
}

/** The house teams as a screen the room sees may show them: their figures once revealed, before then only their progress. */
export function useRoomHouseTeams(view: SessionView | null | undefined, optimum: Optimum | null): RoomHouseTeams {
  const revealed = view ? revealedToRoom(view.session) : false;
  const standings = useHouseTeams(view, revealed ? optimum : null, view?.session.status === 'ended');
  return useMemo(() => (revealed ? { revealed, standings } : { revealed, progress: standings.map(houseProgress) }), [revealed, standings]);
}

export function houseProgress({ id, policy, name, decided, totalBookings }: HouseStanding): HouseProgress {
  return { id, policy, name, decided, totalBookings };
}
