/** Who this device is signed in as, live: undefined while the device is read, null when no one is. */
import { useLiveQuery } from 'dexie-react-hooks';
import { readIdentity, type Identity } from '../db/identity.js';
import { db } from '../db/local-db.js';

export function useIdentity(): Identity | null | undefined {
  return useLiveQuery(() => readIdentity(db), [], undefined);
}
