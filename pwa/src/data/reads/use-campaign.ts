/**
 * A campaign's weeks on this device (issue 36): every week's requests,
 * decisions and rates are in the device's tables, so the standings and the
 * pricing debrief add up offline; each week's best possible revenue is asked
 * of the server and read "—" until it answers.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiCallData, GameData } from '@front-desk-rm/engine/domain';
import { db } from '../db/local-db.js';
import { loadSessionData } from '../db/local-data.js';
import { readIdentity } from '../db/identity.js';

/** The session's rows as the engine's views read them; undefined while loading, and when `enabled` is false (not a campaign). */
export function useCampaignData(sessionId: string, enabled = true): GameData | undefined {
  return useLiveQuery(() => (enabled ? loadSessionData(db, sessionId) : undefined), [sessionId, enabled], undefined);
}

export type WeekOptima = { optimum: ReadonlyMap<number, number>; problem: string | null };

/**
 * Each week's best possible revenue, asked of the server for the weeks given; a week the server refuses (not over yet
 * for the room) stays unknown until `version` changes. The host's device ends a week before the server hears of it, so
 * the session's row as the server stores it (its `updatedAt`, which the next pull brings) is the version: the week
 * refused a moment ago is asked again once the server has it.
 */
export function useWeekOptima(sessionId: string, weeks: readonly number[], version?: string): WeekOptima {
  const key = `${weeks.join(',')}|${version ?? ''}`;
  const [state, setState] = useState<WeekOptima>({ optimum: new Map(), problem: null });
  useEffect(() => {
    let live = true;
    void (async () => {
      const identity = await readIdentity(db);
      if (!identity?.token || weeks.length === 0) return;
      const found = new Map<number, number>();
      let problem: string | null = null;
      for (const week of weeks) {
        const { api } = await import('../api/client.js');
        const answer = await api.call('getOptimum', { params: { sessionId }, query: { week: String(week) }, token: identity.token });
        if (answer.ok) found.set(week, answer.data.optimum.revenue);
        else if (answer.offline) problem = 'Offline: shares of the best possible week show once the server is reached.';
        else if (answer.status !== 403) problem = answer.message ?? 'The best possible week could not be worked out.';
      }
      if (live) setState({ optimum: found, problem });
    })();
    return () => {
      live = false;
    };
    // The weeks as a key: a new array of the same weeks asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, key]);
  return state;
}

export type ServerStandings = { data: ApiCallData<'campaignStandings'> | null; problem: string | null };

/**
 * The room's standings as the server adds them up (a player's device holds
 * only its own team's decisions), asked again whenever `key` changes (the
 * week, its status); null `key` asks nothing.
 */
export function useServerStandings(sessionId: string, key: string | null): ServerStandings {
  const [state, setState] = useState<ServerStandings>({ data: null, problem: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void (async () => {
      const identity = await readIdentity(db);
      if (!identity?.token) return;
      // The API client loads with the first campaign that asks, not with the game's first paint.
      const { api } = await import('../api/client.js');
      const answer = await api.call('campaignStandings', { params: { sessionId }, token: identity.token });
      if (!live) return;
      if (answer.ok) setState({ data: answer.data, problem: null });
      else
        setState((s) => ({
          data: s.data,
          problem: answer.offline
            ? 'Offline: your team’s weeks only; the other teams show once the server is reached.'
            : (answer.message ?? 'The standings could not be loaded.'),
        }));
    })();
    return () => {
      live = false;
    };
  }, [sessionId, key]);
  return state;
}
