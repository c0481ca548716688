/** The weekly bookings panel and the rate card with its Rates, Banquet and Occupancy tabs (docs/rules.md §2, §9). */
import { useState } from 'react';
import { DAY_LABELS, type Decision, GRID_DAYS, OCCUPANCY_DAYS, type RoomGrid, type Session } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import {
  type Booking,
  expectedOccupancyBand,
  occupancyBand,
  outcomeSummary,
  percentFromBase,
  rateCardBand,
  type TeamFigures,
  weeklyOccupancyAverage,
} from '@front-desk-rm/engine/rules';
import { bookingColour } from './room-grid.js';
import './play.css';

export function FiguresGrid({ figures }: { figures: TeamFigures }) {
  const transient = figures.transient;
  const projected = transient?.phase === 'projected';
  return (
    <>
      <div className="figures">
        {[
          ['Revenue', formatINR(figures.revenue)],
          ['Occupancy', formatPercent(figures.occupancy)],
          ['ADR', formatINR(figures.adr)],
          ['RevPAR', formatINR(figures.revPar)],
          ...(transient ? [['TRevPAR', formatINR(figures.tRevPar)]] : []),
        ].map(([label, value]) => (
          // A figure that counts the forecast's guests before they came says so on itself, not only in the note below.
          <div key={label} className="figure" data-projected={projected || undefined}>
            <span>
              {label}
              {projected && <em className="figure-tag">projected</em>}
            </span>
            <strong>{value}</strong>
          </div>
        ))}
      </div>
      {transient && <p className="muted small figures-note">{transientNote(transient)}</p>}
    </>
  );
}

/** What the transient guests add, in words a trainee reads: the forecast's expectation during play, the guests who came at the end. */
export function transientNote(t: NonNullable<TeamFigures['transient']>): string {
  const rooms = (n: number) => `${Math.round(n)} ${Math.round(n) === 1 ? 'room-night' : 'room-nights'}`;
  // In a pricing round (issue 36) the guests pay the team's own rates, which may differ night by night.
  const rate = new Set(t.nights.map((n) => n.price)).size > 1 ? 'at your rates' : `at ${formatINR(t.nights[0]?.price ?? 0)} a night`;
  if (t.phase === 'projected')
    return `Projected week: your bookings so far, plus about ${rooms(t.rooms)} the forecast expects transient guests to take in the rooms you left free (${formatINR(t.revenue)} ${rate}). RevPAR is rooms only; TRevPAR adds banquets.`;
  const away = Math.round(t.turnedAway);
  return `Transient guests took ${rooms(t.rooms)} in the rooms you left free (${formatINR(t.revenue)} ${rate})${away > 0 ? `; ${away} more found the hotel full` : ''}. RevPAR is rooms only; TRevPAR adds banquets.`;
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
  // The requests the booking timer declined: nobody on the team chose them.
  const timedOut = decisions.filter((d) => d.source === 'timer').map((d) => namesById.get(d.scenarioId) ?? 'Booking');
  return (
    <section className="panel" aria-labelledby="weekly-title">
      <div className="panel-head">
        <h2 id="weekly-title">Weekly bookings</h2>
        <span className="muted small">{outcomeSummary(figures.accepted, figures.declined, timedOut.length)}</span>
      </div>
      <FiguresGrid figures={figures} />
      {timedOut.length > 0 && <p className="small timed-out-line">Timed out: {timedOut.join(', ')}</p>}
      {bookings.length > 0 ? (
        <ul className="list" style={{ marginTop: '0.75rem' }}>
          {bookings.map((b, i) => (
            <li key={b.scenarioId} className="list-row">
              <span className="row gap" style={{ gap: '0.5rem', flexWrap: 'nowrap', minWidth: 0 }}>
                <span className="swatch" style={{ background: bookingColour(i) }} aria-hidden="true" />
                <span style={{ minWidth: 0 }}>
                  <span className="name">{namesById.get(b.scenarioId) ?? 'Booking'}</span>
                  <span className="muted small" style={{ display: 'block' }}>
                    {b.rooms.length > 0 ? `${b.rooms.length} ${b.rooms.length === 1 ? 'room' : 'rooms'} · ` : ''}
                    {b.nights.map((n) => DAY_LABELS[n]).join(', ')}
                    {b.hall ? ` · ${b.hall.name}` : ''}
                  </span>
                </span>
              </span>
              <strong>{formatINR(b.totalRate)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small" style={{ marginTop: '0.75rem' }}>
          No bookings accepted yet. Accepted requests appear here with their rooms and nights.
        </p>
      )}
    </section>
  );
}

type Tab = 'rates' | 'banquet' | 'occupancy';

export function RateCard({ session, rooms }: { session: Session; rooms: RoomGrid }) {
  const [tab, setTab] = useState<Tab>('rates');
  const roomKeys = Object.keys(rooms);
  const soldOn = (i: number) => roomKeys.filter((k) => rooms[k]![GRID_DAYS[i]!] !== null).length;
  const average = weeklyOccupancyAverage(session.occupancy);
  return (
    <section className="panel">
      <details className="collapsible" open>
        <summary>Rate card and occupancy</summary>
        <div className="tabs" role="tablist" aria-label="Rate card">
          {(['rates', 'banquet', 'occupancy'] as const).map((t) => (
            <button key={t} role="tab" className="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
              {t === 'rates' ? 'Rates' : t === 'banquet' ? 'Banquet' : 'Occupancy'}
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
                        {diff >= 0 ? '+' : ''}
                        {formatPercent(diff)} vs base ADR {formatINR(session.baseADR)}
                      </span>
                    </span>
                    <span className={`badge badge-${rateCardBand(rate)}`}>{formatINR(rate)}</span>
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
              {session.banquet.length === 0 && <li className="muted small">This hotel has no banquet halls.</li>}
              {session.banquet.map((h) => (
                <li key={h.id} className="list-row">
                  <span>
                    <span className="name">{h.name}</span>
                    {h.capacity && (
                      <span className="muted small" style={{ display: 'block' }}>
                        Up to {h.capacity} guests
                      </span>
                    )}
                  </span>
                  <strong>{formatINR(h.rate)} / night</strong>
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
                      <span className="name">{day}</span>
                      <span className="small">
                        Forecast <strong>{forecast}%</strong> · Yours <strong>{formatPercent(yours)}</strong>
                      </span>
                    </div>
                    <div className="occ-bar" title={`Forecast ${forecast}%`}>
                      <span className={`band-${expectedOccupancyBand(forecast)}`} style={{ width: `${Math.min(100, forecast)}%` }} />
                    </div>
                    <div className="occ-bar" title={`Your occupancy ${formatPercent(yours)}`}>
                      <span className={`band-${occupancyBand(yours)}`} style={{ width: `${Math.min(100, yours)}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="small" style={{ marginTop: '0.5rem' }}>
              Weekly forecast average: <strong>{formatPercent(average)}</strong>
            </p>
          </div>
        )}
      </details>
    </section>
  );
}
