import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('the store the configuration names', () => {
  it('is the SQLite file at DATABASE_PATH when DATABASE_URL is unset or empty', () => {
    expect(readConfig({} as NodeJS.ProcessEnv)).toMatchObject({ databaseUrl: null, databasePath: './data/app.db', databasePoolSize: 20 });
    expect(readConfig({ DATABASE_URL: '  ', DATABASE_PATH: '/srv/fdrm.db' } as NodeJS.ProcessEnv)).toMatchObject({
      databaseUrl: null,
      databasePath: '/srv/fdrm.db',
    });
  });

  it('is PostgreSQL for a postgres:// or postgresql:// address, with its pool size', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://fd:secret@db.internal:5432/frontdesk', DATABASE_POOL_SIZE: '8' } as NodeJS.ProcessEnv)).toMatchObject({
      databaseUrl: 'postgres://fd:secret@db.internal:5432/frontdesk',
      databasePoolSize: 8,
    });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/frontdesk' } as NodeJS.ProcessEnv).databaseUrl).toBe('postgresql://db/frontdesk');
  });

  it('refuses any other address at start, naming its scheme but never its password', () => {
    const read = () => readConfig({ DATABASE_URL: 'mysql://fd:secret@db/frontdesk' } as NodeJS.ProcessEnv);
    expect(read).toThrow("DATABASE_URL must be a postgres:// address (or unset, for the SQLite file at DATABASE_PATH), not 'mysql:...'");
    expect(read).not.toThrow(/secret/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' } as NodeJS.ProcessEnv)).toThrow("DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not '0'");
  });
});
