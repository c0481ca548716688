/**
 * What a session needs before Start Game: booking requests to decide, and
 * teams with someone in each to decide them. A start without them gave the
 * trainer a "Congratulations!" and a game nobody could play.
 */
import type { Scenario } from '../domain/scenario.js';
import type { Member, Team } from '../domain/team.js';

export const PREFLIGHT_MESSAGES = {
  noRequests: 'there are no booking requests: add at least one',
  noTeams: 'there are no teams: shuffle the participants into teams',
  emptyTeam: (name: string) => `${name} has no members: move someone in or shuffle again`,
} as const;

/** Every reason the session cannot start yet, in the order the host would fix them; empty when it can. */
export function startBlockers(view: { deck: readonly Scenario[]; teams: readonly (Team & { members: readonly Member[] })[] }): string[] {
  const reasons: string[] = [];
  if (view.deck.length === 0) reasons.push(PREFLIGHT_MESSAGES.noRequests);
  if (view.teams.length === 0) reasons.push(PREFLIGHT_MESSAGES.noTeams);
  for (const team of view.teams) if (team.members.length === 0) reasons.push(PREFLIGHT_MESSAGES.emptyTeam(team.name));
  return reasons;
}

/** The refusal the host reads: every reason at once, so one attempt tells them all that is missing. */
export function startRefusal(reasons: readonly string[]): string {
  return `The game cannot start yet: ${reasons.join('; ')}.`;
}
