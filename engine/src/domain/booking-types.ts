/** The kinds of booking request and what one pays per room-night: free of zod, as the booking card reads them on first paint. */

export const SCENARIO_TYPES = ['RoomOnly', 'BanquetOnly', 'RoomAndBanquet'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

/** A booking type in words, as every screen and the report show it; the codes stay in the data and the API. */
export const BOOKING_TYPE_LABELS: Record<ScenarioType, string> = { RoomOnly: 'Rooms only', BanquetOnly: 'Banquet only', RoomAndBanquet: 'Rooms and banquet' };

/**
 * What a rooms-only request pays per room-night, the figure a revenue manager sets against the night's rate; null for a
 * request with a banquet, whose total mixes the hall in, and for one with no room-nights.
 */
export function ratePerRoomNight(s: { type: ScenarioType; noOfRoom: number; roomNights: number; totalRate: number }): number | null {
  if (s.type !== 'RoomOnly' || s.noOfRoom <= 0 || s.roomNights <= 0) return null;
  return s.totalRate / (s.noOfRoom * s.roomNights);
}
