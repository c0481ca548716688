import { describe, expect, it } from 'vitest';
import { type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { familyForecast, familyWeek } from '@front-desk-rm/engine/rules';
import { testSession } from '../../../testing/session.js';
import { deckMeterText } from './deck-meter.js';

function drawn(family: 'conferencePeak' | 'lowWeek', seed: string): { session: Session; deck: Scenario[] } {
  const base = testSession({ id: `S-meter-${seed}`, totalRooms: 40, baseADR: 6000, demandModel: 'forecast' });
  const session = { ...base, occupancy: familyForecast(family, seed) };
  const deck = familyWeek(session, family, session.occupancy, seed).requests.map((r, i) => ({
    ...r,
    _id: `R${i}`,
    sessionId: session.id,
    createdAt: '2026-12-06T00:00:00.000Z',
    position: i,
    week: 1,
  }));
  return { session, deck };
}

describe('the deck meter in the host’s words', () => {
  it('names the nights to protect and what protecting is worth in rupees', () => {
    const { session, deck } = drawn('conferencePeak', 'words');
    expect(deckMeterText(session, deck)).toMatch(
      /^Protecting (\w{3} to \w{3}|[\w, ]+ and \w{3}) is worth about ₹[\d,]+ here: (displacement|booking limits \(davn\)) expects ₹[\d,]+, first come, first served ₹[\d,]+ \(\d+% less\)\.$/,
    );
  });

  it('says a low week has nothing to protect, and a session without guests why', () => {
    const { session, deck } = drawn('lowWeek', 'low');
    expect(deckMeterText(session, deck)).toMatch(/: nothing to protect\. This deck teaches that an empty room earns nothing\.$/);
    expect(deckMeterText({ ...session, demandModel: 'none' }, deck)).toMatch(/^No transient guests come in this session/);
    expect(deckMeterText(session, [])).toBeNull();
  });
});
