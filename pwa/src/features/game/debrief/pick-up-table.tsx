/**
 * What the week taught the forecast (issue 49): in a campaign under the
 * forecast demand model, each night's forecast for this week, the demand the
 * week showed at the base ADR (a night that filled the hotel read as the
 * demand that filled it, as pick-up reads it), and the forecast next week
 * opens with. Shown once the week is over, beside the nights.
 */
import { DAY_NAMES, GRID_DAYS, campaignLength, currentWeek, type Session } from '@front-desk-rm/engine/domain';
import { pickUpNights, realisedDemand } from '@front-desk-rm/engine/rules';

type PickUpSession = Pick<Session, 'id' | 'totalRooms' | 'occupancy' | 'week' | 'weeks' | 'closedWeeks'>;

/** Each night's pick-up as the rule works it out, named for the table; null outside a campaign's weeks before the last. */
export function pickUpRows(session: PickUpSession) {
  const week = currentWeek(session);
  if (campaignLength(session) <= 1 || week >= campaignLength(session)) return null;
  return pickUpNights(session.occupancy, realisedDemand(session), session.totalRooms, week).map((night) => ({
    ...night,
    name: DAY_NAMES[GRID_DAYS.indexOf(night.day)]!,
  }));
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
              <th scope="row">{r.name}</th>
              <td data-label="Forecast" className="num">
                {r.forecast}%
              </td>
              <td data-label="Demand seen" className="num">
                <span>
                  {Math.round(r.seenPercent)}%{r.soldOut && <span className="muted small"> (sold out)</span>}
                </span>
              </td>
              <td data-label="Next week's forecast" className="num">
                {r.next}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
