import { describe, expect, it } from 'vitest';
import { describeIn, PLAY_MUTATIONS } from '@front-desk-rm/engine/mutations';
import { spoken } from '../../i18n/spoken.js';
import { loadEveryMessage } from '../../i18n/i18n.js';
import { loadedMutations, mutationsFor } from './loaded-mutations.js';

describe('the mutations a device has loaded', () => {
  it("are a player's until a host's change needs the rest, which then stay", async () => {
    expect(loadedMutations()).toBe(PLAY_MUTATIONS);
    expect(Object.hasOwn(loadedMutations(), 'drawWeek')).toBe(false);
    expect(await mutationsFor(['recordDecision', 'markTeamReady'])).toBe(PLAY_MUTATIONS);
    const all = await mutationsFor(['recordDecision', 'cloneSession']);
    expect(Object.hasOwn(all, 'cloneSession')).toBe(true);
    expect(Object.hasOwn(all, 'recordDecision')).toBe(true);
    expect(loadedMutations()).toBe(all);
    // A name no release knows stays unknown, and is said as such.
    expect(Object.hasOwn(await mutationsFor(['renameHotel']), 'renameHotel')).toBe(false);
  });

  it('name a refused change in the language spoken', async () => {
    await loadEveryMessage('de');
    const table = await mutationsFor(['importScenarios']);
    expect(spoken('', describeIn(table, 'recordDecision', { decision: 'acc' }, 'Sharma Wedding'))).toBe('„Sharma Wedding“ annehmen');
    expect(spoken('', describeIn(table, 'importScenarios', { rows: [{}] }))).toBe('1 Buchungsanfrage importieren');
    expect(spoken('', describeIn(table, 'renameHotel', {}))).toBe('Eine Änderung, die diese App nicht kennt („renameHotel“)');
    await loadEveryMessage('en');
    expect(spoken('', describeIn(table, 'importScenarios', { rows: [{}, {}] }))).toBe('Import 2 booking requests');
  });

  it("say a refusal the device's rules gave in the language spoken, though the caller kept only its English", async () => {
    await loadEveryMessage('de');
    const negative = spoken('noOfRoom: must not be negative');
    expect(negative.startsWith('noOfRoom')).toBe(true);
    expect(negative).not.toContain('must not be negative');
    expect(spoken('Choose another team to merge into')).not.toBe('Choose another team to merge into');
    // Words no table holds (a library's own) are said as they came.
    expect(spoken('Unexpected token } in JSON at position 12')).toBe('Unexpected token } in JSON at position 12');
    await loadEveryMessage('en');
    expect(spoken('noOfRoom: must not be negative')).toBe('noOfRoom: must not be negative');
  });
});
