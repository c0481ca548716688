import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES } from '@front-desk-rm/engine';
import { describeChange } from './describe-change.js';

describe('describing a change for the user', () => {
  it('names a decision by its request, and a timer decline as the timer’s', () => {
    expect(describeChange({ name: 'recordDecision', args: { decision: 'acc' } }, 'Sharma Wedding')).toBe('Accept “Sharma Wedding”');
    expect(describeChange({ name: 'recordDecision', args: { decision: 'dec', source: 'timer' } }, 'Sharma Wedding')).toBe(
      '“Sharma Wedding” declined when time ran out',
    );
    expect(describeChange({ name: 'recordDecision', args: { decision: 'dec' } })).toBe('Decline a booking request');
  });

  it('says something of its own for every mutation, and names one it does not know', () => {
    const said = MUTATION_NAMES.map((name) => describeChange({ name, args: {} }));
    expect(new Set(said).size).toBe(MUTATION_NAMES.length);
    expect(said.some((s) => s.startsWith('A change this app'))).toBe(false);
    expect(describeChange({ name: 'renameHotel', args: null })).toBe('A change this app does not know (“renameHotel”)');
  });

  it('takes names from the arguments, trimmed and never unbounded', () => {
    expect(describeChange({ name: 'addScenario', args: { reservationName: '  Mehta Anniversary ' } })).toBe('Add the booking request “Mehta Anniversary”');
    expect(describeChange({ name: 'addMember', args: { name: 'x'.repeat(500) } }).length).toBeLessThan(120);
    expect(describeChange({ name: 'createSession', args: { sessionData: { name: 'Diwali Week' } } })).toBe('Create the session “Diwali Week”');
  });
});
