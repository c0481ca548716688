import { describe, expect, it } from 'vitest';
import { rankNews } from './rank-news.js';

const board = (...names: string[]) => names.map((name, i) => ({ id: name, name, rank: i + 1 }));

describe('rankNews', () => {
  it('says nothing on the first look or when no rank moved', () => {
    expect(rankNews(null, board('Team 1', 'Team 2'))).toBeNull();
    expect(rankNews(board('Team 1', 'Team 2'), board('Team 1', 'Team 2'))).toBeNull();
  });

  it('says who went up and who went down, best rank first, also below the leader', () => {
    expect(rankNews(board('Team 1', 'Team 2', 'Team 3'), board('Team 1', 'Team 3', 'Team 2'))).toBe('Ranking changed: Team 3 up to 2nd, Team 2 down to 3rd.');
    expect(rankNews(board('A', 'B'), board('B', 'A'))).toBe('Ranking changed: B up to 1st, A down to 2nd.');
  });

  it('leaves out a team that was not ranked before, and reads 11th to 13th right', () => {
    const before = Array.from({ length: 13 }, (_, i) => ({ id: `T${i}`, name: `T${i}`, rank: i + 1 }));
    const after = before.map((t) => (t.id === 'T10' ? { ...t, rank: 13 } : t.id === 'T12' ? { ...t, rank: 11 } : t));
    expect(rankNews(before, [...after, { id: 'new', name: 'New', rank: 14 }])).toBe('Ranking changed: T12 up to 11th, T10 down to 13th.');
  });
});
