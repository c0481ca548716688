/**
 * What became of a request, in the words every screen uses: a timeout is its
 * own outcome, not a decline somebody chose (the booking timer declines for
 * the team, and the trainer needs to tell a choice from a missed one).
 */
import type { DecisionSource, DecisionType } from '../domain/game.js';

export type DecisionOutcome = 'Accepted' | 'Declined' | 'Timed out' | 'Not decided';

export function decisionOutcome(decision: DecisionType | 'open' | null | undefined, source?: DecisionSource | null): DecisionOutcome {
  if (decision === 'acc') return 'Accepted';
  if (decision === 'dec') return source === 'timer' ? 'Timed out' : 'Declined';
  return 'Not decided';
}

/** How many of the decisions the booking timer made. */
export function countTimedOut(decisions: readonly { source?: DecisionSource | null }[]): number {
  return decisions.filter((d) => d.source === 'timer').length;
}

/** "3 accepted · 2 declined · 1 timed out": declines the team chose, apart from the timer's. */
export function outcomeSummary(accepted: number, declined: number, timedOut: number): string {
  const chosen = declined - timedOut;
  return `${accepted} accepted · ${chosen} declined${timedOut > 0 ? ` · ${timedOut} timed out` : ''}`;
}
