import { describe, expect, it, vi } from 'vitest';
import { localDbExists } from './db-presence.js';

describe('db-presence', () => {
  it('tells a device with no database from one with it, without opening one', async () => {
    const name = `presence-${Math.random()}`;
    expect(await localDbExists(name)).toBe(false);
    // Asking did not create it.
    expect(await localDbExists(name)).toBe(false);
    const { FrontDeskDb } = await import('./db.js');
    const db = new FrontDeskDb(name);
    await db.open();
    expect(await localDbExists(name)).toBe(true);
    db.close();
  });

  it('wakes a waiting listener once, when the store module is first imported, and at once after that', async () => {
    // A module registry of its own: the suite runs its files in one process, so another file may have loaded the store.
    vi.resetModules();
    const { whenLocalDbWanted } = await import('./db-presence.js');
    const waiting = vi.fn();
    const stop = whenLocalDbWanted(waiting);
    expect(waiting).not.toHaveBeenCalled();
    await import('./local-db.js');
    expect(waiting).toHaveBeenCalledTimes(1);
    stop();
    const late = vi.fn();
    whenLocalDbWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
    await import('./local-db.js');
    expect(waiting).toHaveBeenCalledTimes(1);
  });
});
