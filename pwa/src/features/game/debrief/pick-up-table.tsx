/**
 * What the week taught the forecast (issue 49): in a campaign under the
 * forecast demand model, each night's forecast for this week, the demand the
 * week showed at the base ADR (a night that filled the hotel read as the
 * demand that filled it, as pick-up reads it), and the forecast next week
 * opens with. Shown once the week is over, beside the nights.
 */
import {
  DAY_NAMES,
  GRID_DAYS,
  OCCUPANCY_DAYS,
  campaignLength,
  currentWeek,
  realisedDemand,
  revisedForecast,
  unconstrainedDemand,
  type Session,
} from '@front-desk-rm/engine';

type PickUpSession = Pick<Session, 'id' | 'totalRooms' | 'occupancy' | 'week' | 'weeks' | 'closedWeeks'>;

/** Each night's forecast, demand seen and next week's forecast, in percent of the hotel; null outside a campaign's last-but-one weeks. */
export function pickUpRows(session: PickUpSession) {
  const week = currentWeek(session);
  if (campaignLength(session) <= 1 || week >= campaignLength(session)) return null;
  const drawn = realisedDemand(session);
  const next = revisedForecast(session.occupancy, drawn, session.totalRooms, week);
  return GRID_DAYS.map((day, i) => {
    const forecast = Number(session.occupancy[OCCUPANCY_DAYS[i]!]) || 0;
    const full = drawn[day] >= session.totalRooms;
    const seen = unconstrainedDemand(drawn[day], session.totalRooms, (forecast / 100) * session.totalRooms);
    return { day: DAY_NAMES[i]!, forecast, seen: Math.round((100 * seen) / session.totalRooms), full, next: Number(next[OCCUPANCY_DAYS[i]!]) };
  });
}

/** How far week n moves the forecast, 1 / (n + 1), in words. */
const STEP = ['half', 'a third', 'a quarter', 'a fifth', 'a sixth', 'a seventh', 'an eighth'];

export function PickUpTable({ session }: { session: PickUpSession }) {
  const rows = pickUpRows(session);
  if (!rows) return null;
  const week = currentWeek(session);
  return (
    <section className="panel" aria-labelledby="pick-up-title">
      <h2 id="pick-up-title">What the week taught the forecast</h2>
      <p className="muted small">
        Week {week + 1} opens with a forecast moved {STEP[week - 1] ?? `1/${week + 1}`} of the way toward the demand this week showed: each week counts a little
        less than the one before, so one lucky or unlucky week does not swing it. A night that filled the hotel is read as the demand expected to have filled
        it.
      </p>
      <table className="data-table">
        <caption className="sr-only">Each night: this week&apos;s forecast, the demand seen, and next week&apos;s forecast, as occupancy</caption>
        <thead>
          <tr>
            <th scope="col">Night</th>
            <th scope="col" className="num">
              Forecast
            </th>
            <th scope="col" className="num">
              Demand seen
            </th>
            <th scope="col" className="num">
              Next week&apos;s forecast
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row">{r.day}</th>
              <td className="num">{r.forecast}%</td>
              <td className="num">
                {r.seen}%{r.full && <span className="muted small"> (sold out)</span>}
              </td>
              <td className="num">{r.next}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
