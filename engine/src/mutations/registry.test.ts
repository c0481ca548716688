import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES } from './registry.js';
import { ADMIN, as, context, seeded } from '../testing/game-data.js';
import { commit, emptyGameData, idsFrom, randomFrom } from './model.js';
import { MUTATIONS, applyMutation, createdRow, describeChange, sessionOfMutation } from './registry.js';
import { describeIssue } from '../domain/common.js';
import { changeCatalogue } from './change-messages.js';
import { contactMessageSchema } from '../domain/site.js';

describe('the mutation registry', () => {
  it('has a mutation for every name the sync protocol allows', () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual([...MUTATION_NAMES].sort());
    for (const name of MUTATION_NAMES) expect(MUTATIONS[name].name).toBe(name);
  });

  it('parses the arguments and applies the mutation', () => {
    const r = applyMutation('recordDecision', seeded(), { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'acc', source: 'team' }, context(as('M1')));
    expect(r.ok).toBe(true);
  });

  it('refuses bad arguments with a message naming the field, never a throw', () => {
    expect(applyMutation('recordDecision', seeded(), { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'maybe' }, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: expect.stringMatching(/^decision: /),
    });
    expect(applyMutation('createSession', seeded(), null, context(ADMIN))).toMatchObject({ ok: false, code: 'invalid' });
    expect(applyMutation('nope' as never, seeded(), {}, context(ADMIN))).toEqual({ ok: false, code: 'invalid', reason: "Unknown mutation 'nope'" });
  });

  it('describes a root issue without a path', () => {
    const r = contactMessageSchema.safeParse('x');
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssue(r.error)).not.toMatch(/^: /);
    expect(describeIssue({ issues: [] } as never)).toBe('Invalid input');
  });
});

