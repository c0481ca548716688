/** The week's room and banquet grids, with the request on screen previewed where it would land. */
import { OCCUPANCY_DAYS, hallKey, type Booking, type Session, type TeamPlay } from '@front-desk-rm/engine';
import { OccupancyGrid, bookingColour, initials } from './room-grid.js';

export interface WeekGridsProps {
  session: Pick<Session, 'banquet' | 'occupancy'>;
  play: TeamPlay;
  namesById: Map<string, string>;
  preview: Booking | null;
  /** Where the request on screen would land, or why it does not fit; null with no request on screen. */
  placement: string | null;
}

export function WeekGrids({ session, play, namesById, preview, placement }: WeekGridsProps) {
  const roomRows = Object.keys(play.rooms).map((k) => ({ key: k, label: k }));
  const hallRows = session.banquet.map((h, i) => ({ key: hallKey(i), label: h.name }));
  // The forecast sits on the grid itself, night by night, where the decision is made.
  const forecast = OCCUPANCY_DAYS.map((day) => Number(session.occupancy[day]) || 0);
  return (
    <>
      <section className="panel" aria-labelledby="grid-title">
        <div className="panel-head">
          <h2 id="grid-title">Room availability</h2>
          <span className="muted small">
            {play.bookings.reduce((n, b) => n + b.rooms.length * b.nights.length, 0)} of {roomRows.length * 7} room-nights sold
          </span>
        </div>
        {placement && (
          <p id="grid-placement" className="grid-placement">
            {placement}
          </p>
        )}
        <OccupancyGrid
          caption="Rooms by night"
          rows={roomRows}
          bookings={play.bookings}
          namesById={namesById}
          preview={preview}
          kind="rooms"
          forecast={forecast}
          describedBy={placement ? 'grid-placement' : undefined}
        />
        <div className="grid-legend">
          <span>
            <span className="swatch" style={{ background: '#ecfdf5', border: '1px solid #bbf7d0' }} />
            Free
          </span>
          <span>
            <span className="swatch" style={{ background: 'hsl(262 65% 42%)' }} />
            Sold (one colour per booking)
          </span>
          <span>
            <span className="swatch" style={{ background: '#ddd6fe', border: '1px dashed #8b5cf6' }} />
            Where this request would go
          </span>
        </div>
        <BookingKey bookings={play.bookings} namesById={namesById} />
      </section>
      {hallRows.length > 0 && (
        <section className="panel" aria-labelledby="banquet-title">
          <div className="panel-head">
            <h2 id="banquet-title">Banquet halls</h2>
          </div>
          <OccupancyGrid
            caption="Banquet halls by night"
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
  if (bookings.length === 0) return null;
  return (
    <ul className="booking-key" aria-label="Bookings on the grid">
      {bookings.map((b, i) => {
        const name = namesById.get(b.scenarioId) ?? 'Booked';
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
