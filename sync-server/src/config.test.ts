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

describe('limits and proxies', () => {
  it('trusts no proxy and keeps every default limit unless told', () => {
    expect(readConfig({} as NodeJS.ProcessEnv)).toMatchObject({ trustProxy: 0, limits: {}, joinPerAddress: 300 });
  });

  it('reads TRUST_PROXY and every limit by its own name', () => {
    const config = readConfig({
      TRUST_PROXY: '1',
      LIMIT_WINDOW_MINUTES: '10',
      LOGIN_LIMIT_PER_ACCOUNT: '30',
      ADMIN_LOGIN_LIMIT_PER_ADDRESS: '500',
      JOIN_LIMIT_PER_ADDRESS: '3000',
      CONTACT_LIMIT_PER_ADDRESS: '60',
      REVIEW_LIMIT_PER_ADDRESS: '600',
      PUSH_LIMIT_PER_MINUTE: '2400',
      STREAMS_PER_SIGN_IN: '20',
      STREAMS_PER_ADDRESS: '3000',
    } as NodeJS.ProcessEnv);
    expect(config).toMatchObject({
      trustProxy: 1,
      joinPerAddress: 3000,
      limits: {
        windowMs: 600_000,
        loginPerWindow: 30,
        adminLoginPerAddress: 500,
        contactPerWindow: 60,
        reviewPerWindow: 600,
        pushPerMinute: 2400,
        streamsPerToken: 20,
        streamsPerAddress: 3000,
      },
    });
  });

  it('says at start what is wrong with a value', () => {
    expect(() => readConfig({ TRUST_PROXY: 'yes' } as NodeJS.ProcessEnv)).toThrow("TRUST_PROXY must be a whole number from 0 to 10, not 'yes'");
    expect(() => readConfig({ ADMIN_LOGIN_LIMIT_PER_ADDRESS: '0' } as NodeJS.ProcessEnv)).toThrow(
      "ADMIN_LOGIN_LIMIT_PER_ADDRESS must be a whole number from 1 to 1000000, not '0'",
    );
  });
});
