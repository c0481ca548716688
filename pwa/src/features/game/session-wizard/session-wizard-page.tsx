/**
 * Create a session in five steps (docs/rules.md §2, §4, §5): Next only when the
 * step validates, indicators that only go back, 'Create Session'. The session
 * is created through the outbox, so a host with no connection can prepare it
 * and the server gets it when the network returns.
 *
 * The same wizard edits a session (issue 38), reached from the control
 * panel's 'Edit session': filled from the session, every step a press away,
 * 'Save Changes' on any step, and only the fields the host changed sent
 * through `updateSession`. Once the game has started the server refuses the
 * hotel, its rates, forecast and halls, and the page says so before.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { fromPromise } from 'xstate';
import { OCCUPANCY_DAYS, DECISION_SECONDS_MAX, DECISION_SECONDS_MIN, type Session, type SessionCreateInput } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import {
  PACE_CHOICES,
  WIZARD_LIMITS,
  WIZARD_STEPS,
  addBanquetRow,
  addRateRow,
  clampOccupancy,
  removeBanquetRow,
  removeRate,
  sessionToWizardForm,
  wizardEditPatch,
  type WizardForm,
} from '@front-desk-rm/engine/forms';
import { sessionWizardMachine } from '@front-desk-rm/engine/machines';
import { weeklyOccupancyAverage } from '@front-desk-rm/engine/rules';
import { focusHeading } from '../../../components/ui/focus.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useAdmin } from '../../../app/use-admin.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { gamePaths } from '../../../app/game-paths.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { useStoredSession } from '../../../data/reads/use-session.js';
import './session-wizard.css';

const WIZARD_ERROR = 'wizard-step-error';

const DAY_LABEL: Record<(typeof OCCUPANCY_DAYS)[number], string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};

/** Create a session, or edit one (`/edit-session/:id`) once the device holds it. */
export function SessionWizardPage() {
  const { id } = useParams();
  const admin = useAdmin();
  const session = useStoredSession(id);
  if (!admin || (id && session === null)) return <main className="page-center" aria-busy="true" />;
  if (id && !session) return <SessionNotFound />;
  // Keyed by the session: the machine takes its form once, when it starts.
  return session ? <SessionWizard key={session.id} editing={session} /> : <SessionWizard editing={null} />;
}

