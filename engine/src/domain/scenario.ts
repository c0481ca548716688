/** Booking requests (scenarios) and the add-scenario form (docs/rules.md §3, §5). */
import { z } from 'zod';
import { DAY_NAMES, dayIndex, type DayName } from './days.js';
import { SCENARIO_TYPES, type ScenarioType } from './booking-types.js';
import { cleanName, idSchema, numeric } from './common.js';
import { MESSAGES } from './messages.js';

/**
 * What a booking request's fields are refused with, beyond the specification's
 * texts (`MESSAGES`): an import's line and the API say them, and each device says
 * them in its own language (issue 54).
 */
export const SCENARIO_FIELD_MESSAGES = {
  checkInDayWeekday: 'Check-in day must be a day of the week',
  typeUnknown: 'type must be RoomOnly, BanquetOnly or RoomAndBanquet',
  roomNightsWhole: 'Room nights must be a whole number',
  roomNightsRange: 'Room nights must be between 1 and 7',
  wholeNumber: 'must be a whole number',
  notNegative: 'must not be negative',
  atMost500: 'must be at most 500',
  nameTooLong: 'reservation name is too long (at most 120 characters)',
  totalNumber: 'totalRate must be a number',
  totalNotNegative: 'totalRate must not be negative',
  negotiatedPositive: 'The negotiated total must be a positive amount',
} as const;

/** A day in any spelling, stored as its full name. */
export const dayNameSchema = z
  .string({ error: MESSAGES.checkInDayRequired })
  .trim()
  .min(1, MESSAGES.checkInDayRequired)
  .refine((d) => dayIndex(d) !== null, SCENARIO_FIELD_MESSAGES.checkInDayWeekday)
  .transform((d) => DAY_NAMES[dayIndex(d)!]!);

/** The spec also mentions "a rooms-only type" by another name: accept the plain spellings as RoomOnly. */
const TYPE_ALIASES: Record<string, ScenarioType> = { room: 'RoomOnly', rooms: 'RoomOnly', roomsonly: 'RoomOnly' };
export const scenarioTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (TYPE_ALIASES[v.trim().toLowerCase()] ?? v.trim()) : v),
  z.enum(SCENARIO_TYPES, { error: SCENARIO_FIELD_MESSAGES.typeUnknown }),
);

/** Why a scenario file cannot be read, each said in the device's language (issue 54). */
export const SCENARIO_FILE_MESSAGES = {
  notJson: 'The file is not valid JSON',
  notArray: 'The JSON file must hold an array of scenarios',
  expectedArray: 'expected an array',
  notObject: 'each scenario must be an object',
  csvUnreadable: 'The CSV file could not be read',
} as const;

/** A week holds seven nights; a longer stay would sell the same room-night twice. */
export const MAX_ROOM_NIGHTS = 7;

/** At most this many scenarios come in from one file. */
export const MAX_IMPORT_ROWS = 500;

export const roomNightsSchema = numeric(MESSAGES.roomNightsRequired).pipe(
  z.number().int(SCENARIO_FIELD_MESSAGES.roomNightsWhole).min(1, MESSAGES.roomNightsRequired).max(MAX_ROOM_NIGHTS, SCENARIO_FIELD_MESSAGES.roomNightsRange),
);

/** Optional counts arrive as '' or a number-like string; '' means none. */
export const optionalCountSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: SCENARIO_FIELD_MESSAGES.wholeNumber })
    .int(SCENARIO_FIELD_MESSAGES.wholeNumber)
    .min(0, SCENARIO_FIELD_MESSAGES.notNegative)
    .max(500, SCENARIO_FIELD_MESSAGES.atMost500),
);

export const rateTypeListSchema = z.array(z.string().trim().min(1).max(80), { error: MESSAGES.rateTypeAtLeastOne }).min(1, MESSAGES.rateTypeAtLeastOne).max(20);

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
  reservationName: z.string().transform(cleanName).pipe(z.string().max(120, SCENARIO_FIELD_MESSAGES.nameTooLong)).optional(),
  description: z.string({ error: MESSAGES.descriptionRequired }).trim().min(1, MESSAGES.descriptionRequired).max(500),
  type: scenarioTypeSchema,
  checkInDay: dayNameSchema,
  roomNights: roomNightsSchema,
  noOfRoom: optionalCountSchema,
  noOfBanquet: optionalCountSchema,
  rateType: rateTypeListSchema,
  totalRate: numeric(SCENARIO_FIELD_MESSAGES.totalNumber).pipe(z.number().min(0, SCENARIO_FIELD_MESSAGES.totalNotNegative)).optional(),
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
    reservationName: z.string().trim().min(1, MESSAGES.reservationNameRequired),
    bookingType: z.enum(SCENARIO_TYPES),
    rateType: z.array(z.string()).min(1, MESSAGES.rateTypeAtLeastOne),
    noOfRoom: z.string(),
    roomNights: z.string().trim().min(1, MESSAGES.roomNightsRequired),
    noOfBanquet: z.string(),
    checkInDay: z.string().trim().min(1, MESSAGES.checkInDayRequired),
    description: z.string().trim().min(1, MESSAGES.descriptionRequired),
    pricing: z.enum(['package', 'product']).optional(),
    negotiatedTotal: z
      .string()
      .optional()
      .refine((v) => v === undefined || v.trim() === '' || (Number.isFinite(Number(v)) && Number(v) > 0), SCENARIO_FIELD_MESSAGES.negotiatedPositive),
  })
  .superRefine((form, ctx) => {
    // An empty count read as 0 gave "4 rooms and 0 banquet": a request books at least one of what its type names.
    const atLeastOne = (text: string) => /^\s*[0-9]+\s*$/.test(text) && Number(text) >= 1;
    if (form.bookingType !== 'BanquetOnly' && !atLeastOne(form.noOfRoom))
      ctx.addIssue({ code: 'custom', path: ['noOfRoom'], message: SCENARIO_FORM_MESSAGES.roomsRequired });
    if (form.bookingType !== 'RoomOnly' && !atLeastOne(form.noOfBanquet))
      ctx.addIssue({ code: 'custom', path: ['noOfBanquet'], message: SCENARIO_FORM_MESSAGES.banquetsRequired });
  });
