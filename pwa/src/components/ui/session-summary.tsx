/** The hotel's week at a glance, on the control panel (docs/rules.md §2) and as the brief players study in the lobby: the hotel, its rates against the base, the week's forecast, halls and dates. */
import { OCCUPANCY_DAYS, type Session } from '@front-desk-rm/engine/domain';
import { expectedOccupancyBand, percentFromBase, rateCardBand, statusBadge, weeklyOccupancyAverage } from '@front-desk-rm/engine/rules';
import { useFormat } from '../../i18n/format.js';
import { useT } from '../../i18n/use-t.js';
import { sessionDates } from './session-dates.js';

export function SessionSummary({ session }: { session: Session }) {
  const t = useT();
  const format = useFormat();
  const { money, percent, weekday } = format;
  const badge = statusBadge(session.status);
  const average = weeklyOccupancyAverage(session.occupancy);
  return (
    <section className="summary-grid" aria-label={t('summary.label')}>
      <div className="panel summary-facts">
        <div>
          <span>{t('summary.hotel')}</span>
          <strong>{session.hotelName}</strong>
        </div>
        <div>
          <span>{t('summary.rooms')}</span>
          <strong>{session.totalRooms}</strong>
        </div>
        <div>
          <span>{t('summary.baseAdr')}</span>
          <strong>{money(session.baseADR)}</strong>
        </div>
        <div>
          <span>{t('summary.status')}</span>
          <strong>
            <span className={`badge badge-${badge.tone}`}>{t(`summary.status.${session.status}`)}</span>
          </strong>
        </div>
        <div>
          <span>{t('summary.teamSize')}</span>
          <strong>{session.teamSize}</strong>
        </div>
        <div>
          <span>{t('summary.players')}</span>
          <strong>{t('summary.upTo', { count: session.maxParticipants })}</strong>
        </div>
        <div className="wide">
          <span>{t('summary.dates')}</span>
          <strong>{sessionDates(session, format)}</strong>
        </div>
      </div>
      <div className="panel">
        <h3>{t('summary.rates')}</h3>
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
                    {percent(diff)}
                  </span>
                  <span className={`badge badge-${rateCardBand(rate)}`}>{money(rate)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="panel">
        <h3>{t('summary.forecast')}</h3>
        <div className="occ-bars" role="img" aria-label={t('summary.forecastLabel', { average: percent(average) })}>
          {OCCUPANCY_DAYS.map((d) => {
            const v = Number(session.occupancy[d] ?? 0);
            return (
              <div key={d} className="occ-col" title={`${weekday(d)}: ${v}%`}>
                <span className="occ-val">{v}%</span>
                <div className="occ-track">
                  <span className={`band-${expectedOccupancyBand(v)}`} style={{ height: `${Math.min(100, v)}%` }} />
                </div>
                <span className="occ-day">{weekday(d)}</span>
              </div>
            );
          })}
        </div>
        <p className="small">
          {t('summary.average')} <strong>{percent(average)}</strong>
        </p>
      </div>
      <div className="panel">
        <h3>{t('summary.banquet')}</h3>
        {session.banquet.length === 0 ? (
          <p className="muted small">{t('summary.noHalls')}</p>
        ) : (
          <ul className="list">
            {session.banquet.map((h) => (
              <li key={h.id} className="list-row">
                <span className="name">{h.name}</span>
                <strong>{money(h.rate)}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
