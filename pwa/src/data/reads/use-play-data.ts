/** What the lobby and the game screen show (`loadPlayData`), live: undefined while the device is read. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/local-db.js';
import { loadPlayData, type PlayData } from './play-data.js';

export function usePlayData(): PlayData | undefined {
  return useLiveQuery(() => loadPlayData(db), []);
}
