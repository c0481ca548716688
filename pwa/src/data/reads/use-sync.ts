/**
 * What every screen reads of sync: the status, the changes waiting or refused,
 * and the ways to sync now or follow a session. `SyncProvider` (in `app/`)
 * fills it once the sync runtime has loaded; until then it reads as online
 * with nothing waiting, the same on the server's prerender and on the device.
 */
import { createContext, useContext } from 'react';
import type { SyncStatus } from '../sync/sync-engine.js';

export interface SyncState {
  status: SyncStatus;
  /** While the server cannot be reached: when the next try is due (ms since the epoch). */
  retryAt: number | null;
  /** Changes on this device that the server has not acknowledged. */
  pending: number;
  /** Changes the server refused for good, listed for the user to retry or discard. */
  unsaved: number;
  /** Opens the list of changes that could not be saved. It lives in the provider, not in a screen, so a screen that reloads its data under it does not close it. */
  showUnsaved: () => void;
  syncNow: () => void;
  /** Follows a session live: its event stream, with 1 s polling while the stream is down. Answers the way to stop. */
  watch: (sessionId: string) => () => void;
}

export const SyncContext = createContext<SyncState>({
  status: 'online',
  retryAt: null,
  pending: 0,
  unsaved: 0,
  showUnsaved: () => {},
  syncNow: () => {},
  watch: () => () => {},
});

export function useSync(): SyncState {
  return useContext(SyncContext);
}
