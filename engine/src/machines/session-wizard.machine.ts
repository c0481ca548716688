/**
 * The five-step session wizard (docs/rules.md §2, §4): Next only when the step
 * validates, Previous disabled on step 1, indicators only go back, and
 * 'Create Session' sends the payload through the caller's `createSession`.
 * In `edit` mode (issue 38) the form starts filled from the session, every
 * step is a press away, and saving is open on any step once all five validate;
 * the caller's `createSession` then saves the edit.
 */
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SessionCreateInput } from '../domain/session.js';
import {
  LAST_STEP,
  canGoToStep,
  emptyWizardForm,
  firstInvalidStep,
  validateWizardStep,
  wizardToSessionInput,
  type WizardForm,
  type WizardStep,
} from '../forms/wizard.js';

export type SessionWizardEvent =
  | { type: 'wizard.update'; patch: Partial<WizardForm> }
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  | { type: 'wizard.goTo'; step: number }
  | { type: 'wizard.submit' };

export type SessionWizardMode = 'create' | 'edit';

export interface SessionWizardContext {
  mode: SessionWizardMode;
  step: WizardStep;
  form: WizardForm;
  error: string | null;
  now: () => Date;
  /** What createSession answered, once it has. */
  created: unknown;
}

/** The error text of a rejected create call, as the spec's fallback says. */
function rejectionMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Error creating session. Please try again.';
}

export const sessionWizardMachine = setup({
  types: {
    context: {} as SessionWizardContext,
    input: {} as { form?: WizardForm; now?: () => Date; mode?: SessionWizardMode } | undefined,
    events: {} as SessionWizardEvent,
    output: {} as { created: unknown },
  },
  actors: {
    createSession: fromPromise<unknown, SessionCreateInput>(() => Promise.reject(new Error('createSession was not provided'))),
  },
  guards: {
    stepValid: ({ context }) => validateWizardStep(context.step, context.form) === null,
    notLastStep: ({ context }) => context.step < LAST_STEP,
    notFirstStep: ({ context }) => context.step > 1,
    earlierStep: ({ context, event }) =>
      event.type === 'wizard.goTo' &&
      (context.mode === 'edit' ? Number.isInteger(event.step) && event.step >= 1 && event.step <= LAST_STEP : canGoToStep(context.step, event.step)),
    mayFinish: ({ context }) => context.mode === 'edit' || context.step === LAST_STEP,
    onLastStepAndValid: ({ context }) => (context.mode === 'edit' || context.step === LAST_STEP) && firstInvalidStep(context.form) === null,
  },
  actions: {
    update: assign({ form: ({ context, event }) => (event.type === 'wizard.update' ? { ...context.form, ...event.patch } : context.form), error: null }),
    nextStep: assign({ step: ({ context }) => (context.step + 1) as WizardStep, error: null }),
    previousStep: assign({ step: ({ context }) => (context.step - 1) as WizardStep, error: null }),
    goToStep: assign({ step: ({ context, event }) => (event.type === 'wizard.goTo' ? (event.step as WizardStep) : context.step), error: null }),
    showStepError: assign({ error: ({ context }) => validateWizardStep(context.step, context.form) }),
    /** On submit, show the first step that does not validate with its message. */
    showFirstInvalid: assign(({ context }) => {
      const invalid = firstInvalidStep(context.form);
      return invalid ? { step: invalid.step, error: invalid.message } : {};
    }),
  },
}).createMachine({
  id: 'sessionWizard',
  context: ({ input }) => ({
    mode: input?.mode ?? 'create',
    step: 1,
    form: input?.form ?? emptyWizardForm(),
    error: null,
    now: input?.now ?? (() => new Date()),
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'wizard.update': { actions: 'update' },
        'wizard.next': [
          { guard: and(['notLastStep', 'stepValid']), actions: 'nextStep' },
          { guard: 'notLastStep', actions: 'showStepError' },
        ],
        'wizard.previous': { guard: 'notFirstStep', actions: 'previousStep' },
        'wizard.goTo': { guard: 'earlierStep', actions: 'goToStep' },
        'wizard.submit': [
          { guard: 'onLastStepAndValid', target: 'submitting' },
          { guard: 'mayFinish', actions: 'showFirstInvalid' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'createSession',
        input: ({ context }) => wizardToSessionInput(context.form, context.now()),
        onDone: { target: 'done', actions: assign({ created: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => rejectionMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ created: context.created }),
});

export type SessionWizardSnapshot = SnapshotFrom<typeof sessionWizardMachine>;
