// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from '@front-desk-rm/engine/domain';
import type { Debrief } from '@front-desk-rm/engine/optimum';
import { DebriefSummary } from './debrief-summary.js';

afterEach(cleanup);

// Only what the headline reads of a debrief: the team's figures against the best week's revenue.
const found = { percentOfOptimum: 80, optimumRevenue: 500_000, figures: { revenue: 400_000, occupancy: 71.4 } } as unknown as Debrief<Scenario>;

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the debrief's headline", () => {
  it('names the best possible week once the server has proven it', () => {
    render(<DebriefSummary found={found} teamName="Deccan Falcons" split={null} unprovenGap={null} />);
    expect(screen.getByText('of the best possible week')).toBeTruthy();
    expect(figure('Best possible')).toBe('₹5,00,000');
    expect(figure('Left on the table')).toBe('₹1,00,000');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the best week is the best found so far on a large deck, and by how much the best may be higher', () => {
    render(<DebriefSummary found={found} teamName="Deccan Falcons" split={null} unprovenGap={0.0166} />);
    expect(screen.getByText('of the best week found so far')).toBeTruthy();
    expect(screen.queryByText('Best possible', { selector: 'dt' })).toBeNull();
    expect(figure('Best found so far')).toBe('₹5,00,000');
    expect(screen.getByRole('note').textContent).toBe(
      'This week is large: the best plan found so far is shown, and the best possible is at most 1.7% higher. The server is still working it out; this page updates when it has.',
    );
  });
});
