/**
 * A pricing round (issue 36): before the week's deck, the team sets its best
 * available rate for each night, within the host's bounds. Each night's
 * guests answer the rate through the curve the card states (its price
 * sensitivity), so a team can weigh fewer guests at a higher rate before it
 * saves. The rates are written on the device and sent when the network
 * allows; they count if they were set before the host closed the round.
 */
import { useId, useMemo, useState } from 'react';
import { GRID_DAYS, type GridDay, type NightPrices, type Session } from '@front-desk-rm/engine/domain';
import { clampPrice, expectedFilled, forecastMean, meanAtPrice, nightElasticities, priceBoundsOf } from '@front-desk-rm/engine/rules';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { dayLabels } from './labels.js';
import { slot, withSlots } from '../../../components/ui/slots.js';

export interface PricingCardProps {
  session: Session;
  week: number;
  /** The rates the team has saved for this week, if any. */
  saved: NightPrices | null;
  canDecide: boolean;
  captainName: string | null;
  busy: boolean;
  onSave: (prices: NightPrices) => void;
}

type Drafts = Record<GridDay, string>;

/** A typed rate as a whole amount within the bounds, or why not. */
function readRate(
  text: string,
  bounds: { min: number; max: number },
  t: Translate,
  money: (amount: number) => string,
): { ok: true; value: number } | { ok: false; message: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return { ok: false, message: t('play.pricing.error.empty') };
  if (!Number.isInteger(value)) return { ok: false, message: t('play.pricing.error.whole') };
  if (value < bounds.min || value > bounds.max)
    return { ok: false, message: t('play.pricing.error.bounds', { min: money(bounds.min), max: money(bounds.max) }) };
  return { ok: true, value };
}

export function PricingCard({ session, week, saved, canDecide, captainName, busy, onSave }: PricingCardProps) {
  const t = useT();
  const format = useFormat();
  const { money } = format;
  const days = dayLabels(format);
  const bounds = priceBoundsOf(session);
  const elasticity = useMemo(() => nightElasticities(session), [session]);
  const start = saved ?? (Object.fromEntries(GRID_DAYS.map((d) => [d, clampPrice(session.baseADR, bounds)])) as NightPrices);
  const [drafts, setDrafts] = useState<Drafts>(() => Object.fromEntries(GRID_DAYS.map((d) => [d, String(start[d])])) as Drafts);
  const [tried, setTried] = useState(false);
  const ids = useId();
  const read = GRID_DAYS.map((day) => ({ day, rate: readRate(drafts[day], bounds, t, money) }));
  const problems = read.filter((r) => !r.rate.ok).length;
  const unsaved = !saved || GRID_DAYS.some((d) => String(saved[d]) !== drafts[d].trim());

  function save() {
    setTried(true);
    if (problems > 0) return;
    onSave(Object.fromEntries(read.map((r) => [r.day, (r.rate as { value: number }).value])) as NightPrices);
  }

  return (
    <section className="panel pricing-card" aria-labelledby="pricing-title">
      <p className="eyebrow">{t('play.pricing.eyebrow', { week })}</p>
      <h2 id="pricing-title">{t('play.pricing.title')}</h2>
      <p className="muted">
        {withSlots(t('play.pricing.lead', { baseAdr: money(session.baseADR), exponent: slot('exponent') }), {
          exponent: <sup>{t('play.pricing.lead.exponent')}</sup>,
        })}
      </p>
      <div className="table-scroll">
        <table className="data-table pricing-table">
          <caption className="sr-only">{t('play.pricing.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('play.pricing.night')}</th>
              <th scope="col" className="num">
                {t('play.pricing.forecast')}
              </th>
              <th scope="col" className="num">
                {t('play.pricing.sensitivity')}
              </th>
              <th scope="col">{t('play.pricing.yourRate')}</th>
              <th scope="col" className="num">
                {t('play.pricing.guestsExpected')}
              </th>
              <th scope="col" className="num">
                {t('play.pricing.revenueExpected')}
              </th>
            </tr>
          </thead>
          <tbody>
            {read.map(({ day, rate }) => {
              const mean = rate.ok ? meanAtPrice(forecastMean(session, day), rate.value, session.baseADR, elasticity[day]) : null;
              const filled = mean === null ? null : expectedFilled(mean, session.totalRooms);
              const errorId = `${ids}-${day}-error`;
              return (
                <tr key={day}>
                  <th scope="row">{days[day]}</th>
                  <td className="num" data-label={t('play.pricing.forecast')}>
                    {t('play.percent.whole', { value: Math.round((forecastMean(session, day) / session.totalRooms) * 100) })}
                  </td>
                  <td className="num" data-label={t('play.pricing.sensitivity')}>
                    {elasticity[day].toFixed(1)}
                  </td>
                  <td data-label={t('play.pricing.yourRate')}>
                    <input
                      className="input rate-input"
                      inputMode="numeric"
                      aria-label={t('play.pricing.rateFor', { day: days[day] })}
                      aria-invalid={tried && !rate.ok}
                      aria-describedby={tried && !rate.ok ? errorId : undefined}
                      value={drafts[day]}
                      disabled={!canDecide || busy}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setDrafts((d) => ({ ...d, [day]: value }));
                      }}
                    />
                    {tried && !rate.ok && (
                      <span id={errorId} className="field-error">
                        {rate.message}
                      </span>
                    )}
                  </td>
                  <td className="num" data-label={t('play.pricing.guestsExpected')}>
                    {filled === null ? '–' : t('play.pricing.guestsOf', { guests: filled.toFixed(1), rooms: session.totalRooms })}
                  </td>
                  <td className="num" data-label={t('play.pricing.revenueExpected')}>
                    {filled === null || !rate.ok ? '–' : money(Math.round(filled * rate.value))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="small muted">{t('play.pricing.bounds', { min: money(bounds.min), max: money(bounds.max) })}</p>
      {canDecide ? (
        <div className="row gap">
          <button className="btn btn-primary btn-lg" onClick={save} disabled={busy}>
            {saved ? t('play.pricing.saveNew') : t('play.pricing.save')}
          </button>
          <p className="small" role="status">
            {saved && !unsaved ? t('play.pricing.status.saved') : saved ? t('play.pricing.status.changed') : t('play.pricing.status.unsaved')}
          </p>
        </div>
      ) : (
        <p className="waiting-host">{captainName ? t('play.pricing.captainSets', { captain: captainName }) : t('play.pricing.leaderSets')}</p>
      )}
    </section>
  );
}
