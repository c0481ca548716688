import { describe, expect, it } from 'vitest';
import { countTimedOut, decisionOutcome, outcomeSummary } from './outcome.js';

describe('decision outcomes', () => {
  it('tells a timeout from a decline somebody chose', () => {
    expect(decisionOutcome('acc')).toBe('Accepted');
    expect(decisionOutcome('dec', 'team')).toBe('Declined');
    expect(decisionOutcome('dec')).toBe('Declined');
    expect(decisionOutcome('dec', 'timer')).toBe('Timed out');
    expect(decisionOutcome('open')).toBe('Not decided');
    expect(decisionOutcome(undefined)).toBe('Not decided');
  });

  it('counts the timer’s declines apart in the summary, and leaves them out when there are none', () => {
    expect(countTimedOut([{ source: 'timer' }, { source: 'team' }, {}])).toBe(1);
    expect(outcomeSummary(3, 2, 1)).toBe('3 accepted · 1 declined · 1 timed out');
    expect(outcomeSummary(3, 2, 0)).toBe('3 accepted · 2 declined');
  });
});
