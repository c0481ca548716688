/** The decisions a game screen shows against the ones the device's store holds. */

/**
 * How long the screen waits for the device's store to show a decision this
 * screen has already written, before it takes the store's word that the
 * decision is gone (the server refused it). A live query catches up within a
 * few hundred milliseconds even on a loaded tablet.
 */
export const STORE_CATCH_UP_MS = 1500;

/** How the decisions on screen stand against the store's: the store ahead (a teammate, the server's winner) or behind (still catching up). */
export function compareDecided(stored: readonly { scenarioId: string; decision: string }[], shown: Readonly<Record<string, string>>): { ahead: boolean; behind: boolean } {
  const inStore = new Map(stored.map((d) => [d.scenarioId, d.decision]));
  return {
    ahead: [...inStore].some(([id, d]) => shown[id] !== d),
    behind: Object.keys(shown).some((id) => !inStore.has(id)),
  };
}
