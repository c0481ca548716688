import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { as, context, seeded } from '../../testing/game-data.js';
import { MUTATIONS, MUTATION_NAMES, applyMutation, mutationVersions, upcastMutation, versionRange } from '../registry.js';
import { OLD_VERSIONS } from './upcast.js';

const v1Decision = { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'dec' };

describe('mutation versions', () => {
  it('reads recordDecision from version 1 to 2, and every other mutation at version 1', () => {
    expect(versionRange('recordDecision')).toEqual({ oldest: 1, newest: 2 });
    const all = mutationVersions();
    for (const name of MUTATION_NAMES) if (name !== 'recordDecision') expect(all[name]).toEqual({ oldest: 1, newest: 1 });
  });

  it('keeps, for every mutation, each old version from its oldest up to the one it applies, with the day it was replaced', () => {
    for (const name of MUTATION_NAMES) {
      const old = OLD_VERSIONS.filter((o) => o.name === name).map((o) => o.v);
      const { oldest, newest } = versionRange(name);
      expect(old, name).toEqual(Array.from({ length: newest - oldest }, (_, i) => oldest + i));
    }
    for (const o of OLD_VERSIONS) {
      expect(o.replacedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(MUTATION_NAMES, `${o.name} is a mutation`).toContain(o.name);
    }
  });

  it("upcasts a version 1 decision (yesterday's app) to version 2 as the team's, which the mutation then applies", () => {
    const up = upcastMutation('recordDecision', undefined, v1Decision);
    expect(up).toEqual({ ok: true, name: 'recordDecision', args: { ...v1Decision, source: 'team' }, from: 1, to: 2 });
    const applied = applyMutation('recordDecision', seeded(), up.ok && up.args, context(as('M1')));
    expect(applied.ok && applied.changes[0]).toMatchObject({ row: { scenarioId: 'A', decision: 'dec', source: 'team' } });
  });

  it('passes the current version through untouched', () => {
    const v2 = { ...v1Decision, source: 'timer' };
    expect(upcastMutation('recordDecision', 2, v2)).toMatchObject({ ok: true, args: v2, from: 2 });
    expect(upcastMutation('addMember', 1, { any: 'thing' })).toMatchObject({ ok: true, args: { any: 'thing' } });
  });

  it('answers a name or version it does not read as unsupported (not final), and old arguments that do not fit their own version as invalid', () => {
    expect(upcastMutation('renameHotel', 1, {})).toEqual({ ok: false, kind: 'unsupported', reason: "This server does not know the change 'renameHotel'" });
    expect(upcastMutation('recordDecision', 999, v1Decision)).toMatchObject({
      ok: false,
      kind: 'unsupported',
      reason: "'recordDecision' version 999 is newer than this server reads (up to 2)",
    });
    expect(upcastMutation('recordDecision', 0, v1Decision)).toMatchObject({ ok: false, kind: 'unsupported' });
    expect(upcastMutation('recordDecision', 1, { ...v1Decision, decision: 'maybe' })).toMatchObject({
      ok: false,
      kind: 'invalid',
      reason: expect.stringMatching(/^decision: /),
    });
  });

  it('reads no newer version than a cap allows (a server holding to an older release)', () => {
    expect(upcastMutation('recordDecision', 2, { ...v1Decision, source: 'team' }, 1)).toMatchObject({
      ok: false,
      kind: 'unsupported',
      reason: "'recordDecision' version 2 is newer than this server reads (up to 1)",
    });
    expect(upcastMutation('recordDecision', 1, v1Decision, 1)).toMatchObject({ ok: true, args: { source: 'team' } });
  });

  it('turns every valid version 1 decision into arguments version 2 accepts, keeping every field it had', () => {
    const id = fc.stringMatching(/^[A-Z0-9]{1,26}$/);
    fc.assert(
      fc.property(
        fc.record({ id: fc.option(id, { nil: undefined }), sessionId: id, teamId: id, scenarioId: id, decision: fc.constantFrom('acc', 'dec') }),
        (v1) => {
          const up = upcastMutation('recordDecision', 1, v1);
          if (!up.ok) return false;
          const parsed = MUTATIONS.recordDecision.args.safeParse(up.args);
          return (
            parsed.success &&
            parsed.data.source === 'team' &&
            parsed.data.scenarioId === v1.scenarioId &&
            parsed.data.decision === v1.decision &&
            parsed.data.id === v1.id
          );
        },
      ),
    );
  });
});
