/**
 * A campaign's weeks on this device (issue 36): every week's requests,
 * decisions and rates are in the device's tables, so the standings and the
 * pricing debrief add up offline; each week's best possible revenue is asked
 * of the server and read "—" until it answers.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiCallData, GameData } from '@front-desk-rm/engine/domain';
import { db } from '../db/local-db.js';
import { loadSessionData } from '../db/local-data.js';
import { useServerRead } from './use-server-read.js';

/** The session's rows as the engine's views read them; undefined while loading, and when `enabled` is false (not a campaign). */
export function useCampaignData(sessionId: string, enabled = true): GameData | undefined {
  return useLiveQuery(() => (enabled ? loadSessionData(db, sessionId) : undefined), [sessionId, enabled], undefined);
}

export type WeekOptima = { optimum: ReadonlyMap<number, number>; problem: string | null };

/** The API client loads with the first campaign that asks, not with the game's first paint. */
const client = () => import('../api/client.js').then((m) => m.api);

/**
 * Each week's best possible revenue, asked of the server for the weeks given; a week the server refuses (not over yet
 * for the room) stays unknown until `version` changes. The host's device ends a week before the server hears of it, so
 * the session's row as the server stores it (its `updatedAt`, which the next pull brings) is the version: the week
 * refused a moment ago is asked again once the server has it.
 */
export function useWeekOptima(sessionId: string, weeks: readonly number[], version?: string): WeekOptima {
  const read = useServerRead<WeekOptima>(
    weeks.length === 0
      ? null
      : async (token) => {
          const api = await client();
          const found = new Map<number, number>();
          let problem: string | null = null;
          for (const week of weeks) {
            const answer = await api.call('getOptimum', { params: { sessionId }, query: { week: String(week) }, token });
            if (answer.ok) found.set(week, answer.data.optimum.revenue);
            else if (answer.status === 401) return answer;
            else if (answer.offline) problem = 'Offline: shares of the best possible week show once the server is reached.';
            else if (answer.status !== 403) problem = answer.message ?? 'The best possible week could not be worked out.';
          }
          return { ok: true, status: 200, message: 'OK', data: { optimum: found, problem } };
        },
    `${sessionId}|${weeks.join(',')}|${version ?? ''}`,
  );
  return read.data ?? NO_OPTIMA;
}

const NO_OPTIMA: WeekOptima = { optimum: new Map(), problem: null };

export type ServerStandings = { data: ApiCallData<'campaignStandings'> | null; problem: string | null };

/**
 * The room's standings as the server adds them up (a player's device holds
 * only its own team's decisions), asked again whenever `key` changes (the
 * week, its status); null `key` asks nothing.
 */
export function useServerStandings(sessionId: string, key: string | null): ServerStandings {
  const read = useServerRead(
    key === null ? null : async (token) => (await client()).call('campaignStandings', { params: { sessionId }, token }),
    `${sessionId}|${key}`,
  );
  const problem = !read.problem
    ? null
    : read.problem.offline
      ? 'Offline: your team’s weeks only; the other teams show once the server is reached.'
      : (read.problem.message ?? 'The standings could not be loaded.');
  return { data: read.data, problem };
}
