import { describe, expect, it } from 'vitest';
import { sessionCreateInputSchema } from '../domain/session.js';
import {
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

  it('asks for at least one rate type on step 3', () => {
    expect(validateWizardStep(3, { ...complete(), rates: {} })).toBe('Please add at least one rate type');
    expect(validateWizardStep(3, complete())).toBeNull();
  });

  it('asks for every day within 0..100 on step 4', () => {
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Wed: '' } })).toBe('Please enter occupancy for all days');
    expect(validateWizardStep(4, { ...complete(), occupancy: { ...complete().occupancy, Wed: '101' } })).toBe('Occupancy must be between 0 and 100%');
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
    expect(addRateRow({}, 'Suite', '')).toEqual({});
    expect(addRateRow({}, 'Suite', 'abc')).toEqual({});
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
    expect(removeBanquetRow([{ name: 'A', rate: 1 }, { name: 'B', rate: 2 }], 0)).toEqual([{ name: 'B', rate: 2 }]);
  });

  it('sends a payload that starts now and ends 7 days later, and that the server accepts', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    const input = wizardToSessionInput({ ...complete(), banquet: [{ name: 'Hall', rate: 5 }] }, now);
    expect(input).toMatchObject({ totalRooms: 5, baseADR: 3300, startDate: '2026-11-22T09:00:00.000Z', endDate: '2026-11-29T09:00:00.000Z', banquet: [], teamSize: '4' });
    expect(sessionCreateInputSchema.safeParse(input).success).toBe(true);
    const withHalls = wizardToSessionInput({ ...complete(), autoAssignTeams: true, teamSize: '3', banquetEnabled: true, banquet: [{ name: 'Hall', rate: 5 }] }, now);
    expect(withHalls).toMatchObject({ teamSize: '3', banquet: [{ name: 'Hall', rate: 5 }] });
  });
});
