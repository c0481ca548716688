/** The five-step session wizard: its form, per-step validation and the payload it sends (spec/game.md §2, §5). */
import { OCCUPANCY_DAYS, type OccupancyDay } from '../domain/days.js';
import { MESSAGES } from '../domain/messages.js';
import { DEFAULT_TEAM_SIZE, type SessionCreateInput } from '../domain/session.js';

export const WIZARD_STEPS = ['Basic Information', 'Hotel Details', 'Rates Configuration', 'Occupancy Data', 'Banquet Details'] as const;
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const LAST_STEP: WizardStep = 5;

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
  banquetEnabled: boolean;
  banquet: { name: string; rate: number }[];
}

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
    banquetEnabled: false,
    banquet: [],
  };
}

const positive = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0;
};

/** The first problem of a step, with the spec's message, or null when the step validates. */
export function validateWizardStep(step: WizardStep, form: WizardForm): string | null {
  switch (step) {
    case 1:
      if (!form.name.trim()) return MESSAGES.sessionNameRequired;
      if (!form.hotelName.trim()) return MESSAGES.hotelNameRequired;
      return null;
    case 2:
      if (!positive(form.totalRooms) || !Number.isInteger(Number(form.totalRooms))) return MESSAGES.roomsInvalid;
      if (!positive(form.baseADR)) return MESSAGES.adrInvalid;
      if (!positive(form.maxParticipants) || !Number.isInteger(Number(form.maxParticipants))) return MESSAGES.participantsInvalid;
      if (form.autoAssignTeams && (!positive(form.teamSize) || !Number.isInteger(Number(form.teamSize)))) return MESSAGES.teamSizeInvalid;
      return null;
    case 3:
      return Object.keys(form.rates).length > 0 ? null : MESSAGES.rateTypeRequired;
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

/** The first step that does not validate, or null when all do. */
export function firstInvalidStep(form: WizardForm): { step: WizardStep; message: string } | null {
  for (const step of [1, 2, 3, 4, 5] as const) {
    const message = validateWizardStep(step, form);
    if (message) return { step, message };
  }
  return null;
}

/** Step indicators only go back. */
export function canGoToStep(current: WizardStep, target: number): target is WizardStep {
  return Number.isInteger(target) && target >= 1 && target < current;
}

/** Adds a rate row only when both its name and value are filled; names are stored lowercase. */
export function addRateRow(rates: Record<string, number>, name: string, value: string | number): Record<string, number> {
  const key = name.trim().toLowerCase();
  const amount = Number(value);
  if (!key || String(value).trim() === '' || !Number.isFinite(amount) || amount <= 0) return rates;
  return { ...rates, [key]: amount };
}

export function removeRate(rates: Record<string, number>, name: string): Record<string, number> {
  const { [name.trim().toLowerCase()]: _removed, ...rest } = rates;
  return rest;
}

/** Typed occupancy is clamped to 0..100; an empty box stays empty. */
export function clampOccupancy(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return '';
  return String(Math.min(100, Math.max(0, n)));
}

/** Adds a banquet row only when both name and rate are set. */
export function addBanquetRow(list: WizardForm['banquet'], name: string, rate: string | number): WizardForm['banquet'] {
  const amount = Number(rate);
  if (!name.trim() || String(rate).trim() === '' || !Number.isFinite(amount) || amount <= 0) return list;
  return [...list, { name: name.trim(), rate: amount }];
}

export function removeBanquetRow(list: WizardForm['banquet'], index: number): WizardForm['banquet'] {
  return list.filter((_, i) => i !== index);
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The `sessionData` of createSession: start is now, end 7 days later (spec/game.md §9). */
export function wizardToSessionInput(form: WizardForm, now: Date): SessionCreateInput {
  return {
    name: form.name.trim(),
    hotelName: form.hotelName.trim(),
    totalRooms: Number(form.totalRooms),
    baseADR: Number(form.baseADR),
    maxParticipants: Number(form.maxParticipants),
    autoAssignTeams: form.autoAssignTeams,
    teamSize: form.autoAssignTeams ? form.teamSize.trim() : String(DEFAULT_TEAM_SIZE),
    startDate: now.toISOString(),
    endDate: new Date(now.getTime() + WEEK_MS).toISOString(),
    rates: form.rates,
    occupancy: form.occupancy,
    banquet: form.banquetEnabled ? form.banquet : [],
  };
}
