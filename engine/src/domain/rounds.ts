/**
 * Which round and week a session is on, read from its plain fields: free of zod
 * (like defaults.ts), so a player's first screen needs none of the API's schemas.
 */

/** The week a session is playing (1 when it is not a campaign). */
export function currentWeek(session: { week?: number | undefined }): number {
  return session.week ?? 1;
}

/** How many weeks the session runs (1 when it is not a campaign). */
export function campaignLength(session: { weeks?: number | undefined }): number {
  return session.weeks ?? 1;
}

/** Whether week `week` of the session opens with a pricing round. */
export function isPricingWeek(session: { pricingWeeks?: readonly number[] | undefined }, week: number): boolean {
  return session.pricingWeeks?.includes(week) ?? false;
}

/** The current week is in its pricing round: a pricing week, started, and not yet closed by the host (decisions wait for it). */
export function inPricingRound(session: {
  status: string;
  week?: number | undefined;
  pricingWeeks?: readonly number[] | undefined;
  pricingClosedAt?: string | null | undefined;
}): boolean {
  return session.status === 'live' && isPricingWeek(session, currentWeek(session)) && !session.pricingClosedAt;
}

/**
 * What a device remembers a started game by: the session, and from Play Again
 * on its round, so a tablet greets a new round with the welcome instead of
 * going on where the last round stopped. Round 1 is the session id alone, as
 * devices stored it before rounds.
 */
export function playKey(session: { id: string; round?: number | undefined; week?: number | undefined }): string {
  const round = (session.round ?? 1) > 1 ? `${session.id}#${session.round}` : session.id;
  // A campaign's next week is a new game on the tablet too: it greets it with the welcome.
  return (session.week ?? 1) > 1 ? `${round}@${session.week}` : round;
}
