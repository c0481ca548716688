/** The weekly bookings panel and the rate card with its Rates, Banquet and Occupancy tabs (docs/rules.md §2, §9). */
import { useState } from 'react';
import { type Decision, GRID_DAYS, OCCUPANCY_DAYS, type RoomGrid, type Session } from '@front-desk-rm/engine/domain';
import {
  type Booking,
  expectedOccupancyBand,
  occupancyBand,
  percentFromBase,
  rateCardBand,
  type TeamFigures,
  weeklyOccupancyAverage,
} from '@front-desk-rm/engine/rules';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { bookingColour } from './room-grid.js';
import { dayLabels } from './labels.js';
import { slot, withSlots } from '../../../components/ui/slots.js';
import './play.css';

export function FiguresGrid({ figures }: { figures: TeamFigures }) {
  const t = useT();
  const { money, percent } = useFormat();
  const transient = figures.transient;
  const projected = transient?.phase === 'projected';
  return (
    <>
      <div className="figures">
        {[
          [t('play.figures.revenue'), money(figures.revenue)],
          [t('play.figures.occupancy'), percent(figures.occupancy)],
          [t('play.figures.adr'), money(figures.adr)],
          [t('play.figures.revPar'), money(figures.revPar)],
          ...(transient ? [[t('play.figures.tRevPar'), money(figures.tRevPar)]] : []),
        ].map(([label, value]) => (
          // A figure that counts the forecast's guests before they came says so on itself, not only in the note below.
          <div key={label} className="figure" data-projected={projected || undefined}>
            <span>
              {label}
              {projected && <em className="figure-tag">{t('play.figures.projected')}</em>}
            </span>
            <strong>{value}</strong>
          </div>
        ))}
      </div>
      {transient && <p className="muted small figures-note">{transientNote(transient, t, money)}</p>}
    </>
  );
}

/** What the transient guests add, in words a trainee reads: the forecast's expectation during play, the guests who came at the end. */
export function transientNote(transient: NonNullable<TeamFigures['transient']>, t: Translate, money: (amount: number) => string): string {
  // In a pricing round (issue 36) the guests pay the team's own rates, which may differ night by night.
  const values = {
    rooms: Math.round(transient.rooms),
    revenue: money(transient.revenue),
    rates: new Set(transient.nights.map((n) => n.price)).size > 1 ? 'several' : 'one',
    price: money(transient.nights[0]?.price ?? 0),
  };
  if (transient.phase === 'projected') return t('play.figures.transient.projected', values);
  const away = Math.round(transient.turnedAway);
  return away > 0 ? t('play.figures.transient.turnedAway', { ...values, away }) : t('play.figures.transient.realised', values);
}

