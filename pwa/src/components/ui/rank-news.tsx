/**
 * A leaderboard that moves says so, once per change, politely (issue 26): the
 * live dashboard and the results re-rank as decisions arrive, and a host who
 * cannot see the board hears who went up and who went down.
 */
import { useEffect, useRef } from 'react';
import { announce } from './announcer.js';
import { translate, useT, type Translate } from '../../i18n/use-t.js';

export interface Ranked {
  id: string;
  name: string;
  rank: number;
}

/** What changed between two rankings, in one sentence, or null when no team that was ranked before moved. */
export function rankNews(before: readonly Ranked[] | null, after: readonly Ranked[], t: Translate = translate): string | null {
  if (!before) return null;
  const was = new Map(before.map((t) => [t.id, t.rank]));
  const moved = after.filter((t) => was.has(t.id) && was.get(t.id) !== t.rank).sort((a, b) => a.rank - b.rank);
  if (moved.length === 0) return null;
  const moves = moved.map((team) => t(team.rank < was.get(team.id)! ? 'rank.up' : 'rank.down', { team: team.name, place: team.rank }));
  return t('rank.changed', { moves: moves.join(', ') });
}

/** Announces each change of `teams`' ranks; nothing on the first look. */
export function RankAnnouncer({ teams }: { teams: readonly Ranked[] }) {
  const t = useT();
  const before = useRef<readonly Ranked[] | null>(null);
  const key = teams.map((t) => `${t.id}:${t.rank}`).join('|');
  useEffect(() => {
    const news = rankNews(before.current, teams, t);
    before.current = teams;
    if (news) announce(news);
    // The key stands for the ranks: a new array with the same ranks is no news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
