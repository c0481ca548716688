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
import {
  COMMON_CURRENCIES,
  OCCUPANCY_DAYS,
  DECISION_SECONDS_MAX,
  DECISION_SECONDS_MIN,
  isGameLanguage,
  type GameLanguage,
  type Pace,
  type Session,
  type SessionCreateInput,
} from '@front-desk-rm/engine/domain';
import {
  PACE_CHOICES,
  WIZARD_EXTRA_MESSAGES,
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
import { SessionCurrency, useFormat } from '../../../i18n/format.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { translate, useLanguage, useT, type Translate } from '../../../i18n/use-t.js';
import './session-wizard.css';
import { LanguageOptions } from '../../../components/ui/language-picker.js';

const WIZARD_ERROR = 'wizard-step-error';

/** A step indicator's state, as its class names it. */
function stepState(n: number, step: number): 'done' | 'current' | 'todo' {
  return n < step ? 'done' : n === step ? 'current' : 'todo';
}

/** The steps' titles, in the order of `WIZARD_STEPS`. */
function stepTitles(t: Translate): readonly string[] {
  return [t('wizard.step.basic'), t('wizard.step.hotel'), t('wizard.step.rates'), t('wizard.step.occupancy'), t('wizard.step.banquet')];
}

/** A pace as the wizard offers it, with what it means for the room (`PACE_CHOICES`). */
function paceWords(t: Translate, pace: Pace): { label: string; help: string } {
  switch (pace) {
    case 'own':
      return { label: t('wizard.pace.own'), help: t('wizard.pace.own.help') };
    case 'inStep':
      return { label: t('wizard.pace.inStep'), help: t('wizard.pace.inStep.help') };
  }
}

/**
 * A step's error in the device's language: the wizard's own limits and a
 * reserved rate name from here, the specification's and the server's words
 * through `spoken`.
 */
function stepError(t: Translate, spoken: (text: string) => string, error: string): string {
  if (error === WIZARD_EXTRA_MESSAGES.sessionNameTooLong) return t('wizard.error.sessionNameTooLong', { max: WIZARD_LIMITS.nameLength });
  if (error === WIZARD_EXTRA_MESSAGES.hotelNameTooLong) return t('wizard.error.hotelNameTooLong', { max: WIZARD_LIMITS.nameLength });
  if (error === WIZARD_EXTRA_MESSAGES.decisionSecondsInvalid)
    return t('wizard.error.decisionSecondsInvalid', { min: DECISION_SECONDS_MIN, max: DECISION_SECONDS_MAX });
  const reserved = /^rate name (.+) is reserved$/.exec(error);
  if (reserved) return t('wizard.error.rateNameReserved', { name: reserved[1] });
  return spoken(error);
}

/** A failed create or save that the server gave no reason for, in the language spoken when it failed. */
function failedWithoutReason(t: Translate, editing: boolean): string {
  return editing ? t('wizard.error.saveFailed') : t('wizard.error.createFailed');
}

/** The currency as a label names it: its symbol where the language writes one ('₹', '€'), else its code ('CHF'). */
function currencySymbol(currency: string, language: GameLanguage): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency; // a code the platform cannot write: named as it is
  }
}

