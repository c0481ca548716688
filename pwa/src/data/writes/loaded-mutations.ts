/**
 * The mutations this device can apply now: a player's always (they come with
 * the game), the host's once a host screen or a queued host change needs them
 * (issue 54's budget for a player's first trip: a tablet that only plays
 * never fetches a session's cloning or a week's families). Load before a Dexie
 * transaction, never inside one: a transaction ends at the first await that
 * is not Dexie's.
 */
import { messageRef, PLAY_MUTATIONS, type MutationTable } from '@front-desk-rm/engine/mutations';
import { loadMessages } from '../../i18n/i18n.js';
import { nameMessagesWith } from '../../i18n/spoken.js';

// The rules' tables come with the mutations: from now on a refusal's words are said in the device's language, from
// the catalogue that comes with them (the specification's texts alone come with every page).
nameMessagesWith(messageRef);
const rulesSpoken = loadMessages('data/writes').catch(() => undefined);

let table: MutationTable = PLAY_MUTATIONS;

/** The table as loaded so far. */
export function loadedMutations(): MutationTable {
  return table;
}

/** The table, with the host's mutations loaded when any of `names` is not a player's. A name no release knows loads them once and stays unknown. */
export async function mutationsFor(names: Iterable<string>): Promise<MutationTable> {
  // A refusal the rules give next is said in the device's language, not in English while its words arrive.
  await rulesSpoken;
  for (const name of names)
    if (!Object.hasOwn(table, name)) {
      table = (await import('@front-desk-rm/engine/mutations/registry')).MUTATIONS;
      break;
    }
  return table;
}
