// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SideBySideView } from '@front-desk-rm/engine/views';
import { SideBySideTable } from './side-by-side-page.js';

afterEach(cleanup);

const friday = 'Friday had no rooms left, and it needed 1';
const fridaySays = { kind: 'short', day: 'F', left: 0, wanted: 1 } as const;
const figures = { accepted: 2, declined: 1 };

const view: SideBySideView = {
  optimumRevenue: 23000,
  columns: [
    {
      id: 'T1',
      name: 'Team 1',
      rank: 1,
      policy: null,
      revenue: 23000,
      occupancy: (5 / 14) * 100,
      ADR: 4600,
      revPar: 23000 / 14,
      percentOfOptimum: 100,
      ...figures,
    },
    {
      id: 'T2',
      name: 'Team 2',
      rank: 2,
      policy: null,
      revenue: 9000,
      occupancy: (1 / 14) * 100,
      ADR: 9000,
      revPar: 9000 / 14,
      percentOfOptimum: (9000 / 23000) * 100,
      ...figures,
    },
    {
      id: 'house-firstComeFirstServed',
      name: 'First come, first served',
      rank: null,
      policy: 'firstComeFirstServed',
      revenue: 23000,
      occupancy: (5 / 14) * 100,
      ADR: 4600,
      revPar: 23000 / 14,
      percentOfOptimum: 100,
      ...figures,
    },
  ],
  rows: [
    {
      request: 1,
      scenarioId: 'R1',
      reservationName: 'Sharma Wedding',
      type: 'Rooms only',
      checkInDay: 'Thursday',
      roomNights: 2,
      rooms: 2,
      totalRate: 20000,
      bestChoice: 'Accept',
      cells: [
        { outcome: 'Accepted', didNotFit: null, didNotFitSays: null },
        { outcome: 'Declined', didNotFit: null, didNotFitSays: null },
        { outcome: 'Accepted', didNotFit: null, didNotFitSays: null },
      ],
    },
    {
      request: 2,
      scenarioId: 'R2',
      reservationName: 'Kapoor Family',
      type: 'Rooms only',
      checkInDay: 'Friday',
      roomNights: 1,
      rooms: 1,
      totalRate: 9000,
      bestChoice: 'Decline',
      cells: [
        { outcome: 'Declined', didNotFit: friday, didNotFitSays: fridaySays },
        { outcome: 'Accepted', didNotFit: null, didNotFitSays: null },
        { outcome: 'Refused', didNotFit: friday, didNotFitSays: fridaySays },
      ],
    },
  ],
};

/** A row's cells as the room reads them, by column. */
function cells(rowName: RegExp) {
  return within(screen.getByRole('rowheader', { name: rowName }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('every team side by side', () => {
  it("heads a column per team, ranked, then per house team, with the best week's column first", () => {
    render(<SideBySideTable view={view} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Request',
      'Best week',
      '#1 Team 1',
      '#2 Team 2',
      'FCFSFirst come, first served, house teamHouse',
    ]);
  });

  it("shows each column's week: revenue, occupancy, ADR, RevPAR and share of the best week", () => {
    render(<SideBySideTable view={view} />);
    expect(cells(/^Revenue$/)).toEqual(['₹23,000', '₹23,000', '₹9,000', '₹23,000']);
    expect(cells(/^Occupancy$/)).toEqual(['—', '35.7%', '7.1%', '35.7%']);
    expect(cells(/^ADR$/)).toEqual(['—', '₹4,600', '₹9,000', '₹4,600']);
    expect(cells(/^RevPAR$/)).toEqual(['—', '₹1,643', '₹643', '₹1,643']);
    expect(cells(/^Of the best week$/)).toEqual(['100.0%', '100.0%', '39.1%', '100.0%']);
  });

  it('says per request what each did: a refused accept reads Refused, and a request that did not fit says which night was full', () => {
    render(<SideBySideTable view={view} />);
    expect(cells(/^1\. Sharma Wedding/)).toEqual(['Accept', 'Accepted', 'Declined', 'Accepted']);
    expect(cells(/^2\. Kapoor Family/)).toEqual(['Decline', 'Declineddid not fit', 'Accepted', 'Refuseddid not fit']);
    expect(screen.getByRole('rowheader', { name: /^2\. Kapoor Family/ }).textContent).toContain(`Did not fit for Team 1 and FCFS: ${friday}.`);
  });
});
