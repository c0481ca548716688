import { describe, expect, it } from 'vitest';
import { ADMIN, context, seeded } from '../testing/game-data.js';
import { applyMutation } from './registry.js';
import { MESSAGES } from '../domain/messages.js';
import { PREFLIGHT_MESSAGES, startRefusal } from '../rules/preflight.js';
import { CAMPAIGN_MESSAGES, DECISION_MESSAGES, DECK_ORDER_MESSAGES, SCENARIO_MESSAGES } from './refusal-messages.js';
import { messageRef, refusalCatalogue } from './refusals.js';

describe('refusals, named for each device to say in its own language', () => {
  it('reads a message of the tables back to its id', () => {
    // The same words in two tables are one message: the last table's id names it.
    expect(messageRef(DECISION_MESSAGES.paused)).toEqual({ id: 'decision.paused' });
    expect(messageRef(MESSAGES.notEnoughRooms)).toEqual({ id: 'message.notEnoughRooms' });
    expect(messageRef(DECISION_MESSAGES.captainDecides)).toEqual({ id: 'decision.captainDecides' });
    expect(messageRef('Something no table says')).toBeNull();
  });

  it('reads the arguments a message was given, and a count of one where the English says it differently', () => {
    expect(messageRef(CAMPAIGN_MESSAGES.outOfBounds(2000, 5000))).toEqual({ id: 'campaign.outOfBounds', args: { min: 2000, max: 5000 } });
    expect(messageRef(DECISION_MESSAGES.movedOn(7))).toEqual({ id: 'decision.movedOn', args: { position: 7 } });
    expect(messageRef(SCENARIO_MESSAGES.importInvalid(3))).toEqual({ id: 'scenario.importInvalid', args: { count: 3 } });
    expect(messageRef(SCENARIO_MESSAGES.importInvalid(1))).toEqual({ id: 'scenario.importInvalid', args: { count: 1 } });
    expect(messageRef(DECK_ORDER_MESSAGES.notTheDeck(1))).toEqual({ id: 'deckOrder.notTheDeck', args: { count: 1 } });
    expect(messageRef(MESSAGES.hallUnavailable('Grand Ballroom'))).toEqual({ id: 'message.hallUnavailable', args: { hall: 'Grand Ballroom' } });
    expect(messageRef(SCENARIO_MESSAGES.unknownRateType('suite'))).toEqual({ id: 'scenario.unknownRateType', args: { name: 'suite' } });
  });

  it('reads a list of reasons as the messages it lists', () => {
    const text = startRefusal([PREFLIGHT_MESSAGES.noRequests, PREFLIGHT_MESSAGES.emptyTeam('Team A')]);
    expect(messageRef(text)).toEqual({
      id: 'preflight.cannotStart',
      parts: [{ id: 'preflight.noRequests' }, { id: 'preflight.emptyTeam', args: { name: 'Team A' } }],
    });
  });

  it('gives every message of the tables its English words, with the arguments named where a function fills them in', () => {
    const catalogue = refusalCatalogue();
    expect(Object.keys(catalogue).length).toBeGreaterThan(60);
    expect(catalogue['decision.captainDecides']).toBe(DECISION_MESSAGES.captainDecides);
    expect(catalogue['campaign.outOfBounds']).toBe("Each night's rate must be between {min} and {max}");
  });

  it("reads a scenario file's problem, and a field's, the field as written and its problem named", () => {
    expect(messageRef('The file is not valid JSON')).toEqual({ id: 'scenarioFile.notJson' });
    expect(messageRef('noOfRoom: must not be negative')).toEqual({
      id: 'field.issue',
      args: { field: 'noOfRoom' },
      parts: [{ id: 'scenarioField.notNegative' }],
    });
    expect(messageRef('checkInDay: Check-in day is required')).toEqual({
      id: 'field.issue',
      args: { field: 'checkInDay' },
      parts: [{ id: 'message.checkInDayRequired' }],
    });
    // A field whose problem no table holds is not named: it is said as it came.
    expect(messageRef('noOfRoom: something else entirely')).toBeNull();
  });

  it('names every problem an import refuses a row with', () => {
    const data = seeded();
    const result = applyMutation(
      'importScenarios',
      data,
      {
        sessionId: 'S1',
        rows: [
          { line: 2, fields: { type: 'Suite', checkInDay: 'Monday', roomNights: 2, noOfRoom: 1, rateType: ['standard'], description: 'x' } },
          { line: 3, fields: { type: 'RoomOnly', checkInDay: 'Someday', roomNights: 2, noOfRoom: 1, rateType: ['standard'], description: 'x' } },
          { line: 4, fields: { type: 'RoomOnly', checkInDay: 'Monday', roomNights: 9, noOfRoom: 1, rateType: ['standard'], description: 'x' } },
          { line: 5, fields: { type: 'RoomOnly', checkInDay: 'Monday', roomNights: 2, noOfRoom: -1, rateType: ['standard'], description: 'x' } },
        ],
      },
      context(ADMIN),
    );
    expect(result.ok).toBe(false);
    const errors = !result.ok ? (result.errors ?? []) : [];
    expect(errors).toHaveLength(4);
    for (const e of errors) expect(messageRef(e.message), e.message).not.toBeNull();
  });

  it('reads an argument the English repeats as one argument', () => {
    expect(messageRef('There are 5 participants: choose at most 5 teams')).toEqual({ id: 'team.moreTeamsThanPlayers', args: { count: 5 } });
    expect(messageRef('There is 1 participant: choose at most 1 team')).toEqual({ id: 'team.moreTeamsThanPlayers', args: { count: 1 } });
    // Two different numbers are not this message.
    expect(messageRef('There are 5 participants: choose at most 4 teams')).toBeNull();
    expect(messageRef('Another team is already called “Falcons”: choose another name')).toEqual({ id: 'team.nameTaken', args: { name: 'Falcons' } });
    expect(
      messageRef('Team “Falcons” has already decided requests: its week would be lost. Merge “Owls” into it instead, or move its members one by one'),
    ).toEqual({
      id: 'team.playedMerge',
      args: { team: 'Falcons', into: 'Owls' },
    });
  });
});