/** A currency's name in a language ('Indian Rupee'); its code where the platform has no name for it. */
function currencyName(currency: string, language: GameLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

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
  const t = useT();
  const spoken = useSpoken();
  useDocumentTitle(editing ? t('wizard.title.edit', { name: editing.name }) : t('wizard.title.create'));
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
              if (!result.ok) throw new Error(result.reason || failedWithoutReason(translate, true));
              return result.value;
            }
            const result = await hostMutate(db, 'createSession', { sessionData: input });
            if (!result.ok) throw new Error(result.reason || failedWithoutReason(translate, false));
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
    if (error && error !== lastError.current) toast.error(stepError(t, spoken, error), { step: WIZARD_ERROR });
    if (!error && lastError.current) toast.stepDone(WIZARD_ERROR);
    lastError.current = error;
  }, [error, t, spoken]);

  useEffect(() => {
    if (!snapshot.matches('done')) return;
    toast.stepDone(WIZARD_ERROR);
    if (opened) {
      toast.success(snapshot.context.created === null ? t('wizard.toast.unchanged') : t('wizard.toast.saved'), { duration: 2000 });
      void navigate(gamePaths.controlPanel(opened.id));
      return;
    }
    toast.success(t('wizard.toast.created'), { duration: 2000 });
    void navigate(gamePaths.adminDashboard());
  }, [snapshot, navigate, opened, t]);

  // Each new step starts at its heading: the Next that was pressed is on the step that went.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusHeading('wizard-step-title');
  }, [step]);

  const update = (patch: Partial<WizardForm>) => send({ type: 'wizard.update', patch });
  const lastStep = step === WIZARD_STEPS.length;
  const titles = stepTitles(t);
  return (
    // The figures the host types are in the currency the wizard has chosen.
    <SessionCurrency currency={form.currency}>
      <div className="host-shell">
        <HostHeader
          title={opened ? t('wizard.title.edit', { name: opened.name }) : t('wizard.heading.create')}
          subtitle={t('wizard.subtitle', { step, count: WIZARD_STEPS.length, title: titles[step - 1] })}
          actions={
            opened ? (
              <Link className="btn btn-ghost" to={gamePaths.controlPanel(opened.id)}>
                {t('wizard.backToSession')}
              </Link>
            ) : (
              <Link className="btn btn-ghost" to={gamePaths.adminDashboard()}>
                {t('wizard.backToDashboard')}
              </Link>
            )
          }
        />
        <main className="host-body narrow-body">
          {started && (
            <p className="preflight" role="note">
              {t('wizard.started')}
            </p>
          )}
          <ol className="wizard-steps" aria-label={t('wizard.steps')}>
            {WIZARD_STEPS.map((key, i) => {
              const label = titles[i] ?? key;
              const n = i + 1;
              const state = stepState(n, step);
              return (
                <li key={key} className={`wizard-step ${state}`}>
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
              {titles[step - 1]}
            </h2>
            {step === 1 && <BasicStep form={form} update={update} />}
            {step === 2 && <HotelStep form={form} update={update} />}
            {step === 3 && <RatesStep form={form} update={update} editing={opened !== null} />}
            {step === 4 && <OccupancyStep form={form} update={update} />}
            {step === 5 && <BanquetStep form={form} update={update} />}
            {error && (
              <p className="rule-message" role="alert">
                {stepError(t, spoken, error)}
              </p>
            )}
            <div className="wizard-actions">
              <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'wizard.previous' })} disabled={step === 1 || submitting}>
                {t('wizard.previous')}
              </button>
              {opened && (
                // Editing saves from any step: the host who came to change the forecast need not page through the halls.
                <button
                  type="button"
                  className={lastStep ? 'btn btn-primary' : 'btn btn-ghost'}
                  onClick={() => send({ type: 'wizard.submit' })}
                  disabled={submitting}
                >
                  {submitting ? t('wizard.saving') : t('wizard.save')}
                </button>
              )}
              {!lastStep ? (
                <button type="submit" className="btn btn-primary">
                  {t('wizard.next')}
                </button>
              ) : (
                !opened && (
                  <button type="submit" className="btn btn-primary" disabled={submitting}>
                    {submitting ? t('wizard.creating') : t('wizard.create')}
                  </button>
                )
              )}
            </div>
          </form>
        </main>
      </div>
    </SessionCurrency>
  );
}

interface StepProps {
  form: WizardForm;
  update: (patch: Partial<WizardForm>) => void;
}

