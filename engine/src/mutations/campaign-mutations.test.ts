import { describe, expect, it } from 'vitest';
import { ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { T0 } from '../testing/fixtures.js';
import { closePricing, drawWeek, openNextWeek } from './campaign-mutations.js';
import { recordDecision } from './decision-mutations.js';
import { setTeamPrices } from './pricing-mutations.js';
import { CAMPAIGN_MESSAGES, DECISION_MESSAGES } from './refusal-messages.js';
import { setSessionStatus, updateSession } from './session-mutations.js';
import { addScenario, editScenario, importScenarios } from './scenario-mutations.js';
import { sessionDeck } from '../views/session-view.js';
import { campaignStandings } from '../views/campaign-view.js';
import { realisedDemand } from '../rules/transient-demand.js';
import { revisedForecast } from '../rules/campaign.js';
import type { GameData } from '../domain/game-data.js';
import type { NightPrices } from '../domain/campaign.js';
import { WEEK_FAMILIES, familyWeek, resolveFamily } from '../rules/week-families.js';
import { deleteScenario } from './scenario-mutations.js';
import { idsFrom } from './model.js';

const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const flat = (price: number): NightPrices => ({ Sun: price, M: price, T: price, W: price, Th: price, F: price, Sat: price });
const decision = (scenarioId: string, d: 'acc' | 'dec', madeAt?: string) => ({
  sessionId: 'S1',
  teamId: 'T1',
  scenarioId,
  decision: d,
  source: 'team' as const,
  ...(madeAt ? { madeAt } : {}),
});

/** The seeded hotel as a live three-week campaign under the forecast demand model, week 2 with a pricing round. */
function campaign(): GameData {
  const data = seeded();
  data.sessions['S1'] = { ...data.sessions['S1']!, weeks: 3, week: 1, demandModel: 'forecast', pricingWeeks: [2], priceBounds: { min: 2000, max: 6000 } };
  // Every player joined on a tablet: at each week's end the room waits for them to report (issue 50).
  for (const m of Object.values(data.members)) data.members[m.id] = { ...m, lobbyOpenedAt: T0 };
  return data;
}

const ended = (data: GameData, minutes = 10) => applied(setSessionStatus, data, { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: at(minutes) }));
const opened = (data: GameData, minutes = 20) =>
  applied(openNextWeek, ended(data, minutes - 10), { sessionId: 'S1', from: 1 }, context(ADMIN, { now: at(minutes) }));
const started = (data: GameData, minutes = 21) => applied(setSessionStatus, data, { sessionId: 'S1', status: 'live' }, context(ADMIN, { now: at(minutes) }));

