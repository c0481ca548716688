/**
 * The five-step session wizard: its form, per-step validation and the payload it
 * sends (docs/rules.md §2, §5, §9). A form that passes all five steps always
 * converts to a payload that `sessionCreateInputSchema` accepts, so the host
 * never meets a server refusal the wizard could have caught.
 */
import { OCCUPANCY_DAYS, type OccupancyDay } from '../domain/days.js';
import { MESSAGES } from '../domain/messages.js';
import {
  DECISION_SECONDS_MAX,
  DECISION_SECONDS_MIN,
  banquetHallInputSchema,
  decisionSecondsSchema,
  isReservedRateName,
  sessionCreateInputSchema,
  type DemandModel,
  type Pace,
  type Session,
  type SessionCreateInput,
} from '../domain/session.js';
import { DEFAULT_TEAM_SIZE } from '../domain/defaults.js';
import { BOOKING_SECONDS } from '../domain/defaults.js';
import { DEFAULT_GAME_CURRENCY, DEFAULT_GAME_LANGUAGE, type GameLanguage } from '../domain/locale.js';

export const WIZARD_STEPS = ['Basic Information', 'Hotel Details', 'Rates Configuration', 'Occupancy Data', 'Banquet Details'] as const;
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const LAST_STEP: WizardStep = 5;

/**
 * Limits the session schema sets beyond the spec ("No other bounds are shown").
 * The page uses them as `maxLength` so the long-name messages are rarely seen.
 */
export const WIZARD_LIMITS = { nameLength: 120, rateNameLength: 60, banquetNameLength: 80, banquetRows: 20 } as const;

/** Not in the spec: a name longer than the server stores. */
export const WIZARD_EXTRA_MESSAGES = {
  sessionNameTooLong: `Session name must be at most ${WIZARD_LIMITS.nameLength} characters`,
  hotelNameTooLong: `Hotel name must be at most ${WIZARD_LIMITS.nameLength} characters`,
  decisionSecondsInvalid: `Decision time must be a whole number of seconds from ${DECISION_SECONDS_MIN} to ${DECISION_SECONDS_MAX}`,
} as const;

/** The pace choices as the wizard offers them, with what each means for the room (issue 38). */
export const PACE_CHOICES: readonly { pace: Pace; label: string; help: string }[] = [
  { pace: 'own', label: 'Own pace', help: 'Each team moves to its next request as soon as it decides.' },
  { pace: 'inStep', label: 'Room in step', help: 'Every team sees the same request until you move the room on.' },
];

export interface WizardForm {
  name: string;
  hotelName: string;
  totalRooms: string;
  baseADR: string;
  maxParticipants: string;
  autoAssignTeams: boolean;
  teamSize: string;
  rates: Record<string, number>;
  occupancy: Record<OccupancyDay, string>;
  /** Whether transient guests arrive as forecast (issue 37): on for a new session, the lesson the game is for. */
  demandModel: DemandModel;
  /** Seconds a team has to decide a request, as typed (30 to 180). */
  decisionSeconds: string;
  pace: Pace;
  /** The room's language and currency (issue 54): English and rupees unless the host picks others. */
  language: GameLanguage;
  currency: string;
  banquetEnabled: boolean;
  banquet: { name: string; rate: number }[];
}

/** A blank form: no rates, no banquets, every day empty and a team size of 4. */
export function emptyWizardForm(): WizardForm {
  return {
    name: '',
    hotelName: '',
    totalRooms: '',
    baseADR: '',
    maxParticipants: '',
    autoAssignTeams: false,
    teamSize: String(DEFAULT_TEAM_SIZE),
    rates: {},
    occupancy: Object.fromEntries(OCCUPANCY_DAYS.map((d) => [d, ''])) as Record<OccupancyDay, string>,
    demandModel: 'forecast',
    decisionSeconds: String(BOOKING_SECONDS),
    pace: 'own',
    language: DEFAULT_GAME_LANGUAGE,
    currency: DEFAULT_GAME_CURRENCY,
    banquetEnabled: false,
    banquet: [],
  };
}

/**
 * The wizard's form filled from a stored session, for editing it before the
 * start: every field as the host typed it, halls switched on when it has any.
 */
