/**
 * The room-availability grid and the banquet grid: one row per room or hall,
 * one cell per night, each sold cell in its booking's colour. The request on
 * screen is previewed where it would land.
 */
import { DAY_LABELS, GRID_DAYS } from '@front-desk-rm/engine/domain';
import { type Booking } from '@front-desk-rm/engine/rules';
import { hueUnderWhiteText } from '../../../components/ui/colours.js';
import './play.css';

const HUES = [262, 200, 330, 150, 25, 285, 180, 350, 45, 230, 120, 5];

export function bookingColour(index: number): string {
  // The booking's initials are white on it: a green or a cyan is drawn darker than a purple.
  return hueUnderWhiteText(HUES[index % HUES.length]!, 65);
}

export interface GridRow {
  key: string;
  label: string;
}

export function OccupancyGrid({
  caption,
  rows,
  bookings,
  namesById,
  preview,
  kind,
  forecast,
  describedBy,
}: {
  caption: string;
  rows: GridRow[];
  bookings: Booking[];
  namesById: Map<string, string>;
  preview: Booking | null;
  kind: 'rooms' | 'halls';
  /** The forecast occupancy (%) by night, shown as a row under the days. */
  forecast?: readonly number[];
  /** The id of the sentence that says where the request on screen would land. */
  describedBy?: string;
}) {
  const owner = new Map<string, { index: number; booking: Booking }>();
  bookings.forEach((b, index) => {
    const keys = kind === 'rooms' ? b.rooms : b.hall ? [b.hall.key] : [];
    for (const k of keys) for (const n of b.nights) owner.set(`${k}|${n}`, { index, booking: b });
  });
  const previewCells = new Set<string>();
  if (preview) {
    const keys = kind === 'rooms' ? preview.rooms : preview.hall ? [preview.hall.key] : [];
    for (const k of keys) for (const n of preview.nights) previewCells.add(`${k}|${n}`);
  }
  return (
    <div className="grid-scroll">
      <table className="room-grid" aria-describedby={describedBy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{kind === 'rooms' ? 'Room' : 'Hall'}</th>
            {GRID_DAYS.map((d) => (
              <th key={d} scope="col">
                {DAY_LABELS[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {GRID_DAYS.map((d) => {
                const cell = `${row.key}|${d}`;
                const sold = owner.get(cell);
                if (sold) {
                  const name = namesById.get(sold.booking.scenarioId) ?? 'Booked';
                  return (
                    <td key={d} className="sold" style={{ background: bookingColour(sold.index) }} title={`${row.label}, ${DAY_LABELS[d]}: ${name}`}>
                      <span aria-hidden="true">{initials(name)}</span>
                      <span className="sr-only">{name}</span>
                    </td>
                  );
                }
                if (previewCells.has(cell))
                  return (
                    <td key={d} className="preview" title={`${row.label}, ${DAY_LABELS[d]}: this request`}>
                      <span className="sr-only">would be taken by this request</span>
                    </td>
                  );
                return (
                  <td key={d}>
                    <span className="sr-only">free</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {forecast && (
          <tfoot>
            <tr className="forecast-row">
              <th scope="row">Forecast</th>
              {GRID_DAYS.map((d, i) => (
                <td key={d}>{forecast[i] ?? 0}%</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