describe('sendContactMessage', () => {
  const page = { source: 'page', name: 'Meera', email: 'meera@example.com', message: 'We run 3 hotels in Indore.' };

  it('stores a contact page message', () => {
    const r = applyMutation('sendContactMessage', emptyGameData(), page, context({ kind: 'public' }));
    expect(r.ok && r.value).toMatchObject({ id: 'ID1', source: 'page', name: 'Meera', createdAt: '2026-11-22T09:00:00.000Z' });
  });

  it('stores a dialog message with its reason', () => {
    const r = applyMutation(
      'sendContactMessage',
      emptyGameData(),
      { ...page, source: 'dialog', reason: 'Sales Inquiry', company: 'Lakeview' },
      context({ kind: 'public' }),
    );
    expect(r.ok && r.value).toMatchObject({ reason: 'Sales Inquiry', company: 'Lakeview' });
  });

  it('treats a resent message id as a repeat', () => {
    const r = applyMutation('sendContactMessage', emptyGameData(), { ...page, id: 'C1' }, context({ kind: 'public' }));
    if (!r.ok) throw new Error(r.reason);
    const data = commit(emptyGameData(), r.changes);
    expect(applyMutation('sendContactMessage', data, { ...page, id: 'C1' }, context({ kind: 'public' }))).toEqual({ ok: true, changes: [], duplicate: true });
  });

  it('keeps the first message when another is sent under its id, and takes a later resend of the same one as a repeat', () => {
    const r = applyMutation('sendContactMessage', emptyGameData(), { ...page, id: 'C1' }, context({ kind: 'public' }));
    if (!r.ok) throw new Error(r.reason);
    const data = commit(emptyGameData(), r.changes);
    expect(applyMutation('sendContactMessage', data, { ...page, message: 'Replaced!', id: 'C1' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      code: 'id_taken',
    });
    expect(applyMutation('sendContactMessage', data, { ...page, id: 'C1' }, context({ kind: 'public' }, { now: '2026-11-23T10:00:00.000Z' }))).toEqual({
      ok: true,
      changes: [],
      duplicate: true,
    });
  });

  it('refuses a message without a reason from the dialog, a bad email, or an empty message', () => {
    expect(applyMutation('sendContactMessage', emptyGameData(), { ...page, source: 'dialog' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^reason: /),
    });
    expect(applyMutation('sendContactMessage', emptyGameData(), { ...page, email: 'nope' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      reason: 'email: Please enter a valid email address',
    });
    expect(applyMutation('sendContactMessage', emptyGameData(), { ...page, message: '   ' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      reason: 'message: message is required',
    });
  });
});

describe('sessionOfMutation', () => {
  /** A store that answers with what it was asked, so the test sees the path taken. */
  const lookup = {
    ofTeam: async (id: string) => `team ${id}`,
    ofRequest: async (id: string) => `request ${id}`,
    byCode: async (code: string) => `code ${code}`,
  };
  it('finds the session each mutation touches, without trusting the arguments', async () => {
    expect(await sessionOfMutation('recordDecision', { sessionId: 'S1' }, lookup)).toBe('S1');
    expect(await sessionOfMutation('editScenario', { scenarioId: 'A' }, lookup)).toBe('request A');
    expect(await sessionOfMutation('deleteScenario', {}, lookup)).toBeNull();
    expect(await sessionOfMutation('markTeamReady', { teamId: 'T1' }, lookup)).toBe('team T1');
    expect(await sessionOfMutation('addMember', { sessionCode: 'abc234' }, lookup)).toBe('code abc234');
    expect(await sessionOfMutation('addMember', { sessionCode: 5 }, lookup)).toBeNull();
    expect(await sessionOfMutation('createSession', { sessionId: 'S1' }, lookup)).toBeNull();
    expect(await sessionOfMutation('sendContactMessage', {}, lookup)).toBeNull();
    expect(await sessionOfMutation('shuffleTeams', null, lookup)).toBeNull();
    expect(await sessionOfMutation('shuffleTeams', { sessionId: 'x'.repeat(65) }, lookup)).toBeNull();
  });
});

describe('createdRow', () => {
  it('names the table of the row a create names, and the id when the arguments give one', () => {
    expect(createdRow('recordDecision', { id: 'D1' })).toEqual({ table: 'decisions', id: 'D1' });
    expect(createdRow('createSession', {})).toEqual({ table: 'sessions', id: null });
    expect(createdRow('cloneSession', { id: 'S9' })).toEqual({ table: 'sessions', id: 'S9' });
    expect(createdRow('sendContactMessage', { id: 'C1' })).toEqual({ table: 'contactMessages', id: 'C1' });
    expect(createdRow('addMember', { id: 42 })).toEqual({ table: 'members', id: null });
    expect(createdRow('renameTeam', { id: 'T1' })).toBeNull();
  });
});

describe('describing a change for the user', () => {
  it('names a decision by its request, and a timer decline as the timer’s', () => {
    expect(describeChange('recordDecision', { decision: 'acc' }, 'Sharma Wedding')).toEqual({ id: 'change.accept', args: { request: 'Sharma Wedding' } });
    expect(describeChange('recordDecision', { decision: 'dec', source: 'timer' }, 'Sharma Wedding')).toEqual({
      id: 'change.timedOut',
      args: { request: 'Sharma Wedding' },
    });
    expect(describeChange('recordDecision', { decision: 'dec' })).toEqual({ id: 'change.declineUnnamed' });
  });

  it('says something of its own for every mutation, each a message of the table with the arguments it names, and names one it does not know', () => {
    const said = MUTATION_NAMES.map((name) => describeChange(name, {}));
    expect(new Set(said.map((s) => s.id)).size).toBe(MUTATION_NAMES.length);
    const catalogue = changeCatalogue();
    for (const name of MUTATION_NAMES)
      for (const args of [{}, { name: 'Kapoor', reservationName: 'Kapoor', from: 2, week: 3, teams: 4, rows: [{}], status: 'live', decision: 'acc' }]) {
        const part = describeChange(name, args, 'Kapoor');
        expect(catalogue[part.id], `${name}: ${part.id}`).toBeDefined();
        const placeholders = [...catalogue[part.id]!.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
        expect(Object.keys(part.args ?? {}).sort(), `${name}: ${part.id}`).toEqual(placeholders);
      }
    expect(said.some((s) => s.id === 'change.unknown')).toBe(false);
    expect(describeChange('renameHotel', null)).toEqual({ id: 'change.unknown', args: { name: 'renameHotel' } });
    expect(describeChange('toString', {})).toEqual({ id: 'change.unknown', args: { name: 'toString' } });
  });

  it('takes names from the arguments, trimmed and never unbounded', () => {
    expect(describeChange('addScenario', { reservationName: '  Mehta Anniversary ' })).toEqual({
      id: 'change.addScenario',
      args: { name: 'Mehta Anniversary' },
    });
    expect(describeChange('editScenario', { patch: { reservationName: 'Mehta Anniversary' } }).args).toEqual({ name: 'Mehta Anniversary' });
    expect(describeChange('importScenarios', { rows: [{}, {}, {}] })).toEqual({ id: 'change.importScenarios', args: { count: 3 } });
    expect(String(describeChange('addMember', { name: 'x'.repeat(500) }).args?.['name']).length).toBeLessThanOrEqual(80);
    expect(describeChange('createSession', { sessionData: { name: 'Diwali Week' } })).toEqual({ id: 'change.createSession', args: { name: 'Diwali Week' } });
    expect(describeChange('renameTeam', { name: '   ' })).toEqual({ id: 'change.renameTeamUnnamed' });
  });
});

describe('ids derived from a mutation', () => {
  it('names the same rows alike however often the mutation is applied', () => {
    const a = idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW');
    const b = idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW');
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW')()).toBe('01JD3ZQ8X6T2N5M7K9P4R2S6VW-1');
  });
});

describe('a random source seeded by a mutation', () => {
  it('draws the same numbers for the same id, in 0..1, and others for another id', () => {
    const a = randomFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW');
    const b = randomFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW');
    const drawn = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(drawn);
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(randomFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VX')()).not.toBe(drawn[0]);
  });
});
