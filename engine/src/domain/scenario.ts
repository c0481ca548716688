/** Booking requests (scenarios) and the add-scenario form (docs/rules.md §3, §5). */
import { z } from 'zod';
import { DAY_NAMES, dayIndex, type DayName } from './days.js';
import { SCENARIO_TYPES, type ScenarioType } from './booking-types.js';
import { cleanName, idSchema, numeric } from './common.js';

/** A day in any spelling, stored as its full name. */
export const dayNameSchema = z
  .string({ error: 'Check-in day is required' })
  .trim()
  .min(1, 'Check-in day is required')
  .refine((d) => dayIndex(d) !== null, 'Check-in day must be a day of the week')
  .transform((d) => DAY_NAMES[dayIndex(d)!]!);

/** The spec also mentions "a rooms-only type" by another name: accept the plain spellings as RoomOnly. */
const TYPE_ALIASES: Record<string, ScenarioType> = { room: 'RoomOnly', rooms: 'RoomOnly', roomsonly: 'RoomOnly' };
export const scenarioTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (TYPE_ALIASES[v.trim().toLowerCase()] ?? v.trim()) : v),
  z.enum(SCENARIO_TYPES, { error: 'type must be RoomOnly, BanquetOnly or RoomAndBanquet' }),
);

/** A week holds seven nights; a longer stay would sell the same room-night twice. */
export const MAX_ROOM_NIGHTS = 7;

/** At most this many scenarios come in from one file. */
export const MAX_IMPORT_ROWS = 500;

export const roomNightsSchema = numeric('Room nights is required').pipe(
  z.number().int('Room nights must be a whole number').min(1, 'Room nights is required').max(MAX_ROOM_NIGHTS, 'Room nights must be between 1 and 7'),
);

/** Optional counts arrive as '' or a number-like string; '' means none. */
export const optionalCountSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must not be negative').max(500, 'must be at most 500'),
);

export const rateTypeListSchema = z
  .array(z.string().trim().min(1).max(80), { error: 'At least one rate type is required' })
  .min(1, 'At least one rate type is required')
  .max(20);

export const scenarioSchema = z.object({
  _id: idSchema,
  sessionId: idSchema,
  reservationName: z.string(),
  description: z.string(),
  type: z.enum(SCENARIO_TYPES),
  checkInDay: z.string() as z.ZodType<DayName>,
  roomNights: z.number().int().min(1).max(MAX_ROOM_NIGHTS),
  noOfRoom: z.number().int().min(0),
  noOfBanquet: z.number().int().min(0),
  rateType: z.array(z.string()),
  totalRate: z.number().min(0),
  createdAt: z.string(),
  /** Where the host put the request in the deck (`reorderDeck`); absent, it follows creation order after every placed one (`orderDeck`). */
  position: z.number().int().min(0).optional(),
  /** A campaign's week the request belongs to (issue 36); absent reads as week 1. */
  week: z.number().int().min(1).optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** What play and replay need of a scenario. */
export type PlayScenario = Pick<Scenario, '_id' | 'type' | 'checkInDay' | 'roomNights' | 'noOfRoom' | 'noOfBanquet' | 'rateType' | 'totalRate'>;

/**
 * The fields that define a scenario, as the add and edit calls and the import carry
 * them. `totalRate` is optional: when absent it is computed from the session's rates.
 */
export const scenarioFieldsSchema = z.object({
  reservationName: z.string().transform(cleanName).pipe(z.string().max(120, 'reservation name is too long (at most 120 characters)')).optional(),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(500),
  type: scenarioTypeSchema,
  checkInDay: dayNameSchema,
  roomNights: roomNightsSchema,
  noOfRoom: optionalCountSchema,
  noOfBanquet: optionalCountSchema,
  rateType: rateTypeListSchema,
  totalRate: numeric('totalRate must be a number').pipe(z.number().min(0, 'totalRate must not be negative')).optional(),
});
export type ScenarioFields = z.infer<typeof scenarioFieldsSchema>;

/** Body of `POST /api/session/addScenario`. */
export const addScenarioBodySchema = scenarioFieldsSchema.extend({ sessionId: idSchema });
export type AddScenarioBody = z.infer<typeof addScenarioBodySchema>;

/** The add-scenario form as the dialog holds it (inputs are strings). */
export interface AddScenarioForm {
  reservationName: string;
  bookingType: ScenarioType;
  rateType: string[];
  noOfRoom: string;
  roomNights: string;
  noOfBanquet: string;
  checkInDay: string;
  description: string;
  /** How a rooms-and-banquet request is priced; see `scenarioTotal`. */
  pricing?: 'package' | 'product';
  /** The total the group negotiated, in place of the calculated one; '' to calculate. */
  negotiatedTotal?: string;
}

/** The form's count messages, beyond the specification's. */
export const SCENARIO_FORM_MESSAGES = {
  roomsRequired: 'Enter the number of rooms: a whole number, at least 1',
  banquetsRequired: 'Enter the number of banquets: a whole number, at least 1',
} as const;

export const addScenarioFormSchema = z
  .object({
    reservationName: z.string().trim().min(1, 'Reservation name is required'),
    bookingType: z.enum(SCENARIO_TYPES),
    rateType: z.array(z.string()).min(1, 'At least one rate type is required'),
    noOfRoom: z.string(),
    roomNights: z.string().trim().min(1, 'Room nights is required'),
    noOfBanquet: z.string(),
    checkInDay: z.string().trim().min(1, 'Check-in day is required'),
    description: z.string().trim().min(1, 'Description is required'),
    pricing: z.enum(['package', 'product']).optional(),
    negotiatedTotal: z
      .string()
      .optional()
      .refine((v) => v === undefined || v.trim() === '' || (Number.isFinite(Number(v)) && Number(v) > 0), 'The negotiated total must be a positive amount'),
  })
  .superRefine((form, ctx) => {
    // An empty count read as 0 gave "4 rooms and 0 banquet": a request books at least one of what its type names.
    const atLeastOne = (text: string) => /^\s*[0-9]+\s*$/.test(text) && Number(text) >= 1;
    if (form.bookingType !== 'BanquetOnly' && !atLeastOne(form.noOfRoom))
      ctx.addIssue({ code: 'custom', path: ['noOfRoom'], message: SCENARIO_FORM_MESSAGES.roomsRequired });
    if (form.bookingType !== 'RoomOnly' && !atLeastOne(form.noOfBanquet))
      ctx.addIssue({ code: 'custom', path: ['noOfBanquet'], message: SCENARIO_FORM_MESSAGES.banquetsRequired });
  });
