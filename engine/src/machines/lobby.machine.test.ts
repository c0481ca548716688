import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { advance } from '../testing/clock.js';
import { formatCountdown, lobbyMachine } from './lobby.machine.js';
import type { SessionStatus } from '../domain/session.js';
import type { TeamStatus } from '../domain/team.js';

function start(sessionStatus: SessionStatus, teamStatus: TeamStatus = 'waiting', teamPlaying = false) {
  const clock = new SimulatedClock();
  const actor = createActor(lobbyMachine, { clock, input: { sessionStatus, teamStatus, teamPlaying } }).start();
  return { actor, clock };
}

/** A lobby that was open when the host started the game: the countdown runs. */
function counting(teamStatus: TeamStatus = 'waiting') {
  const started = start('upcoming', teamStatus);
  started.actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus });
  return started;
}

describe('lobbyMachine', () => {
  it('waits for the host while the session is not live, however long', () => {
    const { actor, clock } = start('upcoming');
    advance(clock, 120_000);
    expect(actor.getSnapshot().matches('waitingForHost')).toBe(true);
  });

  it('counts 45 seconds down once the host starts the game, then goes to play', () => {
    const { actor, clock } = start('upcoming');
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting' });
    expect(actor.getSnapshot().matches('countdown')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(45);
    advance(clock, 44_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    advance(clock, 1000);
    expect(actor.getSnapshot().matches('play')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps counting when a sync changes nothing', () => {
    const { actor, clock } = counting();
    advance(clock, 10_000);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(35);
  });

  it('goes back to waiting when the host resets the session during the countdown', () => {
    const { actor, clock } = counting();
    advance(clock, 5000);
    actor.send({ type: 'lobby.synced', sessionStatus: 'upcoming', teamStatus: 'waiting' });
    expect(actor.getSnapshot().matches('waitingForHost')).toBe(true);
  });

  it("shows 'Team is ready to start!' and goes to the game 1.5 s after the leader is ready", () => {
    const { actor, clock } = counting();
    advance(clock, 3000);
    actor.send({ type: 'team.ready' });
    expect(actor.getSnapshot().matches({ ready: 'starting' })).toBe(true);
    advance(clock, 1400);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'ready' });
    advance(clock, 100);
    expect(actor.getSnapshot().matches('play')).toBe(true);
  });

  it('holds a ready team until the host starts, then plays 1.5 s later', () => {
    const { actor, clock } = start('upcoming', 'ready');
    expect(actor.getSnapshot().matches({ ready: 'awaitingHost' })).toBe(true);
    advance(clock, 10_000);
    actor.send({ type: 'team.ready' });
    actor.send({ type: 'lobby.synced', sessionStatus: 'upcoming', teamStatus: 'waiting' });
    expect(actor.getSnapshot().matches({ ready: 'awaitingHost' })).toBe(true);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'ready' });
    expect(actor.getSnapshot().matches({ ready: 'starting' })).toBe(true);
    advance(clock, 1500);
    expect(actor.getSnapshot().matches('play')).toBe(true);
  });

  it('learns from the server that the leader marked the team ready', () => {
    const { actor } = counting();
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'ready' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('ends when the host ends the game, from any state', () => {
    expect(start('ended').actor.getSnapshot().matches('ended')).toBe(true);
    const waiting = start('upcoming').actor;
    waiting.send({ type: 'lobby.synced', sessionStatus: 'ended', teamStatus: 'waiting' });
    expect(waiting.getSnapshot().matches('ended')).toBe(true);
    const ready = start('upcoming', 'ready').actor;
    ready.send({ type: 'lobby.synced', sessionStatus: 'ended', teamStatus: 'ready' });
    expect(ready.getSnapshot().matches('ended')).toBe(true);
  });

  it('opens on a game its team is already playing (a late arrival): says so and goes to play 1.5 s later, with no countdown', () => {
    const { actor, clock } = start('live', 'waiting', true);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(actor.getSnapshot().matches('countdown')).toBe(false);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting', teamPlaying: true });
    advance(clock, 1400);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    advance(clock, 100);
    expect(actor.getSnapshot().matches('play')).toBe(true);
    // Its leader marked the team ready long ago: still the running game, not "Team is ready to start!".
    expect(start('live', 'ready', true).actor.getSnapshot().matches('running')).toBe(true);
  });

  it('counts down for a team that has not played yet, and stops counting once the team it joined late starts playing', () => {
    const { actor, clock } = start('live');
    expect(actor.getSnapshot().matches('countdown')).toBe(true);
    advance(clock, 2000);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting', teamPlaying: true });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    // A lobby that saw the start keeps its countdown when teammates begin: they all go together.
    const { actor: early } = counting();
    early.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting', teamPlaying: true });
    expect(early.getSnapshot().matches('countdown')).toBe(true);
  });

  it('leaves a running game for the end or a reset, and counts the next start down', () => {
    const ended = start('live', 'waiting', true).actor;
    ended.send({ type: 'lobby.synced', sessionStatus: 'ended', teamStatus: 'waiting' });
    expect(ended.getSnapshot().matches('ended')).toBe(true);
    const { actor } = start('live', 'waiting', true);
    actor.send({ type: 'lobby.synced', sessionStatus: 'upcoming', teamStatus: 'waiting' });
    expect(actor.getSnapshot().matches('waitingForHost')).toBe(true);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting' });
    expect(actor.getSnapshot().matches('countdown')).toBe(true);
  });

  it('counts nothing down in a room in step: the room is on request 1 at the start, so every team goes to play 1.5 s later, ready or not', () => {
    const clock = new SimulatedClock();
    const actor = createActor(lobbyMachine, { clock, input: { sessionStatus: 'upcoming', teamStatus: 'waiting', inStep: true } }).start();
    expect(actor.getSnapshot().matches('waitingForHost')).toBe(true);
    actor.send({ type: 'lobby.synced', sessionStatus: 'live', teamStatus: 'waiting', inStep: true });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    advance(clock, 1500);
    expect(actor.getSnapshot().matches('play')).toBe(true);
  });

  it("formats the countdown as 'Game starts in: 00:SS' shows it", () => {
    expect(formatCountdown(45)).toBe('00:45');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(75)).toBe('01:15');
  });
});