describe('openNextWeek', () => {
  it('keeps the week, revises the forecast by pick-up, draws the next deck and waits for the host', () => {
    const before = campaign();
    const week1 = ended(before);
    const data = applied(openNextWeek, week1, { sessionId: 'S1', from: 1 }, context(ADMIN, { now: at(20) }));
    const session = data.sessions['S1']!;
    expect(session).toMatchObject({ week: 2, status: 'upcoming', endedAt: null, step: 0, pricingClosedAt: null });
    expect(session.closedWeeks).toEqual([
      // Opening week 2 showed the room week 1's results: they were revealed then.
      { revealedAt: at(20), week: 1, endedAt: at(10), occupancy: before.sessions['S1']!.occupancy, pricing: false, priceBounds: { min: 2000, max: 6000 } },
    ]);
    expect(session.occupancy).toEqual(revisedForecast(before.sessions['S1']!.occupancy, realisedDemand(week1.sessions['S1']!), 3, 1));
    // Week 1's requests stay in the table, each in its week; week 2 has a deck of its own.
    expect(sessionDeck(data, 'S1', 1).map((s) => s._id)).toEqual(['A', 'B', 'C']);
    const next = sessionDeck(data, 'S1');
    expect(next.length).toBeGreaterThanOrEqual(8);
    expect(next.every((s) => s.week === 2 && s.sessionId === 'S1')).toBe(true);
  });

  it('draws the week from the family the host chose, names it on the session, and keeps it with the week once closed', () => {
    const week1 = ended(campaign());
    const data = applied(openNextWeek, week1, { sessionId: 'S1', from: 1, family: 'citywideEvent' }, context(ADMIN, { now: at(20), newId: idsFrom('open') }));
    const session = data.sessions['S1']!;
    expect(session.family).toBe('citywideEvent');
    const expected = familyWeek(session, 'citywideEvent', session.occupancy, 'S1|week-2').requests;
    expect(sessionDeck(data, 'S1').map((s) => s.reservationName)).toEqual(expected.map((r) => r.reservationName));
    // Closing week 2 keeps its family with it; week 3, drawn from the mix, gets one of its own.
    const week3 = applied(openNextWeek, ended(started(data), 40), { sessionId: 'S1', from: 2 }, context(ADMIN, { now: at(50) }));
    expect(week3.sessions['S1']!.closedWeeks?.find((w) => w.week === 2)?.family).toBe('citywideEvent');
    expect(week3.sessions['S1']!.family).toBe(resolveFamily('mix', 'S1|week-3'));
    // A week the trainer writes has no family.
    expect(applied(openNextWeek, week1, { sessionId: 'S1', from: 1, deck: 'empty' }, context(ADMIN, { now: at(20) })).sessions['S1']!.family).toBeUndefined();
    expect(openNextWeek.args.safeParse({ sessionId: 'S1', from: 1, family: 'nightclub' }).error?.issues[0]?.message).toMatch(
      /^family must be one of conferencePeak, /,
    );
  });

  it('opens one week for two presses from the same screen, and refuses a week not ended, a single week and the last week', () => {
    const data = opened(campaign());
    expect(run(openNextWeek, data, { sessionId: 'S1', from: 1 }, context(ADMIN))).toEqual({ ok: true, changes: [], duplicate: true });
    expect(run(openNextWeek, data, { sessionId: 'S1', from: 2 }, context(ADMIN))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.weekNotEnded });
    expect(run(openNextWeek, seeded(), { sessionId: 'S1', from: 1 }, context(ADMIN))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.notCampaign });
    const last = campaign();
    last.sessions['S1'] = { ...last.sessions['S1']!, week: 3, status: 'ended', endedAt: at(5) };
    expect(run(openNextWeek, last, { sessionId: 'S1', from: 3 }, context(ADMIN))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.lastWeek });
  });

  it('keeps the deck the trainer wrote for the next week instead of drawing one', () => {
    const data = campaign();
    data.scenarios['W2'] = { ...data.scenarios['A']!, _id: 'W2', week: 2, reservationName: 'Written by the trainer' };
    const next = sessionDeck(opened(data), 'S1');
    expect(next.map((s) => s._id)).toEqual(['W2']);
  });

  it('opens with an empty deck when the trainer will write it', () => {
    const data = applied(openNextWeek, ended(campaign()), { sessionId: 'S1', from: 1, deck: 'empty' }, context(ADMIN, { now: at(20) }));
    expect(data.sessions['S1']!.week).toBe(2);
    expect(sessionDeck(data, 'S1')).toEqual([]);
  });

  it("puts the requests a trainer writes or imports after opening week 2 in week 2, where its start finds them, and an edit keeps a request's week", () => {
    const open = applied(openNextWeek, ended(campaign()), { sessionId: 'S1', from: 1, deck: 'empty' }, context(ADMIN, { now: at(20) }));
    const fields = {
      reservationName: 'Kapoor Offsite',
      description: 'Two nights',
      type: 'RoomOnly',
      checkInDay: 'Monday',
      roomNights: 2,
      noOfRoom: 3,
      noOfBanquet: 0,
      rateType: ['deluxe'],
    };
    const added = applied(addScenario, open, { sessionId: 'S1', id: 'W2-NEW', ...fields }, context(ADMIN, { now: at(21) }));
    const imported = applied(
      importScenarios,
      added,
      { sessionId: 'S1', rows: [{ line: 2, fields: { ...fields, reservationName: 'Imported Group' } }] },
      context(ADMIN, { now: at(22) }),
    );
    expect(
      sessionDeck(imported, 'S1')
        .map((s) => s.reservationName)
        .sort(),
    ).toEqual(['Imported Group', 'Kapoor Offsite']);
    const weekOne = Object.values(campaign().scenarios)[0]!;
    const edited = applied(editScenario, imported, { scenarioId: weekOne._id, patch: { description: 'Edited in week 2' } }, context(ADMIN, { now: at(23) }));
    expect(edited.scenarios[weekOne._id]!.week ?? 1).toBe(1);
    expect(run(setSessionStatus, imported, { sessionId: 'S1', status: 'live' }, context(ADMIN, { now: at(24) }))).toMatchObject({ ok: true });
  });

  it('is the host’s alone', () => {
    expect(run(openNextWeek, ended(campaign()), { sessionId: 'S1', from: 1 }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('a decision made offline across the end of a week', () => {
  it('counts in its own week when it was made before the week ended and arrives before its results are revealed, once; never after', () => {
    const week1 = ended(campaign());
    // The tablet returns after the whistle, before the host opens week 2 (which shows the room week 1's results).
    const late = run(recordDecision, week1, decision('A', 'acc', at(5)), context(as('M1'), { now: at(12) }));
    expect(late.ok).toBe(true);
    const back = applied(recordDecision, week1, decision('A', 'acc', at(5)), context(as('M1'), { now: at(12) }));
    expect(run(recordDecision, back, decision('A', 'acc', at(5)), context(as('M1'), { now: at(13) }))).toMatchObject({ ok: true, duplicate: true });
    expect(run(recordDecision, week1, decision('B', 'acc', at(11)), context(as('M1'), { now: at(12) }))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.madeAfterEnd,
    });
    const after = applied(openNextWeek, back, { sessionId: 'S1', from: 1 }, context(ADMIN, { now: at(20) }));
    // Once week 2 is open week 1's results are out: a decision for it reaching the server now is refused, whatever time it claims.
    expect(run(recordDecision, after, decision('B', 'acc', at(5)), context(as('M1'), { now: at(22) }))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.afterReveal,
      late: { teamId: 'T1', week: 1, scenarioId: 'B' },
    });
    // The week-1 booking shows in week 1's standing only.
    const standings = campaignStandings(after, 'S1');
    const team1 = standings.find((s) => s.teamId === 'T1')!;
    expect(team1.weeks.map((w) => w.week)).toEqual([1, 2]);
    expect(team1.weeks[0]!.revenue).toBeGreaterThanOrEqual(24000);
  });

  it('refuses a request of a week not yet open', () => {
    const data = campaign();
    data.scenarios['W3'] = { ...data.scenarios['A']!, _id: 'W3', week: 3 };
    expect(run(recordDecision, data, decision('W3', 'acc'), context(as('M1')))).toMatchObject({ ok: false, reason: DECISION_MESSAGES.weekAhead });
  });
});

describe('the pricing round', () => {
  const inPricing = () => started(opened(campaign()));

  it('takes the captain’s rates within the bounds, and refuses requests until the host closes it', () => {
    const data = inPricing();
    const next = sessionDeck(data, 'S1')[0]!;
    expect(run(recordDecision, data, decision(next._id, 'acc'), context(as('M1'), { now: at(22) }))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.pricingFirst,
    });
    const priced = applied(
      setTeamPrices,
      data,
      { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(4200), madeAt: at(22) },
      context(as('M1'), { now: at(22) }),
    );
    expect(priced.teams['T1']!.prices).toEqual({ '2': flat(4200) });
    expect(run(setTeamPrices, data, { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(9000) }, context(as('M1')))).toMatchObject({
      ok: false,
      reason: CAMPAIGN_MESSAGES.outOfBounds(2000, 6000),
    });
    expect(run(setTeamPrices, data, { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(4200) }, context(as('M2')))).toMatchObject({
      ok: false,
      reason: CAMPAIGN_MESSAGES.captainPrices,
    });
    const closed = applied(closePricing, priced, { sessionId: 'S1' }, context(ADMIN, { now: at(25) }));
    expect(run(recordDecision, closed, decision(next._id, 'acc'), context(as('M1'), { now: at(26) })).ok).toBe(true);
  });

  it('lets a team set only its own rates, for the week being played', () => {
    const data = inPricing();
    expect(run(setTeamPrices, data, { sessionId: 'S1', teamId: 'T2', week: 2, prices: flat(4000) }, context(as('M1')))).toMatchObject({ code: 'forbidden' });
    expect(run(setTeamPrices, data, { sessionId: 'S1', teamId: 'T1', week: 1, prices: flat(4000) }, context(as('M1')))).toMatchObject({
      reason: CAMPAIGN_MESSAGES.notPricingWeek,
    });
    expect(run(setTeamPrices, data, { sessionId: 'S1', teamId: 'T1', week: 3, prices: flat(4000) }, context(as('M1')))).toMatchObject({
      reason: CAMPAIGN_MESSAGES.notPricingWeek,
    });
  });

  it('counts rates set offline before the close when they arrive after it, and keeps the later of two sets whatever their order', () => {
    const data = inPricing();
    const newer = applied(
      setTeamPrices,
      data,
      { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(5000), madeAt: at(24) },
      context(as('M1'), { now: at(24) }),
    );
    const closed = applied(closePricing, newer, { sessionId: 'S1' }, context(ADMIN, { now: at(25) }));
    // The older set arrives last: it does not replace the newer one.
    expect(
      run(setTeamPrices, closed, { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(3000), madeAt: at(23) }, context(as('M1'), { now: at(30) })),
    ).toMatchObject({
      ok: false,
      reason: CAMPAIGN_MESSAGES.laterRatesStand,
    });
    expect(
      run(setTeamPrices, closed, { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(3000), madeAt: at(26) }, context(as('M1'), { now: at(30) })),
    ).toMatchObject({
      ok: false,
      reason: CAMPAIGN_MESSAGES.pricingMadeAfterClose,
    });
    // A repeat of the same rates is a duplicate, never a change.
    expect(
      run(setTeamPrices, closed, { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(5000), madeAt: at(24) }, context(as('M1'), { now: at(30) })),
    ).toEqual({
      ok: true,
      changes: [],
      duplicate: true,
    });
  });

  it('refuses rates that arrive once the room has seen the results, whatever time they claim', () => {
    const closed = applied(closePricing, inPricing(), { sessionId: 'S1' }, context(ADMIN, { now: at(25) }));
    const ended = applied(setSessionStatus, closed, { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: at(40) }));
    // The attacker read the best rates once they were revealed and dates them a moment before the close.
    const backdated = { sessionId: 'S1', teamId: 'T1', week: 2, prices: flat(5900), madeAt: at(24.99) };
    const shown = applied(updateSession, ended, { sessionId: 'S1', patch: { revealed: true } }, context(ADMIN, { now: at(41) }));
    expect(run(setTeamPrices, shown, backdated, context(as('M1'), { now: at(42) }))).toMatchObject({
      ok: false,
      reason: CAMPAIGN_MESSAGES.resultsOut,
      late: { teamId: 'T1', kind: 'rates', week: 2 },
    });
    // Or the grace after the end ran out: the same.
    expect(run(setTeamPrices, ended, backdated, context(as('M1'), { now: at(56) }))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.resultsOut });
    // Before the reveal, rates a tablet set before the close still count, as a tablet offline at the close sends them.
    expect(run(setTeamPrices, ended, backdated, context(as('M1'), { now: at(41) })).ok).toBe(true);
    // Revealed by the host before the end (the best rates with it): the same.
    const revealed = { ...closed, sessions: { ...closed.sessions, S1: { ...closed.sessions['S1']!, revealed: true } } };
    expect(run(setTeamPrices, revealed, backdated, context(as('M1'), { now: at(30) }))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.resultsOut });
  });

  it('is closed by the host once', () => {
    const data = applied(closePricing, inPricing(), { sessionId: 'S1' }, context(ADMIN, { now: at(25) }));
    expect(run(closePricing, data, { sessionId: 'S1' }, context(ADMIN))).toEqual({ ok: true, changes: [], duplicate: true });
    expect(run(closePricing, campaign(), { sessionId: 'S1' }, context(ADMIN))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.notPricingWeek });
  });
});

