/**
 * The revenue-loss calculator of the home page (docs/rules.md §12.10, §14, §15, §19):
 * four steps, results from the engine's model as soon as rate, occupancy and
 * rooms are non-zero, shown line by line and as a chart. No call is made.
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ASSUMPTION_NOTES,
  LOSS_CEILING_PERCENT,
  calculateRevenueLoss,
  canCalculate,
  formatMoney,
  revenueLossInputSchema,
  type RevenueLossFormInput,
  type RevenueLossResult,
} from '@front-desk-rm/engine/calculator';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_PEAK_MULTIPLIER, PEAK_MULTIPLIERS } from '@front-desk-rm/engine/domain';
import { useHydrated } from '../../../components/ui/use-hydrated.js';
import { island } from '../../../islands/island.js';
import { RevenueChart } from './revenue-chart.js';
import './calculator.css';

export const CALCULATOR_STEPS = ['Basic Info', 'Current Performance', 'Market Position', 'Advanced Metrics'] as const;

type FormState = Record<keyof RevenueLossFormInput, string>;

const EMPTY: FormState = {
  name: '',
  hotelName: '',
  currency: DEFAULT_CURRENCY,
  roomRate: '',
  occupancy: '',
  totalRooms: '',
  competitorRate: '',
  competitorOccupancy: '',
  dynamicPricing: 'no',
  bookingWindowDays: '',
  cancellationRate: '',
  peakMultiplier: String(DEFAULT_PEAK_MULTIPLIER),
};

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

function Results({ result }: { result: RevenueLossResult }) {
  const money = (n: number) => formatMoney(n, result.currency);
  return (
    <section className="calc-results" aria-label="Your estimate" aria-live="polite">
      <div>
        <p className="eyebrow">Estimated revenue lost a year</p>
        <p className="loss-total" data-testid="annual-loss">
          {money(result.annualLoss)}
        </p>
        <p className="muted">
          {money(result.monthlyLoss)} a month, {result.lossPercentOfBase.toFixed(1)}% of your current revenue of {money(result.annualBase)} a year.
        </p>
        <table className="loss-table">
          <caption className="sr-only">Where the loss comes from</caption>
          <thead>
            <tr>
              <th scope="col">Cause</th>
              <th scope="col" className="num">
                A year
              </th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <Fragment key={line.key}>
                <tr data-line={line.key}>
                  <td>
                    {line.label}
                    <span className="loss-note">{line.explanation}</span>
                  </td>
                  <td className="num">{money(line.annualAmount)}</td>
                </tr>
                {/* The parts are inside the line's amount, shown indented and not added again. */}
                {line.parts.map((part) => (
                  <tr key={part.key} data-part={part.key} className="loss-part">
                    <td>
                      <span className="sr-only">Of which: </span>
                      {part.label}
                      <span className="loss-note">{part.explanation}</span>
                    </td>
                    <td className="num">{money(part.annualAmount)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">{money(result.annualLoss)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="small muted" style={{ marginTop: '0.75rem' }}>
          An estimate of what is at stake, not a forecast; each loss is counted once, and no hotel is told more than {LOSS_CEILING_PERCENT}% of its revenue.
          Monthly revenue = room rate × occupancy × rooms × 30.
        </p>
        <details className="calc-assumptions">
          <summary>The assumptions behind this estimate</summary>
          <ul>
            {ASSUMPTION_NOTES.map((a) => (
              <li key={a.text}>
                {a.text} <span className="muted">Source: {a.source}.</span>
              </li>
            ))}
          </ul>
        </details>
      </div>
      <RevenueChart current={result.annualBase} potential={result.annualBase + result.annualLoss} format={money} />
    </section>
  );
}

function Calculator() {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<FormState>(EMPTY);
  const resultsRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const set = (key: keyof FormState) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  // The home page is prerendered: what a visitor typed or chose before its script ran is read off the page, not lost.
  // Read here, not inside the state updater: a render may already have put the state's values back on the page by then.
  useEffect(() => {
    const onPage: Partial<FormState> = {};
    for (const key of Object.keys(EMPTY) as (keyof FormState)[]) {
      const value = (document.getElementById(`${id}-${key}`) as HTMLInputElement | HTMLSelectElement | null)?.value;
      if (value !== undefined && value !== EMPTY[key]) onPage[key] = value;
    }
    if (Object.keys(onPage).length > 0) setForm((current) => ({ ...current, ...onPage }));
  }, [id]);

  const parsed = useMemo(() => revenueLossInputSchema.safeParse(form), [form]);
  const result = parsed.success && canCalculate(parsed.data) ? calculateRevenueLoss(parsed.data) : null;
  const cur = form.currency;
  const last = step === CALCULATOR_STEPS.length - 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!last) {
      setStep((s) => s + 1);
      return;
    }
    resultsRef.current?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    resultsRef.current?.focus();
  };

  const f = (key: keyof FormState) => `${id}-${key}`;
  const number = (key: keyof FormState, props: { max?: number; step?: string; min?: number } = {}) => (
    <input
      id={f(key)}
      className="input"
      type="number"
      inputMode="decimal"
      min={props.min ?? 0}
      max={props.max}
      step={props.step ?? 'any'}
      value={form[key]}
      onChange={set(key)}
    />
  );

  return (
    <div className="calc">
      <ol className="calc-steps" aria-label="Steps">
        {CALCULATOR_STEPS.map((label, i) => (
          <li key={label} className={i < step ? 'done' : i === step ? 'current' : undefined} aria-current={i === step ? 'step' : undefined}>
            <span className="calc-step-num">{i + 1}.</span> <span className="calc-step-label">{label}</span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} aria-label={CALCULATOR_STEPS[step]}>
        <h3>{CALCULATOR_STEPS[step]}</h3>
        <div className="calc-fields">
          {step === 0 && (
            <>
              <Field id={f('name')} label="Your name">
                <input id={f('name')} className="input" autoComplete="name" maxLength={120} value={form.name} onChange={set('name')} />
              </Field>
              <Field id={f('hotelName')} label="Hotel name">
                <input id={f('hotelName')} className="input" autoComplete="organization" maxLength={120} value={form.hotelName} onChange={set('hotelName')} />
              </Field>
              <Field id={f('currency')} label="Currency">
                <select id={f('currency')} className="select" value={form.currency} onChange={set('currency')}>
                  {CURRENCIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </Field>
            </>
          )}
          {step === 1 && (
            <>
              <Field id={f('roomRate')} label={`Average room rate (${cur})`}>
                {number('roomRate')}
              </Field>
              <Field id={f('occupancy')} label="Occupancy (%)">
                {number('occupancy', { max: 100 })}
              </Field>
              <Field id={f('totalRooms')} label="Total rooms">
                {number('totalRooms', { step: '1' })}
              </Field>
            </>
          )}
          {step === 2 && (
            <>
              <Field id={f('competitorRate')} label={`Competitor room rate (${cur})`}>
                {number('competitorRate')}
              </Field>
              <Field id={f('competitorOccupancy')} label="Competitor occupancy (%)">
                {number('competitorOccupancy', { max: 100 })}
              </Field>
              <Field id={f('dynamicPricing')} label="Do you use dynamic pricing?">
                <select id={f('dynamicPricing')} className="select" value={form.dynamicPricing} onChange={set('dynamicPricing')}>
                  <option value="no">No</option>
                  <option value="yes">Yes</option>
                </select>
              </Field>
            </>
          )}
          {step === 3 && (
            <>
              <Field id={f('bookingWindowDays')} label="Average booking window (days)">
                {number('bookingWindowDays', { step: '1' })}
              </Field>
              <Field id={f('cancellationRate')} label="Cancellation rate (%)">
                {number('cancellationRate', { max: 100 })}
              </Field>
              <Field id={f('peakMultiplier')} label="Peak demand multiplier">
                <select id={f('peakMultiplier')} className="select" value={form.peakMultiplier} onChange={set('peakMultiplier')}>
                  {PEAK_MULTIPLIERS.map((m) => (
                    <option key={m} value={String(m)}>
                      {m}x
                    </option>
                  ))}
                </select>
              </Field>
            </>
          )}
        </div>
        {!parsed.success && <p className="field-error">{parsed.error.issues[0]?.message}</p>}
        <div className="calc-nav">
          <button type="button" className="btn btn-ghost" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
            Back
          </button>
          {/* Before the script runs a submit would reload the page and lose what was typed. */}
          <button type="submit" className="btn btn-primary" disabled={!hydrated}>
            {last ? 'Calculate Revenue Loss' : 'Next'}
          </button>
        </div>
      </form>
      <div ref={resultsRef} tabIndex={-1} style={{ outline: 'none' }}>
        {result ? (
          <Results result={result} />
        ) : (
          <p className="muted small" style={{ marginTop: '1rem' }}>
            Your estimate appears here as soon as the room rate, occupancy and total rooms are filled in.
          </p>
        )}
      </div>
    </div>
  );
}

/** Far down the home page: an island woken as it nears the viewport, or by a link to #calculator (decision 012). */
export const RevenueLossCalculator = island('calculator', Calculator, 'visible');
