/**
 * Whether this device has a local database yet, asked without loading Dexie,
 * and a signal for the moment something first needs it. A first visit to the
 * login or a site page never opens the database: the sync runtime and Dexie
 * load only once the device holds data or a screen imports the store.
 */
export const LOCAL_DB_NAME = 'front-desk-rm';

let wanted = false;
const listeners = new Set<() => void>();

/** True when the database exists, or when the browser cannot tell (then the store is opened as before). */
export async function localDbExists(name = LOCAL_DB_NAME): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const list = await indexedDB.databases();
    return list.some((d) => d.name === name);
  } catch {
    return true;
  }
}

/** Called when the store's module loads: whoever imported it is about to read or write. */
export function markLocalDbWanted(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once the store is first wanted (at once if it already is); answers the way to stop listening. */
export function whenLocalDbWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
