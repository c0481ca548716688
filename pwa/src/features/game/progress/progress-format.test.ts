import { describe, expect, it } from 'vitest';
import type { ParticipantProgress, ProgressEntry } from '@front-desk-rm/engine/domain';
import { chartedShares, historySentence, roundColumns, shareText, shareTrend, trendText } from './progress-format.js';

function entry(overrides: Partial<ProgressEntry>): ProgressEntry {
  return {
    sessionId: 'S1',
    sessionName: 'Demo week',
    round: 1,
    playedAt: '2026-11-22T10:30:00.000Z',
    live: false,
    teamName: 'Team 1',
    revenue: 36000,
    optimum: 48000,
    expectedOptimum: null,
    share: 75,
    expectedShare: null,
    optimumState: 'known',
    ...overrides,
  };
}

const person = (name: string, entries: ProgressEntry[]): ParticipantProgress => ({ name, email: `${name.toLowerCase()}@hotel.test`, entries });

describe('shareText', () => {
  it('reads a share to one decimal, and says why there is none', () => {
    expect(shareText(72.44, 'known')).toBe('72.4%');
    expect(shareText(null, 'working')).toBe('being worked out');
    expect(shareText(null, 'hidden')).toBe('after the game');
    expect(shareText(null, 'unavailable')).toBe('—');
    expect(shareText(null, 'known')).toBe('—');
  });
});

describe('roundColumns', () => {
  it('lists every round anyone played once, oldest first, naming the round only where a session has several', () => {
    const columns = roundColumns([
      person('Asha', [entry({}), entry({ sessionId: 'S2', sessionName: 'Second week', playedAt: '2026-11-29T10:00:00.000Z' })]),
      person('Bilal', [entry({ round: 2, playedAt: '2026-11-23T10:00:00.000Z' }), entry({})]),
    ]);
    expect(columns.map((c) => [c.key, c.label])).toEqual([
      ['S1#1', 'Demo week, round 1'],
      ['S1#2', 'Demo week, round 2'],
      ['S2#1', 'Second week'],
    ]);
    expect(columns[2]!.header).toMatch(/^Second week · Nov (29|30), 2026$/);
    // Two sessions of one name played the same day still make two columns.
    const twins = roundColumns([person('Asha', [entry({}), entry({ sessionId: 'S3', playedAt: '2026-11-22T10:31:00.000Z' })])]);
    expect(twins.map((c) => c.header)).toEqual([expect.stringMatching(/^Demo week · /), expect.stringMatching(/^Demo week · .* \(2\)$/)]);
    expect(roundColumns([])).toEqual([]);
  });
});

describe('historySentence and the trend', () => {
  it('says each round’s share in order, for the chart’s text alternative', () => {
    expect(historySentence([entry({ share: 64 }), entry({ sessionName: 'Second week', round: 2, share: null, optimumState: 'working' })])).toBe(
      'Share of the best week, oldest first: Demo week 64.0%, Second week round 2 being worked out',
    );
    expect(historySentence([])).toBe('No rounds played yet');
    expect(historySentence([entry({ live: true, share: 12 })])).toBe('Share of the best week, oldest first: Demo week playing now');
  });

  it('leaves a round still being played out of the line and the trend: its revenue is still growing', () => {
    const entries = [entry({ share: 60 }), entry({ share: 80 }), entry({ share: 5, live: true })];
    expect(chartedShares(entries)).toEqual([60, 80, null]);
    expect(shareTrend(entries)).toBe(20);
  });

  it('measures the change from the first share to the last in points', () => {
    expect(shareTrend([entry({ share: 60 }), entry({ share: null, optimumState: 'working' }), entry({ share: 66.5 })])).toBeCloseTo(6.5, 9);
    expect(shareTrend([entry({ share: 60 })])).toBeNull();
    expect(trendText(6.5)).toBe('+6.5 points');
    expect(trendText(-3)).toBe('−3.0 points');
    expect(trendText(0.01)).toBe('no change');
  });
});