export function BasicStep({ form, update }: StepProps) {
  const t = useT();
  return (
    <>
      <TextField
        id="wiz-name"
        label={t('wizard.name')}
        placeholder={t('wizard.name.placeholder')}
        maxLength={WIZARD_LIMITS.nameLength}
        value={form.name}
        onValue={(name) => update({ name })}
      />
      <TextField
        id="wiz-hotel"
        label={t('wizard.hotel')}
        placeholder={t('wizard.hotel.placeholder')}
        maxLength={WIZARD_LIMITS.nameLength}
        value={form.hotelName}
        onValue={(hotelName) => update({ hotelName })}
      />
      <TextField
        id="wiz-decision-seconds"
        label={t('wizard.decisionSeconds')}
        type="number"
        inputMode="numeric"
        min={DECISION_SECONDS_MIN}
        max={DECISION_SECONDS_MAX}
        value={form.decisionSeconds}
        onValue={(decisionSeconds) => update({ decisionSeconds })}
        hint={t('wizard.decisionSeconds.hint', { min: DECISION_SECONDS_MIN, max: DECISION_SECONDS_MAX })}
      />
      <fieldset className="field choice-group">
        <legend>{t('wizard.pace')}</legend>
        {PACE_CHOICES.map((c) => {
          const { label, help } = paceWords(t, c.pace);
          return (
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
                <strong>{label}</strong>
                <span className="small muted block" id={`wiz-pace-${c.pace}-help`}>
                  {help}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </>
  );
}

export function HotelStep({ form, update }: StepProps) {
  const t = useT();
  const language = useLanguage();
  const currency = currencySymbol(form.currency, language);
  // Every currency offered first, and the session's own when it counts in another.
  const currencies: readonly string[] = (COMMON_CURRENCIES as readonly string[]).includes(form.currency)
    ? COMMON_CURRENCIES
    : [...COMMON_CURRENCIES, form.currency];
  return (
    <>
      {/* The room's language and currency (issue 54): chosen before the hotel's figures, which are typed in it. */}
      <div className="field">
        <label htmlFor="wiz-language">{t('wizard.language')}</label>
        <select
          id="wiz-language"
          className="select"
          value={form.language}
          onChange={(e) => {
            if (isGameLanguage(e.target.value)) update({ language: e.target.value });
          }}
        >
          <LanguageOptions />
        </select>
      </div>
      <div className="field">
        <label htmlFor="wiz-currency">{t('wizard.currency')}</label>
        <select
          id="wiz-currency"
          className="select"
          value={form.currency}
          onChange={(e) => update({ currency: e.target.value })}
          aria-describedby="wiz-currency-hint"
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {t('wizard.currency.option', { code, name: currencyName(code, language) })}
            </option>
          ))}
        </select>
        <span id="wiz-currency-hint" className="field-hint">
          {t('wizard.currency.hint')}
        </span>
      </div>
      <div className="field-grid">
        <TextField
          id="wiz-rooms"
          label={t('wizard.rooms')}
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="5"
          value={form.totalRooms}
          onValue={(totalRooms) => update({ totalRooms })}
        />
        <TextField
          id="wiz-adr"
          label={t('wizard.baseAdr', { currency })}
          type="number"
          inputMode="decimal"
          min={1}
          placeholder="3300"
          value={form.baseADR}
          onValue={(baseADR) => update({ baseADR })}
        />
        <TextField
          id="wiz-max"
          label={t('wizard.maxParticipants')}
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
        <span>{t('wizard.autoAssign')}</span>
      </label>
      {form.autoAssignTeams && (
        <TextField
          id="wiz-team-size"
          label={t('wizard.teamSize')}
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
  const t = useT();
  const { money } = useFormat();
  const language = useLanguage();
  const currency = currencySymbol(form.currency, language);
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
      <p className="muted">{t('wizard.rates.lead')}</p>
      {editing && (
        <p className="small muted" id="wiz-rates-repricing">
          {t('wizard.rates.repricing')}
        </p>
      )}
      <div className="inline-add" onKeyDown={addOnEnter(add)}>
        <TextField
          id="wiz-rate-name"
          label={t('wizard.rates.name')}
          placeholder={t('wizard.rates.name.placeholder')}
          maxLength={WIZARD_LIMITS.rateNameLength}
          value={name}
          onValue={setName}
        />
        <TextField
          id="wiz-rate-value"
          label={t('wizard.rates.value', { currency })}
          type="number"
          inputMode="decimal"
          min={1}
          value={value}
          onValue={setValue}
        />
        <button type="button" className="btn btn-ghost" onClick={add} disabled={!name.trim() || !value.trim()}>
          {t('wizard.rates.add')}
        </button>
      </div>
      {entries.length > 0 && (
        <ul className="list" ref={list} aria-label={t('wizard.rates.list')}>
          {entries.map(([n, v], i) => (
            <li key={n} className="list-row">
              <span className="name" style={{ textTransform: 'capitalize' }}>
                {n}
              </span>
              <span className="row gap">
                <strong>{money(v)}</strong>
                <button
                  type="button"
                  className="btn btn-ghost danger-text"
                  onClick={() => {
                    update({ rates: removeRate(form.rates, n) });
                    focusAfterRemove(list.current, i, 'wiz-rate-name');
                  }}
                  aria-label={t('wizard.removeNamed', { name: n })}
                >
                  {t('wizard.remove')}
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
  const t = useT();
  const { percent, dayName } = useFormat();
  return (
    <>
      <p className="muted">{t('wizard.occupancy.lead')}</p>
      <div className="occupancy-grid">
        {OCCUPANCY_DAYS.map((d, i) => (
          <TextField
            key={d}
            id={`wiz-occ-${d}`}
            label={dayName(i)}
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
        {t('wizard.occupancy.average')} <strong>{percent(weeklyOccupancyAverage(form.occupancy))}</strong>
      </p>
      <label className="toggle">
        <input
          type="checkbox"
          checked={form.demandModel === 'forecast'}
          onChange={(e) => update({ demandModel: e.target.checked ? 'forecast' : 'none' })}
          aria-describedby="wiz-demand-help"
        />
        <span>{t('wizard.demand')}</span>
      </label>
      <p className="small muted" id="wiz-demand-help">
        {form.demandModel === 'forecast' ? t('wizard.demand.forecast') : t('wizard.demand.none')}
      </p>
    </>
  );
}

export function BanquetStep({ form, update }: StepProps) {
  const t = useT();
  const { money } = useFormat();
  const language = useLanguage();
  const currency = currencySymbol(form.currency, language);
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
        <span>{t('wizard.banquet')}</span>
      </label>
      {form.banquetEnabled && (
        <>
          <div className="inline-add" onKeyDown={addOnEnter(add)}>
            <TextField
              id="wiz-hall-name"
              label={t('wizard.banquet.name')}
              placeholder={t('wizard.banquet.name.placeholder')}
              maxLength={WIZARD_LIMITS.banquetNameLength}
              value={name}
              onValue={setName}
            />
            <TextField
              id="wiz-hall-rate"
              label={t('wizard.banquet.rate', { currency })}
              type="number"
              inputMode="decimal"
              min={1}
              value={rate}
              onValue={setRate}
            />
            <button
              type="button"
              className="btn btn-ghost"
              onClick={add}
              disabled={!name.trim() || !rate.trim() || form.banquet.length >= WIZARD_LIMITS.banquetRows}
            >
              {t('wizard.banquet.add')}
            </button>
          </div>
          <ul className="list" ref={list} aria-label={t('wizard.banquet.list')}>
            {form.banquet.map((h, i) => (
              <li key={`${h.name}-${i}`} className="list-row">
                <span className="name">{h.name}</span>
                <span className="row gap">
                  <strong>{money(h.rate)}</strong>
                  <button
                    type="button"
                    className="btn btn-ghost danger-text"
                    onClick={() => {
                      update({ banquet: removeBanquetRow(form.banquet, i) });
                      focusAfterRemove(list.current, i, 'wiz-hall-name');
                    }}
                    aria-label={t('wizard.removeNamed', { name: h.name })}
                  >
                    {t('wizard.remove')}
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
