/**
 * What a player may see of a session, said once: the server's pull filters the
 * change log with it and the session details call shows members through it.
 * A host sees every row of their own session in full.
 */
import type { Member } from '../domain/team.js';

/** Who is looking: the session's host, or one of its players (in a team or not yet). */
export type Viewer = { role: 'host' } | { role: 'player'; memberId: string; teamId: string | null };

/** A member as the viewer sees them: a player sees fellow players by name, role and team; their e-mail and phone are the host's to see. */
export function memberSeenBy<M extends Pick<Member, 'id' | 'email' | 'phone'>>(viewer: Viewer, member: M): M {
  if (viewer.role === 'host' || member.id === viewer.memberId) return member;
  return { ...member, email: '', phone: '' };
}

/**
 * A row of one of a session's tables as the viewer sees it, or null when it is
 * not theirs to see: a player sees the session (without its owner), the deck,
 * the leaderboard, every team by name (its rates only for their own), themselves,
 * their own team's members and its decisions.
 */
export function rowSeenBy(viewer: Viewer, table: string, row: Record<string, unknown>): Record<string, unknown> | null {
  if (viewer.role === 'host') return row;
  switch (table) {
    case 'decisions':
      return row.teamId === viewer.teamId ? row : null;
    case 'members':
      if (row.id !== viewer.memberId && (viewer.teamId === null || row.teamId !== viewer.teamId)) return null;
      return memberSeenBy(viewer, row as Pick<Member, 'id' | 'email' | 'phone'>);
    case 'sessions': {
      // What reached the server too late is the host's to see (issue 50).
      const { ownerId: _owner, lateArrivals: _late, ...seen } = row;
      return seen;
    }
    case 'teams': {
      if (row.id === viewer.teamId) return row;
      // A team's rates are its own: another team that saw them during an open pricing round could wait and undercut.
      // No player's screen shows another team's rates (the room's debrief reads them from the standings, once the week is over).
      const { prices: _prices, pricesMadeAt: _madeAt, ...seen } = row;
      return seen;
    }
    default:
      return row;
  }
}

/** One entry of the change log as the server keeps it: a row put (as stored) or a key deleted. */
export interface LoggedChange {
  table: string;
  op: 'put' | 'delete';
  key: string;
  row?: Record<string, unknown> | undefined;
}

/**
 * A change as the viewer's device applies it, or null when it is none of theirs. A member whose new row a player may
 * not see (moved out of their team, or they out of it) is a delete on the player's device: the row it holds from when
 * they were teammates leaves with them, in a pull from zero too, where that old row comes first. The delete names the
 * member's id and nothing else.
 */
export function changeSeenBy(viewer: Viewer, change: LoggedChange): LoggedChange | null {
  if (change.op === 'delete' || change.row === undefined) return change;
  const row = rowSeenBy(viewer, change.table, change.row);
  if (row !== null) return { ...change, row };
  if (change.table === 'members') return { table: change.table, op: 'delete', key: change.key };
  return null;
}
