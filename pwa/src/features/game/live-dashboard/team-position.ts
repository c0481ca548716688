/** Where a team is in the deck, in the room's words: pace as "Request 4 of 8", never as a share of anything. */
import type { DashboardTeam } from '@front-desk-rm/engine/domain';
import type { Translate } from '../../../i18n/use-t.js';

export function teamPosition(t: Translate, team: Pick<DashboardTeam, 'decided' | 'totalBookings'>): string {
  if (team.totalBookings === 0) return t('dashboard.position.none');
  return team.decided >= team.totalBookings
    ? t('dashboard.position.allDecided', { total: team.totalBookings })
    : t('dashboard.position.request', { request: team.decided + 1, total: team.totalBookings });
}

/** In step, where a team is on the room's request: deciding it, or done and waiting for the host to move on. */
export function stepPosition(t: Translate, decidedIt: boolean, step: number, total: number): string {
  if (step >= total) return t('dashboard.position.allPlayed', { total });
  return decidedIt ? t('dashboard.position.decided', { request: step + 1, total }) : t('dashboard.position.deciding', { request: step + 1, total });
}
