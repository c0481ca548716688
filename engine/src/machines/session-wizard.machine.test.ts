import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionCreateInput } from '../domain/session.js';
import { emptyWizardForm, type WizardForm } from '../forms/wizard.js';
import { sessionWizardMachine } from './session-wizard.machine.js';

const NOW = new Date('2026-11-22T09:00:00.000Z');
const settle = () => new Promise((r) => setTimeout(r, 0));

function start(create: (input: SessionCreateInput) => Promise<unknown> = async () => ({ id: 'S1' })) {
  const received: SessionCreateInput[] = [];
  const machine = sessionWizardMachine.provide({
    actors: {
      createSession: fromPromise(async ({ input }: { input: SessionCreateInput }) => {
        received.push(input);
        return create(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { now: () => NOW } }).start();
  const update = (patch: Partial<WizardForm>) => actor.send({ type: 'wizard.update', patch });
  return { actor, update, received };
}

/** Fills every step correctly, leaving the wizard on step 5. */
function fillAll({ actor, update }: ReturnType<typeof start>) {
  update({ name: 'Monsoon week', hotelName: 'Lakeview Indore' });
  actor.send({ type: 'wizard.next' });
  update({ totalRooms: '5', baseADR: '3300', maxParticipants: '20' });
  actor.send({ type: 'wizard.next' });
  update({ rates: { deluxe: 4000 } });
  actor.send({ type: 'wizard.next' });
  update({ occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' } });
  actor.send({ type: 'wizard.next' });
}

describe('sessionWizardMachine', () => {
  it('starts on step 1 with an empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, error: null, form: { name: '', teamSize: '4' } });
  });

  it('stays on a step that does not validate and shows its message', () => {
    const { actor, update } = start();
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, error: 'Please enter a session name' });
    update({ name: 'Week' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, error: 'Please enter a hotel name' });
  });

  it('moves on with Next when the step validates', () => {
    const w = start();
    fillAll(w);
    expect(w.actor.getSnapshot().context).toMatchObject({ step: 5, error: null });
    w.actor.send({ type: 'wizard.next' });
    expect(w.actor.getSnapshot().context.step).toBe(5);
  });

  it('does nothing on Previous at step 1 and goes back one step otherwise', () => {
    const w = start();
    w.actor.send({ type: 'wizard.previous' });
    expect(w.actor.getSnapshot().context.step).toBe(1);
    fillAll(w);
    w.actor.send({ type: 'wizard.previous' });
    expect(w.actor.getSnapshot().context.step).toBe(4);
  });

  it('lets the step indicators go back but never forward', () => {
    const w = start();
    fillAll(w);
    w.actor.send({ type: 'wizard.goTo', step: 2 });
    expect(w.actor.getSnapshot().context.step).toBe(2);
    w.actor.send({ type: 'wizard.goTo', step: 4 });
    expect(w.actor.getSnapshot().context.step).toBe(2);
    w.actor.send({ type: 'wizard.goTo', step: 2 });
    expect(w.actor.getSnapshot().context.step).toBe(2);
  });

  it("creates the session on 'Create Session' with a week starting now", async () => {
    const w = start();
    fillAll(w);
    w.actor.send({ type: 'wizard.submit' });
    expect(w.actor.getSnapshot().matches('submitting')).toBe(true);
    await settle();
    expect(w.actor.getSnapshot().matches('done')).toBe(true);
    expect(w.actor.getSnapshot().output).toEqual({ created: { id: 'S1' } });
    expect(w.received[0]).toMatchObject({
      name: 'Monsoon week',
      totalRooms: 5,
      startDate: '2026-11-22T09:00:00.000Z',
      endDate: '2026-11-29T09:00:00.000Z',
      banquet: [],
    });
  });

  it('asks for a banquet facility before creating when banquets are on', () => {
    const w = start();
    fillAll(w);
    w.update({ banquetEnabled: true });
    w.actor.send({ type: 'wizard.submit' });
    expect(w.actor.getSnapshot().matches('editing')).toBe(true);
    expect(w.actor.getSnapshot().context.error).toBe('Please add at least one banquet facility or disable banquet facilities');
    expect(w.received).toEqual([]);
  });

  it('sends the user back to the first invalid step when an earlier step was emptied', () => {
    const w = start();
    fillAll(w);
    w.update({ rates: {} });
    w.actor.send({ type: 'wizard.submit' });
    expect(w.actor.getSnapshot().context).toMatchObject({ step: 3, error: 'Please add at least one rate type' });
  });

  it('ignores submit before the last step', () => {
    const w = start();
    w.actor.send({ type: 'wizard.submit' });
    expect(w.actor.getSnapshot().context).toMatchObject({ step: 1, error: null });
  });

  it("returns to editing with the server's message when creation fails", async () => {
    const w = start(async () => {
      throw new Error('Session expired. Please login again.');
    });
    fillAll(w);
    w.actor.send({ type: 'wizard.submit' });
    await settle();
    expect(w.actor.getSnapshot().matches('editing')).toBe(true);
    expect(w.actor.getSnapshot().context.error).toBe('Session expired. Please login again.');
  });

  it('falls back to the generic message for an unexplained failure', async () => {
    const w = start(() => Promise.reject(undefined));
    fillAll(w);
    w.actor.send({ type: 'wizard.submit' });
    await settle();
    expect(w.actor.getSnapshot().context.error).toBe('Error creating session. Please try again.');
    const s = start(() => Promise.reject('Failed to create session'));
    fillAll(s);
    s.actor.send({ type: 'wizard.submit' });
    await settle();
    expect(s.actor.getSnapshot().context.error).toBe('Failed to create session');
  });

  it('reports a missing createSession and keeps a real clock by default', async () => {
    const actor = createActor(sessionWizardMachine, { input: undefined }).start();
    expect(actor.getSnapshot().context.now()).toBeInstanceOf(Date);
    const update = (patch: Partial<WizardForm>) => actor.send({ type: 'wizard.update', patch });
    fillAll({ actor, update, received: [] } as never);
    actor.send({ type: 'wizard.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('createSession was not provided');
  });
});

describe('sessionWizardMachine in edit mode', () => {
  const filled: WizardForm = {
    ...emptyWizardForm(),
    name: 'Monsoon week',
    hotelName: 'Lakeview Indore',
    totalRooms: '5',
    baseADR: '3300',
    maxParticipants: '20',
    rates: { deluxe: 4000 },
    occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
  };

  function editing(save: (input: SessionCreateInput) => Promise<unknown> = async () => ({ id: 'S1' })) {
    const received: SessionCreateInput[] = [];
    const machine = sessionWizardMachine.provide({
      actors: {
        createSession: fromPromise(async ({ input }: { input: SessionCreateInput }) => {
          received.push(input);
          return save(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { now: () => NOW, form: filled, mode: 'edit' } }).start();
    return { actor, received };
  }

  it('goes to any step from the indicators, forward too', () => {
    const { actor } = editing();
    actor.send({ type: 'wizard.goTo', step: 4 });
    expect(actor.getSnapshot().context.step).toBe(4);
    actor.send({ type: 'wizard.goTo', step: 2 });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'wizard.goTo', step: 6 });
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it('saves from any step once every step validates', async () => {
    const { actor, received } = editing();
    actor.send({ type: 'wizard.update', patch: { hotelName: 'Lakeview Bhopal' } });
    actor.send({ type: 'wizard.submit' });
    await settle();
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(received[0]).toMatchObject({ hotelName: 'Lakeview Bhopal' });
  });

  it('shows the first step that does not validate instead of saving', () => {
    const { actor, received } = editing();
    actor.send({ type: 'wizard.goTo', step: 3 });
    actor.send({ type: 'wizard.update', patch: { totalRooms: '' } });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, error: 'Please enter a valid number of rooms' });
    expect(received).toEqual([]);
  });

  it("returns to editing with the server's refusal", async () => {
    const { actor } = editing(async () => Promise.reject(new Error('Hotel details cannot change once the game has started')));
    actor.send({ type: 'wizard.submit' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Hotel details cannot change once the game has started');
  });
});
