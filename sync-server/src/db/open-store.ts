/** The store the configuration names: PostgreSQL for a `postgres://` DATABASE_URL, otherwise the SQLite file at DATABASE_PATH. */
import { openDatabase } from './sqlite/connection.js';
import { openPostgresStore } from './postgres/store.js';
import { sqliteStore } from './sqlite/store.js';
import type { Store } from './store.js';

export interface StoreConfig {
  databaseUrl: string | null;
  databasePath: string;
  databasePoolSize?: number;
}

export async function openStore(config: StoreConfig, options: { name?: string; log?: (line: string) => void } = {}): Promise<Store> {
  if (config.databaseUrl)
    return openPostgresStore(config.databaseUrl, { ...(config.databasePoolSize !== undefined ? { max: config.databasePoolSize } : {}), ...options });
  return sqliteStore(openDatabase(config.databasePath, options.log ? { log: options.log } : {}), config.databasePath);
}