function SessionWizard({ editing }: { editing: Session | null }) {
  useDocumentTitle(editing ? `Edit session: ${editing.name}` : 'Create session');
  const navigate = useNavigate();
  // The session as the wizard opened it: what "changed" is measured against, so a pull meanwhile does not undo the host's edits.
  const [opened] = useState(editing);
  const logic = useMemo(
    () =>
      sessionWizardMachine.provide({
        actors: {
          createSession: fromPromise<unknown, SessionCreateInput>(async ({ input }) => {
            if (opened) {
              const patch = wizardEditPatch(input, opened);
              if (Object.keys(patch).length === 0) return null;
              const result = await hostMutate(db, 'updateSession', { sessionId: opened.id, patch });
              if (!result.ok) throw new Error(result.reason || 'Failed to save the session');
              return result.value;
            }
            const result = await hostMutate(db, 'createSession', { sessionData: input });
            if (!result.ok) throw new Error(result.reason || 'Failed to create session');
            return result.value;
          }),
        },
      }),
    [opened],
  );
  const [snapshot, send] = useMachine(logic, { input: opened ? { form: sessionToWizardForm(opened), mode: 'edit' } : {} });
  const { step, form, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const lastError = useRef<string | null>(null);
  const started = editing !== null && editing.status !== 'upcoming';

  useEffect(() => {
    // The step's error goes when the step is put right, so it never lingers over the next one.
    if (error && error !== lastError.current) toast.error(error, { step: WIZARD_ERROR });
    if (!error && lastError.current) toast.stepDone(WIZARD_ERROR);
    lastError.current = error;
  }, [error]);

  useEffect(() => {
    if (!snapshot.matches('done')) return;
    toast.stepDone(WIZARD_ERROR);
    if (opened) {
      toast.success(snapshot.context.created === null ? 'Nothing was changed' : 'Session saved', { duration: 2000 });
      void navigate(gamePaths.controlPanel(opened.id));
      return;
    }
    toast.success('Session created successfully', { duration: 2000 });
    void navigate(gamePaths.adminDashboard());
  }, [snapshot, navigate, opened]);

  // Each new step starts at its heading: the Next that was pressed is on the step that went.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusHeading('wizard-step-title');
  }, [step]);

  const update = (patch: Partial<WizardForm>) => send({ type: 'wizard.update', patch });
  const lastStep = step === WIZARD_STEPS.length;
  return (
    <div className="host-shell">
      <HostHeader
        title={opened ? `Edit session: ${opened.name}` : 'Create New Game Session'}
        subtitle={`Step ${step} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step - 1]}`}
        actions={
          opened ? (
            <Link className="btn btn-ghost" to={gamePaths.controlPanel(opened.id)}>
              Back to the session
            </Link>
          ) : (
            <Link className="btn btn-ghost" to={gamePaths.adminDashboard()}>
              Back to Dashboard
            </Link>
          )
        }
      />
      <main className="host-body narrow-body">
        {started && (
          <p className="preflight" role="note">
            This game has started: its hotel, rooms, base ADR, rates, forecast, banquet halls, demand model and pace are fixed, and saving a change to them is
            refused. The session name and the decision time can still change; Run again on the results page makes a new session to change the rest.
          </p>
        )}
        <ol className="wizard-steps" aria-label="Steps">
          {WIZARD_STEPS.map((label, i) => {
            const n = i + 1;
            const state = n < step ? 'done' : n === step ? 'current' : 'todo';
            return (
              <li key={label} className={`wizard-step ${state}`}>
                <button
                  type="button"
                  onClick={() => send({ type: 'wizard.goTo', step: n })}
                  disabled={(opened ? n === step : n >= step) || submitting}
                  aria-current={n === step ? 'step' : undefined}
                >
                  <span className="wizard-dot">{n < step ? '✓' : n}</span>
                  <span className="wizard-label">{label}</span>
                </button>
              </li>
            );
          })}
        </ol>

        <form
          className="panel wizard-panel"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: lastStep ? 'wizard.submit' : 'wizard.next' });
          }}
        >
          <h2 id="wizard-step-title" tabIndex={-1}>
            {WIZARD_STEPS[step - 1]}
          </h2>
          {step === 1 && <BasicStep form={form} update={update} />}
          {step === 2 && <HotelStep form={form} update={update} />}
          {step === 3 && <RatesStep form={form} update={update} editing={opened !== null} />}
          {step === 4 && <OccupancyStep form={form} update={update} />}
          {step === 5 && <BanquetStep form={form} update={update} />}
          {error && (
            <p className="rule-message" role="alert">
              {error}
            </p>
          )}
          <div className="wizard-actions">
            <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'wizard.previous' })} disabled={step === 1 || submitting}>
              Previous
            </button>
            {opened && (
              // Editing saves from any step: the host who came to change the forecast need not page through the halls.
              <button
                type="button"
                className={lastStep ? 'btn btn-primary' : 'btn btn-ghost'}
                onClick={() => send({ type: 'wizard.submit' })}
                disabled={submitting}
              >
                {submitting ? 'Saving...' : 'Save Changes'}
              </button>
            )}
            {!lastStep ? (
              <button type="submit" className="btn btn-primary">
                Next
              </button>
            ) : (
              !opened && (
                <button type="submit" className="btn btn-primary" disabled={submitting}>
                  {submitting ? 'Creating...' : 'Create Session'}
                </button>
              )
            )}
          </div>
        </form>
      </main>
    </div>
  );
}

interface StepProps {
  form: WizardForm;
  update: (patch: Partial<WizardForm>) => void;
}

