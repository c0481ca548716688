import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_LANGUAGES } from '../domain/locale.js';
import { OCCUPANCY_DAYS, type OccupancyDay } from '../domain/days.js';
import { sessionCreateInputSchema } from '../domain/session.js';
import {
  WIZARD_EXTRA_MESSAGES,
  WIZARD_LIMITS,
  WIZARD_STEPS,
  addBanquetRow,
  addRateRow,
  canGoToStep,
  clampOccupancy,
  emptyWizardForm,
  firstInvalidStep,
  removeBanquetRow,
  removeRate,
  validateWizardStep,
  wizardToSessionInput,
  wizardEditPatch,
  PACE_CHOICES,
  sessionToWizardForm,
  type WizardForm,
} from './wizard.js';

const complete = (): WizardForm => ({
  ...emptyWizardForm(),
  name: 'Monsoon week',
  hotelName: 'Lakeview Indore',
  totalRooms: '5',
  baseADR: '3300',
  maxParticipants: '20',
  rates: { deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
});

describe('the session wizard', () => {
  it('has five steps with their titles', () => {
    expect(WIZARD_STEPS).toEqual(['Basic Information', 'Hotel Details', 'Rates Configuration', 'Occupancy Data', 'Banquet Details']);
  });

  it('starts empty with a team size of 4', () => {
    expect(emptyWizardForm()).toMatchObject({ name: '', teamSize: '4', autoAssignTeams: false, banquetEnabled: false, rates: {} });
  });

  it('asks for a session name and a hotel name on step 1', () => {
    expect(validateWizardStep(1, { ...complete(), name: '  ' })).toBe('Please enter a session name');
    expect(validateWizardStep(1, { ...complete(), hotelName: '' })).toBe('Please enter a hotel name');
    expect(validateWizardStep(1, complete())).toBeNull();
  });

  it('asks for positive rooms, ADR and participants on step 2, and a team size only when auto-assign is on', () => {
    expect(validateWizardStep(2, { ...complete(), totalRooms: '0' })).toBe('Please enter a valid number of rooms');
    expect(validateWizardStep(2, { ...complete(), totalRooms: '2.5' })).toBe('Please enter a valid number of rooms');
    expect(validateWizardStep(2, { ...complete(), baseADR: '' })).toBe('Please enter a valid base ADR');
    expect(validateWizardStep(2, { ...complete(), maxParticipants: '-3' })).toBe('Please enter a valid number of participants');
    expect(validateWizardStep(2, { ...complete(), teamSize: '0' })).toBeNull();
    expect(validateWizardStep(2, { ...complete(), autoAssignTeams: true, teamSize: '0' })).toBe('Please enter a valid team size');
    expect(validateWizardStep(2, { ...complete(), autoAssignTeams: true, teamSize: '3' })).toBeNull();
  });

  it('refuses on step 2 what the server would refuse, with the same spec messages', () => {
    expect(validateWizardStep(2, { ...complete(), totalRooms: 'abc' })).toBe('Please enter a valid number of rooms');
    expect(validateWizardStep(2, { ...complete(), totalRooms: '  ' })).toBe('Please enter a valid number of rooms');
    expect(validateWizardStep(2, { ...complete(), totalRooms: '501' })).toBe('Please enter a valid number of rooms');
    expect(validateWizardStep(2, { ...complete(), baseADR: '0' })).toBe('Please enter a valid base ADR');
    expect(validateWizardStep(2, { ...complete(), baseADR: '-1' })).toBe('Please enter a valid base ADR');
    expect(validateWizardStep(2, { ...complete(), baseADR: '3299.50' })).toBeNull();
    expect(validateWizardStep(2, { ...complete(), maxParticipants: '' })).toBe('Please enter a valid number of participants');
    expect(validateWizardStep(2, { ...complete(), maxParticipants: '2.5' })).toBe('Please enter a valid number of participants');
    expect(validateWizardStep(2, { ...complete(), autoAssignTeams: true, teamSize: '' })).toBe('Please enter a valid team size');
    expect(validateWizardStep(2, { ...complete(), autoAssignTeams: true, teamSize: '2.5' })).toBe('Please enter a valid team size');
    expect(validateWizardStep(2, { ...complete(), autoAssignTeams: true, teamSize: 'four' })).toBe('Please enter a valid team size');
  });

  it('says when a session or hotel name is longer than the server stores', () => {
    const long = 'x'.repeat(WIZARD_LIMITS.nameLength + 1);
    expect(validateWizardStep(1, { ...complete(), name: long })).toBe(WIZARD_EXTRA_MESSAGES.sessionNameTooLong);
    expect(validateWizardStep(1, { ...complete(), hotelName: long })).toBe('Hotel name must be at most 120 characters');
    expect(validateWizardStep(1, { ...complete(), name: 'x'.repeat(WIZARD_LIMITS.nameLength) })).toBeNull();
  });

  it('asks for at least one rate type on step 3', () => {
    expect(validateWizardStep(3, { ...complete(), rates: {} })).toBe('Please add at least one rate type');
    expect(validateWizardStep(3, { ...complete(), rates: JSON.parse('{"__proto__": 900, "deluxe": 4000}') })).toBe('rate name __proto__ is reserved');
    expect(validateWizardStep(3, complete())).toBeNull();
  });

  it('asks for every day within 0..100 on step 4', () => {
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Wed: '' } })).toBe('Please enter occupancy for all days');
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Wed: '101' } })).toBe('Occupancy must be between 0 and 100%');
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Mon: 'lots' } })).toBe('Please enter occupancy for all days');
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Sat: '-1' } })).toBe('Occupancy must be between 0 and 100%');
    const { Sun: _missing, ...sixDays } = complete().occupancy;
    expect(validateWizardStep(4, { ...complete(), occupancy: sixDays as Record<OccupancyDay, string> })).toBe('Please enter occupancy for all days');
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Sun: '0', Sat: '100' } })).toBeNull();
    expect(validateWizardStep(4, complete())).toBeNull();
  });

  it('asks for a banquet facility on step 5 only when banquets are on', () => {
    expect(validateWizardStep(5, { ...complete(), banquetEnabled: true })).toBe('Please add at least one banquet facility or disable banquet facilities');
    expect(validateWizardStep(5, complete())).toBeNull();
    expect(validateWizardStep(5, { ...complete(), banquetEnabled: true, banquet: [{ name: 'Hall', rate: 1 }] })).toBeNull();
  });

  it('finds the first step that does not validate', () => {
    expect(firstInvalidStep(emptyWizardForm())).toEqual({ step: 1, message: 'Please enter a session name' });
    expect(firstInvalidStep({ ...complete(), rates: {} })).toEqual({ step: 3, message: 'Please add at least one rate type' });
    expect(firstInvalidStep(complete())).toBeNull();
  });

  it('lets the step indicators go back only', () => {
    expect(canGoToStep(3, 1)).toBe(true);
    expect(canGoToStep(3, 3)).toBe(false);
    expect(canGoToStep(3, 4)).toBe(false);
    expect(canGoToStep(3, 0)).toBe(false);
  });

  it('adds a rate row only with both name and value, storing the name lowercase', () => {
    expect(addRateRow({}, ' Deluxe ', '4000')).toEqual({ deluxe: 4000 });
    expect(addRateRow({}, '', '4000')).toEqual({});
    // The server refuses it as a rate name, so the form never adds it.
    expect(Object.keys(addRateRow({}, '__PROTO__', '4000'))).toEqual([]);
    expect(addRateRow({}, 'Suite', '')).toEqual({});
    expect(addRateRow({}, 'Suite', 'abc')).toEqual({});
    expect(addRateRow({}, 'Suite', 0)).toEqual({});
    expect(addRateRow({ deluxe: 4000 }, 'DELUXE', 4200)).toEqual({ deluxe: 4200 });
    expect(addRateRow({}, 'x'.repeat(WIZARD_LIMITS.rateNameLength + 1), 100)).toEqual({});
    expect(removeRate({ deluxe: 1, suite: 2 }, 'Deluxe')).toEqual({ suite: 2 });
  });

  it('clamps typed occupancy to 0..100', () => {
    expect(clampOccupancy('140')).toBe('100');
    expect(clampOccupancy('-5')).toBe('0');
    expect(clampOccupancy('65')).toBe('65');
    expect(clampOccupancy('')).toBe('');
    expect(clampOccupancy('abc')).toBe('');
  });

  it('adds a banquet row only with both name and rate', () => {
    expect(addBanquetRow([], 'Grand Hall', '20000')).toEqual([{ name: 'Grand Hall', rate: 20000 }]);
    expect(addBanquetRow([], '', '20000')).toEqual([]);
    expect(addBanquetRow([], 'Hall', '')).toEqual([]);
    expect(addBanquetRow([], '  ', 5)).toEqual([]);
    expect(addBanquetRow([], 'Hall', '0')).toEqual([]);
    expect(addBanquetRow([], ' Terrace ', 15000)).toEqual([{ name: 'Terrace', rate: 15000 }]);
    const full = Array.from({ length: WIZARD_LIMITS.banquetRows }, (_, i) => ({ name: `Hall ${i}`, rate: 1 }));
    expect(addBanquetRow(full, 'One more', 1)).toBe(full);
    expect(
      removeBanquetRow(
        [
          { name: 'A', rate: 1 },
          { name: 'B', rate: 2 },
        ],
        0,
      ),
    ).toEqual([{ name: 'B', rate: 2 }]);
  });

  it('sends a payload that starts now and ends 7 days later, and that the server accepts', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    const input = wizardToSessionInput({ ...complete(), banquet: [{ name: 'Hall', rate: 5 }] }, now);
    expect(input).toMatchObject({
      totalRooms: 5,
      baseADR: 3300,
      startDate: '2026-11-22T09:00:00.000Z',
      endDate: '2026-11-29T09:00:00.000Z',
      banquet: [],
      teamSize: '4',
    });
    expect(sessionCreateInputSchema.safeParse(input).success).toBe(true);
    const withHalls = wizardToSessionInput(
      { ...complete(), autoAssignTeams: true, teamSize: '3', banquetEnabled: true, banquet: [{ name: 'Hall', rate: 5 }] },
      now,
    );
    expect(withHalls).toMatchObject({ teamSize: '3', banquet: [{ name: 'Hall', rate: 5 }] });
    expect(wizardToSessionInput({ ...complete(), autoAssignTeams: true, teamSize: ' 03 ' }, now).teamSize).toBe('3');
  });

  it('offers transient guests who arrive as forecast by default, and sends the host’s choice', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    expect(emptyWizardForm().demandModel).toBe('forecast');
    expect(wizardToSessionInput(complete(), now).demandModel).toBe('forecast');
    expect(wizardToSessionInput({ ...complete(), demandModel: 'none' }, now).demandModel).toBe('none');
  });

  it('asks for a decision time of 30 to 180 whole seconds on the first step, 60 unless changed, and sends it with the pace', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    expect(emptyWizardForm()).toMatchObject({ decisionSeconds: '60', pace: 'own' });
    for (const typed of ['', '29', '181', '45.5', 'soon']) {
      expect(validateWizardStep(1, { ...complete(), decisionSeconds: typed })).toBe('Decision time must be a whole number of seconds from 30 to 180');
    }
    expect(validateWizardStep(1, { ...complete(), decisionSeconds: '30' })).toBeNull();
    expect(wizardToSessionInput({ ...complete(), decisionSeconds: '90', pace: 'inStep' }, now)).toMatchObject({ decisionSeconds: 90, pace: 'inStep' });
    expect(PACE_CHOICES.find((c) => c.pace === 'inStep')!.help).toBe('Every team sees the same request until you move the room on.');
  });

  it('fills the form from a stored session for editing, and saves it as a patch that keeps the dates', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    const created = sessionCreateInputSchema.parse(
      wizardToSessionInput(
        { ...complete(), banquetEnabled: true, banquet: [{ name: 'Lawn', rate: 9000 }], decisionSeconds: '120', pace: 'inStep', demandModel: 'none' },
        now,
      ),
    );
    const stored = {
      ...created,
      id: 'S1',
      ownerId: 'A',
      gameCode: 'ABC234',
      status: 'upcoming' as const,
      startDate: created.startDate!,
      endDate: created.endDate!,
      banquet: [{ id: 'H1', name: 'Lawn', rate: 9000, capacity: null }],
      createdAt: '',
      updatedAt: '',
    };
    const form = sessionToWizardForm(stored);
    expect(form).toMatchObject({
      name: 'Monsoon week',
      totalRooms: '5',
      banquetEnabled: true,
      banquet: [{ name: 'Lawn', rate: 9000 }],
      decisionSeconds: '120',
      pace: 'inStep',
      demandModel: 'none',
    });
    expect(firstInvalidStep(form)).toBeNull();
    expect(wizardEditPatch(wizardToSessionInput(form, now), stored)).toEqual({});
    const patch = wizardEditPatch(wizardToSessionInput({ ...form, hotelName: 'Lakeview Bhopal', banquet: [{ name: 'Lawn', rate: 9500 }] }, now), stored);
    expect(patch).toEqual({ hotelName: 'Lakeview Bhopal', banquet: [{ name: 'Lawn', rate: 9500 }] });
    // A session stored before the fields existed reads as the specification's game.
    const { decisionSeconds: _d, pace: _p, demandModel: _m, ...old } = stored;
    expect(sessionToWizardForm(old)).toMatchObject({ decisionSeconds: '60', pace: 'own', demandModel: 'none' });
  });
});

