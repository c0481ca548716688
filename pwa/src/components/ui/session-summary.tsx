/** The hotel's week at a glance, on the control panel (docs/rules.md §2) and as the brief players study in the lobby: the hotel, its rates against the base, the week's forecast, halls and dates. */
import { OCCUPANCY_DAYS, type Session } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { expectedOccupancyBand, percentFromBase, rateCardBand, statusBadge, weeklyOccupancyAverage } from '@front-desk-rm/engine/rules';
import { sessionDates } from './session-dates.js';

export function SessionSummary({ session }: { session: Session }) {
  const badge = statusBadge(session.status);
  const average = weeklyOccupancyAverage(session.occupancy);
  return (
    <section className="summary-grid" aria-label="Session summary">
      <div className="panel summary-facts">
        <div>
          <span>Hotel</span>
          <strong>{session.hotelName}</strong>
        </div>
        <div>
          <span>Rooms</span>
          <strong>{session.totalRooms}</strong>
        </div>
        <div>
          <span>Base ADR</span>
          <strong>{formatINR(session.baseADR)}</strong>
        </div>
        <div>
          <span>Status</span>
          <strong>
            <span className={`badge badge-${badge.tone}`}>{badge.label}</span>
          </strong>
        </div>
        <div>
          <span>Team size</span>
          <strong>{session.teamSize}</strong>
        </div>
        <div>
          <span>Players</span>
          <strong>up to {session.maxParticipants}</strong>
        </div>
        <div className="wide">
          <span>Dates</span>
          <strong>{sessionDates(session)}</strong>
        </div>
      </div>
      <div className="panel">
        <h3>Rate categories</h3>
        <ul className="list">
          {Object.entries(session.rates).map(([name, rate]) => {
            const diff = percentFromBase(rate, session.baseADR);
            return (
              <li key={name} className="list-row">
                <span className="name" style={{ textTransform: 'capitalize' }}>
                  {name}
                </span>
                <span className="row gap">
                  <span className="muted small">
                    {diff >= 0 ? '+' : ''}
                    {formatPercent(diff)}
                  </span>
                  <span className={`badge badge-${rateCardBand(rate)}`}>{formatINR(rate)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="panel">
        <h3>Weekly occupancy forecast</h3>
        <div className="occ-bars" role="img" aria-label={`Forecast occupancy, average ${formatPercent(average)}`}>
          {OCCUPANCY_DAYS.map((d) => {
            const v = Number(session.occupancy[d] ?? 0);
            return (
              <div key={d} className="occ-col" title={`${d}: ${v}%`}>
                <span className="occ-val">{v}%</span>
                <div className="occ-track">
                  <span className={`band-${expectedOccupancyBand(v)}`} style={{ height: `${Math.min(100, v)}%` }} />
                </div>
                <span className="occ-day">{d}</span>
              </div>
            );
          })}
        </div>
        <p className="small">
          Average: <strong>{formatPercent(average)}</strong>
        </p>
      </div>
      <div className="panel">
        <h3>Banquet facilities</h3>
        {session.banquet.length === 0 ? (
          <p className="muted small">No banquet halls: requests are rooms only.</p>
        ) : (
          <ul className="list">
            {session.banquet.map((h) => (
              <li key={h.id} className="list-row">
                <span className="name">{h.name}</span>
                <strong>{formatINR(h.rate)}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
