/** Where a team is in the deck, in the room's words: pace as "Request 4 of 8", never as a share of anything. */
import type { DashboardTeam } from '@front-desk-rm/engine/domain';

export function teamPosition(t: Pick<DashboardTeam, 'decided' | 'totalBookings'>): string {
  if (t.totalBookings === 0) return 'No requests yet';
  return t.decided >= t.totalBookings ? `All ${t.totalBookings} decided` : `Request ${t.decided + 1} of ${t.totalBookings}`;
}

/** In step, where a team is on the room's request: deciding it, or done and waiting for the host to move on. */
export function stepPosition(decidedIt: boolean, step: number, total: number): string {
  if (step >= total) return `All ${total} requests played`;
  return `${decidedIt ? 'Decided' : 'Deciding'} request ${step + 1} of ${total}`;
}