export function WeeklyBookings({
  figures,
  bookings,
  namesById,
  decisions = [],
}: {
  figures: TeamFigures;
  bookings: Booking[];
  namesById: Map<string, string>;
  decisions?: readonly Pick<Decision, 'scenarioId' | 'source'>[];
}) {
  const t = useT();
  const format = useFormat();
  const { money } = format;
  const days = dayLabels(format);
  // The requests the booking timer declined: nobody on the team chose them.
  const timedOut = decisions.filter((d) => d.source === 'timer').map((d) => namesById.get(d.scenarioId) ?? t('play.bookingFallback'));
  // The engine's outcomeSummary ('3 accepted · 2 declined · 1 timed out'), in the language spoken: the declines the team chose, apart from the timer's.
  const chosen = figures.declined - timedOut.length;
  return (
    <section className="panel" aria-labelledby="weekly-title">
      <div className="panel-head">
        <h2 id="weekly-title">{t('play.weekly.title')}</h2>
        <span className="muted small">
          {timedOut.length > 0
            ? t('play.weekly.outcomeTimedOut', { accepted: figures.accepted, declined: chosen, timedOut: timedOut.length })
            : t('play.weekly.outcome', { accepted: figures.accepted, declined: chosen })}
        </span>
      </div>
      <FiguresGrid figures={figures} />
      {timedOut.length > 0 && <p className="small timed-out-line">{t('play.weekly.timedOut', { names: timedOut.join(', ') })}</p>}
      {bookings.length > 0 ? (
        <ul className="list" style={{ marginTop: '0.75rem' }}>
          {bookings.map((b, i) => (
            <li key={b.scenarioId} className="list-row">
              <span className="row gap" style={{ gap: '0.5rem', flexWrap: 'nowrap', minWidth: 0 }}>
                <span className="swatch" style={{ background: bookingColour(i) }} aria-hidden="true" />
                <span style={{ minWidth: 0 }}>
                  <span className="name">{namesById.get(b.scenarioId) ?? t('play.bookingFallback')}</span>
                  <span className="muted small" style={{ display: 'block' }}>
                    {b.rooms.length > 0 ? `${t('play.weekly.rooms', { count: b.rooms.length })} · ` : ''}
                    {b.nights.map((n) => days[n]).join(', ')}
                    {b.hall ? ` · ${b.hall.name}` : ''}
                  </span>
                </span>
              </span>
              <strong>{money(b.totalRate)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small" style={{ marginTop: '0.75rem' }}>
          {t('play.weekly.empty')}
        </p>
      )}
    </section>
  );
}

type Tab = 'rates' | 'banquet' | 'occupancy';

export function RateCard({ session, rooms }: { session: Session; rooms: RoomGrid }) {
  const t = useT();
  const { money, percent, weekday } = useFormat();
  const [tab, setTab] = useState<Tab>('rates');
  const roomKeys = Object.keys(rooms);
  const soldOn = (i: number) => roomKeys.filter((k) => rooms[k]![GRID_DAYS[i]!] !== null).length;
  const average = weeklyOccupancyAverage(session.occupancy);
  return (
    <section className="panel">
      <details className="collapsible" open>
        <summary>{t('play.rateCard.title')}</summary>
        <div className="tabs" role="tablist" aria-label={t('play.rateCard.tabs')}>
          {(['rates', 'banquet', 'occupancy'] as const).map((each) => (
            <button key={each} role="tab" className="tab" aria-selected={tab === each} onClick={() => setTab(each)}>
              {each === 'rates' ? t('play.rateCard.rates') : each === 'banquet' ? t('play.rateCard.banquet') : t('play.rateCard.occupancy')}
            </button>
          ))}
        </div>
        {tab === 'rates' && (
          <div role="tabpanel">
            <ul className="list">
              {Object.entries(session.rates).map(([name, rate]) => {
                const diff = percentFromBase(rate, session.baseADR);
                return (
                  <li key={name} className="list-row">
                    <span>
                      <span className="name" style={{ textTransform: 'capitalize' }}>
                        {name}
                      </span>
                      <span className="muted small" style={{ display: 'block' }}>
                        {t('play.rateCard.vsBase', { diff: `${diff >= 0 ? '+' : ''}${percent(diff)}`, base: money(session.baseADR) })}
                      </span>
                    </span>
                    <span className={`badge badge-${rateCardBand(rate)}`}>{money(rate)}</span>
                  </li>
                );
              })}
              {/* Only a rate the session has: a weekend line for a hotel without a weekend rate taught a price that does not exist. */}
            </ul>
          </div>
        )}
        {tab === 'banquet' && (
          <div role="tabpanel">
            <ul className="list">
              {session.banquet.length === 0 && <li className="muted small">{t('play.rateCard.noHalls')}</li>}
              {session.banquet.map((h) => (
                <li key={h.id} className="list-row">
                  <span>
                    <span className="name">{h.name}</span>
                    {h.capacity && (
                      <span className="muted small" style={{ display: 'block' }}>
                        {t('play.rateCard.capacity', { capacity: h.capacity })}
                      </span>
                    )}
                  </span>
                  <strong>{t('play.rateCard.perNight', { amount: money(h.rate) })}</strong>
                </li>
              ))}
            </ul>
          </div>
        )}
        {tab === 'occupancy' && (
          <div role="tabpanel">
            <ul className="list">
              {OCCUPANCY_DAYS.map((day, i) => {
                const forecast = Number(session.occupancy[day] ?? 0);
                const yours = roomKeys.length > 0 ? (soldOn(i) / roomKeys.length) * 100 : 0;
                return (
                  <li key={day} className="list-row" style={{ display: 'block' }}>
                    <div className="row" style={{ justifyContent: 'space-between' }}>
                      <span className="name">{weekday(day)}</span>
                      <span className="small">
                        {withSlots(t('play.rateCard.forecastVsYours', { forecast: slot('forecast'), yours: slot('yours') }), {
                          forecast: <strong>{t('play.percent.whole', { value: forecast })}</strong>,
                          yours: <strong>{percent(yours)}</strong>,
                        })}
                      </span>
                    </div>
                    <div className="occ-bar" title={t('play.rateCard.forecastBar', { forecast: t('play.percent.whole', { value: forecast }) })}>
                      <span className={`band-${expectedOccupancyBand(forecast)}`} style={{ width: `${Math.min(100, forecast)}%` }} />
                    </div>
                    <div className="occ-bar" title={t('play.rateCard.yoursBar', { yours: percent(yours) })}>
                      <span className={`band-${occupancyBand(yours)}`} style={{ width: `${Math.min(100, yours)}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="small" style={{ marginTop: '0.5rem' }}>
              {withSlots(t('play.rateCard.weeklyAverage', { average: slot('average') }), { average: <strong>{percent(average)}</strong> })}
            </p>
          </div>
        )}
      </details>
    </section>
  );
}