describe('the session wizard with any typed input', () => {
  // Mostly plausible values, so that many generated forms pass all five steps.
  const typedNumber = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 500 }).map(String), weight: 6 },
    { arbitrary: fc.constantFrom('', ' ', '0', '-1', ' 5 ', '05', '2.5', '1e2', '500', '501', '1000', '1001', 'abc', 'Infinity', '0x10'), weight: 1 },
  );
  const typedOccupancy = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 100 }).map(String), weight: 12 },
    { arbitrary: fc.constantFrom('', '100', '101', '-1', '50.5', ' 7 ', 'x'), weight: 1 },
  );
  const typedName = fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 6 }, { arbitrary: fc.string({ maxLength: 130 }), weight: 1 });
  const formArb: fc.Arbitrary<WizardForm> = fc.record({
    name: typedName,
    hotelName: typedName,
    totalRooms: typedNumber,
    baseADR: typedNumber,
    maxParticipants: typedNumber,
    autoAssignTeams: fc.boolean(),
    teamSize: typedNumber,
    rates: fc
      .array(fc.tuple(typedName, fc.oneof(typedNumber, fc.double())), { minLength: 1, maxLength: 4 })
      .map((rows) => rows.reduce((rates, [name, value]) => addRateRow(rates, name, value), {} as Record<string, number>)),
    occupancy: fc
      .tuple(...OCCUPANCY_DAYS.map(() => typedOccupancy))
      .map((v) => Object.fromEntries(OCCUPANCY_DAYS.map((d, i) => [d, v[i]!])) as Record<OccupancyDay, string>),
    demandModel: fc.constantFrom('none', 'forecast'),
    decisionSeconds: fc.oneof(
      { arbitrary: fc.integer({ min: 30, max: 180 }).map(String), weight: 6 },
      { arbitrary: fc.constantFrom('', '29', '181', '60.5', ' 90 ', '1e2', 'x'), weight: 1 },
    ),
    pace: fc.constantFrom('own', 'inStep'),
    language: fc.constantFrom(...GAME_LANGUAGES),
    currency: fc.constantFrom('INR', 'EUR', 'CHF'),
    banquetEnabled: fc.boolean(),
    banquet: fc
      .array(fc.tuple(typedName, typedNumber), { maxLength: 3 })
      .map((rows) => rows.reduce((list, [name, rate]) => addBanquetRow(list, name, rate), [] as WizardForm['banquet'])),
  });

  it('sends the server only payloads it accepts once all five steps pass', () => {
    fc.assert(
      fc.property(formArb, fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (form, now) => {
        if (firstInvalidStep(form) !== null) return;
        const parsed = sessionCreateInputSchema.safeParse(wizardToSessionInput(form, now));
        expect(parsed.error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every clamped occupancy within 0..100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (typed) => {
        const out = clampOccupancy(typed);
        expect(out === '' || (Number(out) >= 0 && Number(out) <= 100)).toBe(true);
      }),
    );
  });
});
