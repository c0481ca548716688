/** The week's room and banquet grids, with the request on screen previewed where it would land. */
import { GRID_DAYS, OCCUPANCY_DAYS, type Session } from '@front-desk-rm/engine/domain';
import { freeByNight, hallKey, type Booking, type TeamPlay } from '@front-desk-rm/engine/rules';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { OccupancyGrid, bookingColour, initials } from './room-grid.js';
import { dayLabels, roomLabel } from './labels.js';
import './play.css';

export interface WeekGridsProps {
  session: Pick<Session, 'banquet' | 'occupancy'>;
  play: TeamPlay;
  namesById: Map<string, string>;
  preview: Booking | null;
  /** Where the request on screen would land, or why it does not fit; null with no request on screen. */
  placement: string | null;
}

/**
 * Past this many rooms the grid folds behind a toggle: a 120-room hotel's grid made a tablet's page 5,000 px long,
 * and what a decision needs, the rooms free each night, fits one row.
 */
export const FOLD_ROOMS = 24;

export function WeekGrids({ session, play, namesById, preview, placement }: WeekGridsProps) {
  const t = useT();
  const roomRows = Object.keys(play.rooms).map((k) => ({ key: k, label: roomLabel(t, k) }));
  const hallRows = session.banquet.map((h, i) => ({ key: hallKey(i), label: h.name }));
  // The forecast sits on the grid itself, night by night, where the decision is made.
  const forecast = OCCUPANCY_DAYS.map((day) => Number(session.occupancy[day]) || 0);
  const [unfolded, setUnfolded] = useState(false);
  const grid = (
    <OccupancyGrid
      caption={t('play.grid.roomsCaption')}
      rows={roomRows}
      bookings={play.bookings}
      namesById={namesById}
      preview={preview}
      kind="rooms"
      forecast={forecast}
      describedBy={placement ? 'grid-placement' : undefined}
    />
  );
  return (
    <>
      <section className="panel" aria-labelledby="grid-title">
        <div className="panel-head">
          <h2 id="grid-title">{t('play.grid.title')}</h2>
          <span className="muted small">
            {t('play.grid.sold', { sold: play.bookings.reduce((n, b) => n + b.rooms.length * b.nights.length, 0), total: roomRows.length * 7 })}
          </span>
        </div>
        {placement && (
          <p id="grid-placement" className="grid-placement">
            {placement}
          </p>
        )}
        {roomRows.length > FOLD_ROOMS ? (
          <>
            <FreeByNight rooms={play.rooms} total={roomRows.length} />
            <details className="grid-fold" onToggle={(e) => setUnfolded(e.currentTarget.open)}>
              <summary>{t('play.grid.unfold', { count: roomRows.length })}</summary>
              {/* Drawn only when open: hundreds of cells re-rendered on every change cost a slow tablet dearly. */}
              {unfolded && grid}
            </details>
          </>
        ) : (
          grid
        )}
        <div className="grid-legend">
          <span>
            <span className="swatch" style={{ background: '#ecfdf5', border: '1px solid #bbf7d0' }} />
            {t('play.grid.legend.free')}
          </span>
          <span>
            <span className="swatch" style={{ background: 'hsl(262 65% 42%)' }} />
            {t('play.grid.legend.sold')}
          </span>
          <span>
            <span className="swatch" style={{ background: '#ddd6fe', border: '1px dashed #8b5cf6' }} />
            {t('play.grid.legend.preview')}
          </span>
        </div>
        <BookingKey bookings={play.bookings} namesById={namesById} />
      </section>
      {hallRows.length > 0 && (
        <section className="panel" aria-labelledby="banquet-title">
          <div className="panel-head">
            <h2 id="banquet-title">{t('play.grid.halls')}</h2>
          </div>
          <OccupancyGrid
            caption={t('play.grid.hallsCaption')}
            rows={hallRows}
            bookings={play.bookings}
            namesById={namesById}
            preview={preview}
            kind="halls"
            describedBy={placement ? 'grid-placement' : undefined}
          />
        </section>
      )}
    </>
  );
}

/** The initials on the grid spelled out, in text anyone can read without hovering a cell. */
function BookingKey({ bookings, namesById }: { bookings: Booking[]; namesById: Map<string, string> }) {
  const t = useT();
  if (bookings.length === 0) return null;
  return (
    <ul className="booking-key" aria-label={t('play.grid.key')}>
      {bookings.map((b, i) => {
        const name = namesById.get(b.scenarioId) ?? t('play.grid.booked');
        return (
          <li key={b.scenarioId}>
            <span className="booking-key-mark" style={{ background: bookingColour(i) }} aria-hidden="true">
              {initials(name)}
            </span>
            {name}
          </li>
        );
      })}
    </ul>
  );
}

/** A large hotel's rooms in one row: how many are free each night, the figure a decision needs. */
function FreeByNight({ rooms, total }: { rooms: TeamPlay['rooms']; total: number }) {
  const t = useT();
  const days = dayLabels(useFormat());
  const free = freeByNight(rooms);
  return (
    <table className="free-by-night">
      <caption className="sr-only">{t('play.grid.freeCaption', { total })}</caption>
      <thead>
        <tr>
          <th scope="row">{t('play.grid.night')}</th>
          {GRID_DAYS.map((d) => (
            <th key={d} scope="col">
              {days[d]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('play.grid.freeOf', { total })}</th>
          {GRID_DAYS.map((d) => (
            <td key={d}>{free[d]}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
