/**
 * The room-availability grid and the banquet grid: one row per room or hall,
 * one cell per night, each sold cell in its booking's colour. The request on
 * screen is previewed where it would land.
 */
import { GRID_DAYS } from '@front-desk-rm/engine/domain';
import { type Booking } from '@front-desk-rm/engine/rules';
import { hueUnderWhiteText } from '../../../components/ui/colours.js';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { dayLabels } from './labels.js';
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
  const t = useT();
  const days = dayLabels(useFormat());
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
            <th scope="col">{kind === 'rooms' ? t('play.grid.room') : t('play.grid.hall')}</th>
            {GRID_DAYS.map((d) => (
              <th key={d} scope="col">
                {days[d]}
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
                  const name = namesById.get(sold.booking.scenarioId) ?? t('play.grid.booked');
                  return (
                    <td
                      key={d}
                      className="sold"
                      style={{ background: bookingColour(sold.index) }}
                      title={t('play.grid.soldCell', { row: row.label, day: days[d], name })}
                    >
                      <span aria-hidden="true">{initials(name)}</span>
                      <span className="sr-only">{name}</span>
                    </td>
                  );
                }
                if (previewCells.has(cell))
                  return (
                    <td key={d} className="preview" title={t('play.grid.previewCell', { row: row.label, day: days[d] })}>
                      <span className="sr-only">{t('play.grid.preview')}</span>
                    </td>
                  );
                return (
                  <td key={d}>
                    <span className="sr-only">{t('play.grid.free')}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {forecast && (
          <tfoot>
            <tr className="forecast-row">
              <th scope="row">{t('play.grid.forecast')}</th>
              {GRID_DAYS.map((d, i) => (
                <td key={d}>{t('play.percent.whole', { value: forecast[i] ?? 0 })}</td>
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