describe('Play Again in a campaign', () => {
  it('starts again from week 1 with its first forecast', () => {
    const before = campaign();
    const data = applied(setSessionStatus, opened(before), { sessionId: 'S1', status: 'rst' }, context(ADMIN, { now: at(30) }));
    expect(data.sessions['S1']).toMatchObject({ week: 1, closedWeeks: [], status: 'upcoming', occupancy: before.sessions['S1']!.occupancy });
    expect(sessionDeck(data, 'S1').map((s) => s._id)).toEqual(['A', 'B', 'C']);
  });
});

describe('drawWeek', () => {
  /** The seeded hotel with its written requests deleted: an empty week 1, upcoming. */
  const empty = () => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
    return ['A', 'B', 'C'].reduce((d, id) => applied(deleteScenario, d, { scenarioId: id }, context(ADMIN)), data);
  };

  it("deals a family's week into an empty week 1 with the family's forecast, or the host's own kept", () => {
    const data = applied(drawWeek, empty(), { sessionId: 'S1', family: 'resortWeekend' }, context(ADMIN, { newId: idsFrom('draw-1') }));
    const session = data.sessions['S1']!;
    expect(session.family).toBe('resortWeekend');
    const bands = WEEK_FAMILIES.find((f) => f.id === 'resortWeekend')!.forecast;
    expect(Number(session.occupancy.Sat)).toBeGreaterThanOrEqual(bands[6].min);
    const deck = sessionDeck(data, 'S1');
    expect(deck.length).toBeGreaterThanOrEqual(8);
    expect(deck.every((s) => s.week === 1 && s.sessionId === 'S1')).toBe(true);

    const kept = applied(drawWeek, empty(), { sessionId: 'S1', family: 'lowWeek', forecast: 'keep' }, context(ADMIN, { newId: idsFrom('draw-2') }));
    expect(kept.sessions['S1']!.occupancy).toEqual(seeded().sessions['S1']!.occupancy);
  });

  it('deals the same week on the device and the server for the same mutation, and draws again over a drawn week', () => {
    const args = { sessionId: 'S1', family: 'mix' };
    const device = applied(drawWeek, empty(), args, context(ADMIN, { newId: idsFrom('draw-3') }));
    const server = applied(drawWeek, empty(), args, context(ADMIN, { newId: idsFrom('draw-3') }));
    expect(server).toEqual(device);
    const again = applied(drawWeek, device, { sessionId: 'S1', family: 'citywideEvent' }, context(ADMIN, { newId: idsFrom('draw-4') }));
    expect(again.sessions['S1']!.family).toBe('citywideEvent');
    // The first draw's rows are gone: the week holds the second draw alone.
    expect(sessionDeck(again, 'S1').every((s) => !sessionDeck(device, 'S1').some((d) => d._id === s._id))).toBe(true);
  });

  it('never replaces requests the trainer wrote, nor a week that has started or been played', () => {
    const written = seeded();
    written.sessions['S1'] = { ...written.sessions['S1']!, status: 'upcoming' };
    expect(run(drawWeek, written, { sessionId: 'S1', family: 'lowWeek' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: CAMPAIGN_MESSAGES.drawOverWritten(3),
    });
    const drawn = applied(drawWeek, empty(), { sessionId: 'S1', family: 'lowWeek' }, context(ADMIN, { newId: idsFrom('draw-5') }));
    const live = applied(setSessionStatus, drawn, { sessionId: 'S1', status: 'live' }, context(ADMIN));
    expect(run(drawWeek, live, { sessionId: 'S1', family: 'lowWeek' }, context(ADMIN))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.drawBeforeStart });
    // Played, then Play Again: the round's decisions keep the drawn requests.
    const first = sessionDeck(live, 'S1')[0]!._id;
    const decided = applied(recordDecision, live, decision(first, 'acc'), context(as('M1')));
    const again = { ...decided, sessions: { ...decided.sessions, S1: { ...decided.sessions['S1']!, status: 'upcoming' as const } } };
    expect(run(drawWeek, again, { sessionId: 'S1', family: 'lowWeek' }, context(ADMIN))).toMatchObject({ ok: false, reason: CAMPAIGN_MESSAGES.drawOverPlayed });
  });

  it("is the host's alone", () => {
    expect(run(drawWeek, seeded(), { sessionId: 'S1', family: 'lowWeek' }, context(as('M1')))).toMatchObject({ ok: false });
  });
});