export function BasicStep({ form, update }: StepProps) {
  return (
    <>
      <TextField
        id="wiz-name"
        label="Session Name"
        placeholder="e.g. Revenue management basics, batch 4"
        maxLength={WIZARD_LIMITS.nameLength}
        value={form.name}
        onValue={(name) => update({ name })}
      />
      <TextField
        id="wiz-hotel"
        label="Hotel Name"
        placeholder="e.g. Demo Grand Hotel, Indore"
        maxLength={WIZARD_LIMITS.nameLength}
        value={form.hotelName}
        onValue={(hotelName) => update({ hotelName })}
      />
      <TextField
        id="wiz-decision-seconds"
        label="Decision time (seconds)"
        type="number"
        inputMode="numeric"
        min={DECISION_SECONDS_MIN}
        max={DECISION_SECONDS_MAX}
        value={form.decisionSeconds}
        onValue={(decisionSeconds) => update({ decisionSeconds })}
        hint={`How long a team has to accept or decline each request before it is declined for them: ${DECISION_SECONDS_MIN} to ${DECISION_SECONDS_MAX} seconds.`}
      />
      <fieldset className="field choice-group">
        <legend>Pace</legend>
        {PACE_CHOICES.map((c) => (
          <label key={c.pace} className="check pace-option">
            <input
              type="radio"
              name="wiz-pace"
              value={c.pace}
              checked={form.pace === c.pace}
              onChange={() => update({ pace: c.pace })}
              aria-describedby={`wiz-pace-${c.pace}-help`}
            />
            <span>
              <strong>{c.label}</strong>
              <span className="small muted block" id={`wiz-pace-${c.pace}-help`}>
                {c.help}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </>
  );
}

function HotelStep({ form, update }: StepProps) {
  return (
    <>
      <div className="field-grid">
        <TextField
          id="wiz-rooms"
          label="Total Rooms"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="5"
          value={form.totalRooms}
          onValue={(totalRooms) => update({ totalRooms })}
        />
        <TextField
          id="wiz-adr"
          label="Base ADR (₹)"
          type="number"
          inputMode="decimal"
          min={1}
          placeholder="3300"
          value={form.baseADR}
          onValue={(baseADR) => update({ baseADR })}
        />
        <TextField
          id="wiz-max"
          label="Max Participants"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="20"
          value={form.maxParticipants}
          onValue={(maxParticipants) => update({ maxParticipants })}
        />
      </div>
      <label className="toggle">
        <input type="checkbox" checked={form.autoAssignTeams} onChange={(e) => update({ autoAssignTeams: e.target.checked })} />
        <span>Auto-assign participants to teams as they join</span>
      </label>
      {form.autoAssignTeams && (
        <TextField
          id="wiz-team-size"
          label="Team Size"
          type="number"
          inputMode="numeric"
          min={1}
          value={form.teamSize}
          onValue={(teamSize) => update({ teamSize })}
        />
      )}
    </>
  );
}

/**
 * Enter in a row's fields adds the row (when it is whole) instead of submitting
 * the step: the form's implicit submission would go to the next step and drop
 * what was typed.
 */
function addOnEnter(add: () => void) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    add();
  };
}

/** After Remove, focus goes to the row that took the removed one's place, else the row before, else the field to add one. */
function focusAfterRemove(list: HTMLUListElement | null, index: number, fallbackId: string) {
  requestAnimationFrame(() => {
    const buttons = list?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[index] ?? buttons[index - 1];
    if (next) next.focus();
    else document.getElementById(fallbackId)?.focus();
  });
}

export function RatesStep({ form, update, editing = false }: StepProps & { editing?: boolean }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const add = () => {
    // A row is added only when both its name and its value are filled (docs/rules.md §5).
    if (!name.trim() || !value.trim()) return;
    update({ rates: addRateRow(form.rates, name, value) });
    setName('');
    setValue('');
    // Ready for the next rate; the Add button it was on is off until one is typed.
    document.getElementById('wiz-rate-name')?.focus();
  };
  const entries = Object.entries(form.rates);
  return (
    <>
      <p className="muted">Room rate types guests can book, such as standard, deluxe and suite. Names are stored in lower case.</p>
      {editing && (
        <p className="small muted" id="wiz-rates-repricing">
          Requests already in the deck keep their totals: a price quoted to a group stands when the rate card changes. Edit a request and clear its negotiated
          total to price it at the new rates.
        </p>
      )}
      <div className="inline-add" onKeyDown={addOnEnter(add)}>
        <TextField id="wiz-rate-name" label="Rate type" placeholder="e.g. deluxe" maxLength={WIZARD_LIMITS.rateNameLength} value={name} onValue={setName} />
        <TextField id="wiz-rate-value" label="Rate per night (₹)" type="number" inputMode="decimal" min={1} value={value} onValue={setValue} />
        <button type="button" className="btn btn-ghost" onClick={add} disabled={!name.trim() || !value.trim()}>
          Add Rate
        </button>
      </div>
      {entries.length > 0 && (
        <ul className="list" ref={list} aria-label="Rates added">
          {entries.map(([n, v], i) => (
            <li key={n} className="list-row">
              <span className="name" style={{ textTransform: 'capitalize' }}>
                {n}
              </span>
              <span className="row gap">
                <strong>{formatINR(v)}</strong>
                <button
                  type="button"
                  className="btn btn-ghost danger-text"
                  onClick={() => {
                    update({ rates: removeRate(form.rates, n) });
                    focusAfterRemove(list.current, i, 'wiz-rate-name');
                  }}
                  aria-label={`Remove ${n}`}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function OccupancyStep({ form, update }: StepProps) {
  return (
    <>
      <p className="muted">The forecast occupancy for each day of the week, 0 to 100%. Players see it as the demand they are selling against.</p>
      <div className="occupancy-grid">
        {OCCUPANCY_DAYS.map((d) => (
          <TextField
            key={d}
            id={`wiz-occ-${d}`}
            label={DAY_LABEL[d]}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={form.occupancy[d]}
            onValue={(v) => update({ occupancy: { ...form.occupancy, [d]: clampOccupancy(v) } })}
          />
        ))}
      </div>
      <p className="small">
        Weekly average: <strong>{formatPercent(weeklyOccupancyAverage(form.occupancy))}</strong>
      </p>
      <label className="toggle">
        <input
          type="checkbox"
          checked={form.demandModel === 'forecast'}
          onChange={(e) => update({ demandModel: e.target.checked ? 'forecast' : 'none' })}
          aria-describedby="wiz-demand-help"
        />
        <span>Transient guests arrive as forecast</span>
      </label>
      <p className="small muted" id="wiz-demand-help">
        {form.demandModel === 'forecast'
          ? 'After the booking requests, guests paying the base ADR book one night each and take the rooms a team left free, about as many as the forecast says. A cheap group on a night that would sell out costs the guests it turns away.'
          : 'The forecast is only shown: revenue comes from the booking requests alone, as in the original game.'}
      </p>
    </>
  );
}

export function BanquetStep({ form, update }: StepProps) {
  const [name, setName] = useState('');
  const [rate, setRate] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const add = () => {
    if (!name.trim() || !rate.trim() || form.banquet.length >= WIZARD_LIMITS.banquetRows) return;
    update({ banquet: addBanquetRow(form.banquet, name, rate) });
    setName('');
    setRate('');
    document.getElementById('wiz-hall-name')?.focus();
  };
  return (
    <>
      <label className="toggle">
        <input type="checkbox" checked={form.banquetEnabled} onChange={(e) => update({ banquetEnabled: e.target.checked })} />
        <span>This hotel has banquet facilities</span>
      </label>
      {form.banquetEnabled && (
        <>
          <div className="inline-add" onKeyDown={addOnEnter(add)}>
            <TextField
              id="wiz-hall-name"
              label="Banquet hall"
              placeholder="e.g. Grand Ballroom"
              maxLength={WIZARD_LIMITS.banquetNameLength}
              value={name}
              onValue={setName}
            />
            <TextField id="wiz-hall-rate" label="Rate per day (₹)" type="number" inputMode="decimal" min={1} value={rate} onValue={setRate} />
            <button
              type="button"
              className="btn btn-ghost"
              onClick={add}
              disabled={!name.trim() || !rate.trim() || form.banquet.length >= WIZARD_LIMITS.banquetRows}
            >
              Add Hall
            </button>
          </div>
          <ul className="list" ref={list} aria-label="Halls added">
            {form.banquet.map((h, i) => (
              <li key={`${h.name}-${i}`} className="list-row">
                <span className="name">{h.name}</span>
                <span className="row gap">
                  <strong>{formatINR(h.rate)}</strong>
                  <button
                    type="button"
                    className="btn btn-ghost danger-text"
                    onClick={() => {
                      update({ banquet: removeBanquetRow(form.banquet, i) });
                      focusAfterRemove(list.current, i, 'wiz-hall-name');
                    }}
                    aria-label={`Remove ${h.name}`}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
