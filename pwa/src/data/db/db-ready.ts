/** Opens the device's database once (upgrading or rebuilding it as `open-db` says); every caller shares the result. */
import { db } from './local-db.js';
import { openLocalDb, type OpenOutcome } from './open-db.js';

let opening: Promise<OpenOutcome> | null = null;

export function localDbReady(): Promise<OpenOutcome> {
  opening ??= openLocalDb(db);
  return opening;
}
