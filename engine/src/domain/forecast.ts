/** A night's forecast as the rules read it: free of zod, as play and the house policies read it on a player's device. */

/** A night's forecast occupancy as a number in 0..100; an unreadable one counts as 0, as the demand and the house policies read it. */
export function forecastPercent(text: string | undefined): number {
  const value = Number(text);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