export function sessionToWizardForm(session: Session): WizardForm {
  return {
    name: session.name,
    hotelName: session.hotelName,
    totalRooms: String(session.totalRooms),
    baseADR: String(session.baseADR),
    maxParticipants: String(session.maxParticipants),
    autoAssignTeams: session.autoAssignTeams,
    teamSize: session.teamSize,
    rates: { ...session.rates },
    occupancy: { ...session.occupancy },
    demandModel: session.demandModel ?? 'none',
    decisionSeconds: String(session.decisionSeconds ?? BOOKING_SECONDS),
    pace: session.pace ?? 'own',
    language: session.language ?? DEFAULT_GAME_LANGUAGE,
    currency: session.currency ?? DEFAULT_GAME_CURRENCY,
    banquetEnabled: session.banquet.length > 0,
    banquet: session.banquet.map((h) => ({ name: h.name, rate: h.rate })),
  };
}

// Step 2 reads the same field schemas the server parses with, so their bounds
// (whole rooms, at most 500 rooms, ...) cannot drift apart; the message shown is
// always the spec's.
const fields = sessionCreateInputSchema.shape;
const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, text: string) => text.trim() !== '' && schema.safeParse(text).success;

/** A whole number above 0, as typed: '4', ' 4 ', '04'. */
function wholePositive(text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(n) && n > 0;
}

/**
 * The first problem of a step, with the spec's message, or null when the step validates.
 *
 * @example validateWizardStep(1, emptyWizardForm()) // 'Please enter a session name'
 */
export function validateWizardStep(step: WizardStep, form: WizardForm): string | null {
  switch (step) {
    case 1: {
      const name = form.name.trim();
      const hotel = form.hotelName.trim();
      if (!name) return MESSAGES.sessionNameRequired;
      if (!hotel) return MESSAGES.hotelNameRequired;
      if (name.length > WIZARD_LIMITS.nameLength) return WIZARD_EXTRA_MESSAGES.sessionNameTooLong;
      if (hotel.length > WIZARD_LIMITS.nameLength) return WIZARD_EXTRA_MESSAGES.hotelNameTooLong;
      if (!/^\s*[0-9]+\s*$/.test(form.decisionSeconds) || !decisionSecondsSchema.safeParse(Number(form.decisionSeconds)).success)
        return WIZARD_EXTRA_MESSAGES.decisionSecondsInvalid;
      return null;
    }
    case 2:
      if (!accepts(fields.totalRooms, form.totalRooms)) return MESSAGES.roomsInvalid;
      if (!accepts(fields.baseADR, form.baseADR)) return MESSAGES.adrInvalid;
      if (!accepts(fields.maxParticipants, form.maxParticipants)) return MESSAGES.participantsInvalid;
      if (form.autoAssignTeams && !wholePositive(form.teamSize)) return MESSAGES.teamSizeInvalid;
      return null;
    case 3: {
      const reserved = Object.keys(form.rates).find(isReservedRateName);
      if (reserved !== undefined) return `rate name ${reserved} is reserved`;
      return Object.keys(form.rates).length > 0 ? null : MESSAGES.rateTypeRequired;
    }
    case 4: {
      const values = OCCUPANCY_DAYS.map((d) => form.occupancy[d]?.trim() ?? '');
      if (values.some((v) => v === '' || !Number.isFinite(Number(v)))) return MESSAGES.occupancyAllDays;
      if (values.some((v) => Number(v) < 0 || Number(v) > 100)) return MESSAGES.occupancyRange;
      return null;
    }
    case 5:
      return form.banquetEnabled && form.banquet.length === 0 ? MESSAGES.banquetRequired : null;
  }
}

/** The first step that does not validate with its message, or null when all five do. */
export function firstInvalidStep(form: WizardForm): { step: WizardStep; message: string } | null {
  for (const step of [1, 2, 3, 4, 5] as const) {
    const message = validateWizardStep(step, form);
    if (message) return { step, message };
  }
  return null;
}

/** Step indicators only go back (docs/rules.md §2). */
export function canGoToStep(current: WizardStep, target: number): target is WizardStep {
  return Number.isInteger(target) && target >= 1 && target < current;
}

/**
 * Adds a rate row only when both its name and a value above 0 are filled; the name is
 * stored lowercase and trimmed, and a second row of the same name replaces the first.
 *
 * @example addRateRow({}, ' Deluxe ', '4000') // { deluxe: 4000 }
 */
export function addRateRow(rates: Record<string, number>, name: string, value: string | number): Record<string, number> {
  const key = name.trim().toLowerCase();
  const amount = Number(value);
  if (!key || key.length > WIZARD_LIMITS.rateNameLength || isReservedRateName(key)) return rates;
  if (String(value).trim() === '' || !Number.isFinite(amount) || amount <= 0) return rates;
  return { ...rates, [key]: amount };
}

