import { describe, expect, it } from 'vitest';
import { compareDecided } from './decided.js';

const stored = (entries: [string, 'acc' | 'dec'][]) => entries.map(([scenarioId, decision]) => ({ scenarioId, decision }));

describe('compareDecided', () => {
  it('calls a store that has not yet shown a decision made on this screen behind, not ahead: the screen waits instead of stepping back', () => {
    expect(compareDecided(stored([['A', 'acc']]), { A: 'acc', B: 'dec' })).toEqual({ ahead: false, behind: true });
  });

  it("calls a teammate's decision, or the server's winner in place of ours, ahead: the screen follows at once", () => {
    expect(compareDecided(stored([['A', 'acc'], ['B', 'dec']]), { A: 'acc' })).toEqual({ ahead: true, behind: false });
    expect(compareDecided(stored([['A', 'dec']]), { A: 'acc' })).toEqual({ ahead: true, behind: false });
  });

  it('finds nothing to do when both agree', () => {
    expect(compareDecided(stored([['A', 'acc']]), { A: 'acc' })).toEqual({ ahead: false, behind: false });
  });
});
