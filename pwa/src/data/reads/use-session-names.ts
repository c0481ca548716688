/** A session's team and request names as this device holds them, kept current: for lines that name a team or a request by id. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/local-db.js';

export interface SessionNames {
  team: ReadonlyMap<string, string>;
  request: ReadonlyMap<string, string>;
}

const NONE: SessionNames = { team: new Map(), request: new Map() };

export function useSessionNames(sessionId: string): SessionNames {
  return useLiveQuery(
    async () => {
      const [teams, scenarios] = await Promise.all([
        db.teams.where('sessionId').equals(sessionId).toArray(),
        db.scenarios.where('sessionId').equals(sessionId).toArray(),
      ]);
      return { team: new Map(teams.map((t) => [t.id, t.name])), request: new Map(scenarios.map((s) => [s._id, s.reservationName])) };
    },
    [sessionId],
    NONE,
  );
}