/** Removes a rate row by its name, in any case. */
export function removeRate(rates: Record<string, number>, name: string): Record<string, number> {
  const { [name.trim().toLowerCase()]: _removed, ...rest } = rates;
  return rest;
}

/**
 * Typed occupancy is clamped to 0..100; an empty box stays empty and a
 * non-number empties it.
 *
 * @example clampOccupancy('140') // '100'
 */
export function clampOccupancy(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return '';
  return String(Math.min(100, Math.max(0, n)));
}

/**
 * Adds a banquet row only when both its name and a rate above 0 are set, and
 * while fewer than 20 rows exist (the session schema's limit).
 *
 * @example addBanquetRow([], 'Grand Hall', '20000') // [{ name: 'Grand Hall', rate: 20000 }]
 */
export function addBanquetRow(list: WizardForm['banquet'], name: string, rate: string | number): WizardForm['banquet'] {
  if (list.length >= WIZARD_LIMITS.banquetRows || String(rate).trim() === '') return list;
  const row = banquetHallInputSchema.safeParse({ name, rate });
  return row.success ? [...list, { name: row.data.name, rate: row.data.rate }] : list;
}

export function removeBanquetRow(list: WizardForm['banquet'], index: number): WizardForm['banquet'] {
  return list.filter((_, i) => i !== index);
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The `sessionData` of createSession: start is now, end 7 days later
 * (docs/rules.md §9); no banquets when the toggle is off; the team size is the
 * default 4 unless auto-assign is on.
 */
export function wizardToSessionInput(form: WizardForm, now: Date): SessionCreateInput {
  return {
    name: form.name.trim(),
    hotelName: form.hotelName.trim(),
    totalRooms: Number(form.totalRooms),
    baseADR: Number(form.baseADR),
    maxParticipants: Number(form.maxParticipants),
    autoAssignTeams: form.autoAssignTeams,
    teamSize: form.autoAssignTeams && wholePositive(form.teamSize) ? String(Number(form.teamSize)) : String(DEFAULT_TEAM_SIZE),
    startDate: now.toISOString(),
    endDate: new Date(now.getTime() + WEEK_MS).toISOString(),
    rates: { ...form.rates },
    occupancy: Object.fromEntries(OCCUPANCY_DAYS.map((d) => [d, clampOccupancy(form.occupancy[d] ?? '')])) as Record<OccupancyDay, string>,
    banquet: form.banquetEnabled ? form.banquet.map((b) => ({ ...b })) : [],
    demandModel: form.demandModel,
    decisionSeconds: Number(form.decisionSeconds),
    pace: form.pace,
    language: form.language,
    currency: form.currency,
  };
}

/** The fields of the create payload that `updateSession` takes: all but the dates, which editing must not move. */
type EditableField = Exclude<keyof SessionCreateInput, 'startDate' | 'endDate'>;

/** A session's value of a field as the wizard would send it, so that an untouched field compares equal. */
function storedValue(session: Session, key: EditableField): unknown {
  switch (key) {
    case 'banquet':
      return session.banquet.map((h) => ({ name: h.name, rate: h.rate }));
    case 'demandModel':
      return session.demandModel ?? 'none';
    case 'decisionSeconds':
      return session.decisionSeconds ?? BOOKING_SECONDS;
    case 'pace':
      return session.pace ?? 'own';
    case 'language':
      return session.language ?? DEFAULT_GAME_LANGUAGE;
    case 'currency':
      return session.currency ?? DEFAULT_GAME_CURRENCY;
    default:
      return session[key];
  }
}

/**
 * The `updateSession` patch of the wizard in edit mode: only the fields the
 * host changed, so that renaming a running session is not refused for the
 * hotel fields it did not touch, and a changed hotel field after the start is.
 *
 * @example wizardEditPatch(wizardToSessionInput({ ...sessionToWizardForm(s), hotelName: 'New' }, now), s) // { hotelName: 'New' }
 */
export function wizardEditPatch(input: SessionCreateInput, session: Session): Partial<Pick<SessionCreateInput, EditableField>> {
  const { startDate: _start, endDate: _end, ...fields } = input;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields) as [EditableField, unknown][]) {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(storedValue(session, key))) patch[key] = value;
  }
  return patch as Partial<Pick<SessionCreateInput, EditableField>>;
}
