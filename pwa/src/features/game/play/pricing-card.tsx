/**
 * A pricing round (issue 36): before the week's deck, the team sets its best
 * available rate for each night, within the host's bounds. Each night's
 * guests answer the rate through the curve the card states (its price
 * sensitivity), so a team can weigh fewer guests at a higher rate before it
 * saves. The rates are written on the device and sent when the network
 * allows; they count if they were set before the host closed the round.
 */
import { useId, useMemo, useState } from 'react';
import { DAY_LABELS, GRID_DAYS, type GridDay, type NightPrices, type Session } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { clampPrice, expectedFilled, forecastMean, meanAtPrice, nightElasticities, priceBoundsOf } from '@front-desk-rm/engine/rules';

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
function readRate(text: string, bounds: { min: number; max: number }): { ok: true; value: number } | { ok: false; message: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return { ok: false, message: 'Enter a rate' };
  if (!Number.isInteger(value)) return { ok: false, message: 'Whole amounts only' };
  if (value < bounds.min || value > bounds.max) return { ok: false, message: `Between ${formatINR(bounds.min)} and ${formatINR(bounds.max)}` };
  return { ok: true, value };
}

export function PricingCard({ session, week, saved, canDecide, captainName, busy, onSave }: PricingCardProps) {
  const bounds = priceBoundsOf(session);
  const elasticity = useMemo(() => nightElasticities(session), [session]);
  const start = saved ?? (Object.fromEntries(GRID_DAYS.map((d) => [d, clampPrice(session.baseADR, bounds)])) as NightPrices);
  const [drafts, setDrafts] = useState<Drafts>(() => Object.fromEntries(GRID_DAYS.map((d) => [d, String(start[d])])) as Drafts);
  const [tried, setTried] = useState(false);
  const ids = useId();
  const read = GRID_DAYS.map((day) => ({ day, rate: readRate(drafts[day], bounds) }));
  const problems = read.filter((r) => !r.rate.ok).length;
  const unsaved = !saved || GRID_DAYS.some((d) => String(saved[d]) !== drafts[d].trim());

  function save() {
    setTried(true);
    if (problems > 0) return;
    onSave(Object.fromEntries(read.map((r) => [r.day, (r.rate as { value: number }).value])) as NightPrices);
  }

  return (
    <section className="panel pricing-card" aria-labelledby="pricing-title">
      <p className="eyebrow">Week {week} · Pricing round</p>
      <h2 id="pricing-title">Set your rates for the week</h2>
      <p className="muted">
        Guests who book one night on their own arrive after the booking requests and pay your rate for that night. They answer the price: a night's sensitivity
        of 1.5 means a rate 10% above the base ADR of {formatINR(session.baseADR)} loses about 15% of them, and 10% below brings about 15% more. The curve:
        guests at your rate = guests at the base ADR × (base ADR ÷ your rate)<sup>sensitivity</sup>, rounded down. Nights the forecast shows full are firm
        (business travellers and events, 0.4 to 0.8); quiet ones shop on price (leisure guests, 1.5 to 2.5). Requests open once the host closes the pricing
        round.
      </p>
      <div className="table-scroll">
        <table className="data-table pricing-table">
          <caption className="sr-only">Your rate per night, with what the forecast expects at that rate</caption>
          <thead>
            <tr>
              <th scope="col">Night</th>
              <th scope="col" className="num">
                Forecast
              </th>
              <th scope="col" className="num">
                Sensitivity
              </th>
              <th scope="col">Your rate</th>
              <th scope="col" className="num">
                Guests expected
              </th>
              <th scope="col" className="num">
                Revenue expected
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
                  <th scope="row">{DAY_LABELS[day]}</th>
                  <td className="num" data-label="Forecast">
                    {Math.round((forecastMean(session, day) / session.totalRooms) * 100)}%
                  </td>
                  <td className="num" data-label="Sensitivity">
                    {elasticity[day].toFixed(1)}
                  </td>
                  <td data-label="Your rate">
                    <input
                      className="input rate-input"
                      inputMode="numeric"
                      aria-label={`Rate for ${DAY_LABELS[day]}`}
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
                  <td className="num" data-label="Guests expected">
                    {filled === null ? '–' : `${filled.toFixed(1)} of ${session.totalRooms}`}
                  </td>
                  <td className="num" data-label="Revenue expected">
                    {filled === null || !rate.ok ? '–' : formatINR(Math.round(filled * rate.value))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="small muted">
        Rates from {formatINR(bounds.min)} to {formatINR(bounds.max)}. Guests expected are before any group takes rooms: the requests still to come may leave
        fewer free.
      </p>
      {canDecide ? (
        <div className="row gap">
          <button className="btn btn-primary btn-lg" onClick={save} disabled={busy}>
            {saved ? 'Save new rates' : 'Save rates'}
          </button>
          <p className="small" role="status">
            {saved && !unsaved
              ? 'Saved. You can change them until the host closes the pricing round.'
              : saved
                ? 'Changes not saved yet.'
                : 'Not saved yet: unsaved rates count as the base ADR.'}
          </p>
        </div>
      ) : (
        <p className="waiting-host">{captainName ?? 'Your team leader'} sets the team's rates; you see them here once saved.</p>
      )}
    </section>
  );
}
