/** Defaults the specification gives (docs/rules.md §9), kept free of zod so play rules stay light. */
export const DEFAULT_TEAM_SIZE = 4;
export const DEFAULT_ROOM_COUNT = 5;

/** How long a team has to decide a booking request before it is declined for them (docs/rules.md §4). */
export const BOOKING_SECONDS = 60;
