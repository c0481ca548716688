/**
 * What the week taught the forecast (issue 49): in a campaign under the
 * forecast demand model, each night's forecast for this week, the demand the
 * week showed at the base ADR (a night that filled the hotel read as the
 * demand that filled it, as pick-up reads it), and the forecast next week
 * opens with. Shown once the week is over, beside the nights.
 */
import { campaignLength, currentWeek, type Session } from '@front-desk-rm/engine/domain';
import { pickUpNights, realisedDemand } from '@front-desk-rm/engine/rules';
import { useFormat } from '../../../i18n/format.js';
import { useT } from '../../../i18n/use-t.js';
import { dayInFull } from '../../../components/ui/engine-words.js';

type PickUpSession = Pick<Session, 'id' | 'totalRooms' | 'occupancy' | 'week' | 'weeks' | 'closedWeeks'>;

/** Each night's pick-up as the rule works it out, for the table (which names each night); null outside a campaign's weeks before the last. */
export function pickUpRows(session: PickUpSession) {
  const week = currentWeek(session);
  if (campaignLength(session) <= 1 || week >= campaignLength(session)) return null;
  return pickUpNights(session.occupancy, realisedDemand(session), session.totalRooms, week);
}

export function PickUpTable({ session }: { session: PickUpSession }) {
  const t = useT();
  const format = useFormat();
  const { number } = format;
  const rows = pickUpRows(session);
  if (!rows) return null;
  const week = currentWeek(session);
  const whole = (value: number) => t('debrief.percentWhole', { value: number(value) });
  return (
    <section className="panel" aria-labelledby="pick-up-title">
      <h2 id="pick-up-title">{t('debrief.pickUp.title')}</h2>
      {/* How far week n moves the forecast, 1 / (n + 1), in words: the message names the fractions, by the week. */}
      <p className="muted small">{t('debrief.pickUp.lead', { next: week + 1, week: String(week) })}</p>
      <table className="data-table">
        <caption className="sr-only">{t('debrief.pickUp.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('debrief.chart.night')}</th>
            <th scope="col" className="num">
              {t('debrief.pickUp.forecast')}
            </th>
            <th scope="col" className="num">
              {t('debrief.pickUp.seen')}
            </th>
            <th scope="col" className="num">
              {t('debrief.pickUp.next')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row">{dayInFull(format, r.day)}</th>
              <td data-label={t('debrief.pickUp.forecast')} className="num">
                {whole(r.forecast)}
              </td>
              <td data-label={t('debrief.pickUp.seen')} className="num">
                <span>
                  {whole(Math.round(r.seenPercent))}
                  {r.soldOut && <span className="muted small"> {t('debrief.pickUp.soldOut')}</span>}
                </span>
              </td>
              <td data-label={t('debrief.pickUp.next')} className="num">
                {whole(r.next)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
