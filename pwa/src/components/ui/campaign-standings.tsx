/**
 * A campaign's standings and its pricing rounds (issue 36): each team's revenue week by week,
 * each beside that week's share of its best possible week, and the total the
 * teams are ranked by. A week's figures show to the room once it is over; the
 * host sees the week being played as it stands.
 */
import { DAY_LABELS, GRID_DAYS, currentWeek, type GameData, type OccupancyDay } from '@front-desk-rm/engine/domain';
import { campaignStandings, pricingDebrief, revealedToRoom, type CampaignStanding, type PricingDebrief, type PricingEntry } from '@front-desk-rm/engine/views';
import { useServerStandings, useWeekOptima } from '../../data/reads/use-campaign.js';
import { useFormat } from '../../i18n/format.js';
import { useSpoken } from '../../i18n/spoken.js';
import { useT } from '../../i18n/use-t.js';

/** The weeks whose figures the viewer may see. */
export function visibleWeeks(session: GameData['sessions'][string], host: boolean): number[] {
  const week = currentWeek(session);
  const all = Array.from({ length: week }, (_, i) => i + 1);
  return host || revealedToRoom(session) ? all : all.slice(0, -1);
}

/** A share of the best week (0 to 1), or a dash while it is not known. */
const shareOf = (percent: (p: number) => string, share: number | null) => (share === null ? '—' : percent(share * 100));
const dayOf = (day: keyof typeof DAY_LABELS) => DAY_LABELS[day] as OccupancyDay;

type Standing = CampaignStanding;

/**
 * The host's device holds every team's rows, so the host's standings add up
 * on the device, offline too. A player's device holds only its own team's
 * decisions: the room's standings come from the server, and offline the
 * team's own weeks stand alone until it is reached.
 */
export function CampaignStandings({ data, sessionId, host, teamId }: { data: GameData; sessionId: string; host: boolean; teamId?: string }) {
  const t = useT();
  const spoken = useSpoken();
  const session = data.sessions[sessionId];
  const weeks = session ? visibleWeeks(session, host) : [];
  const local = useWeekOptima(sessionId, host ? weeks : [], session?.updatedAt);
  const server = useServerStandings(sessionId, host ? null : `${session?.week ?? 1}|${session?.status}|${session?.updatedAt}`);
  if (!session) return null;
  const total = session.weeks ?? 1;
  if (weeks.length === 0)
    return (
      <section className="panel" aria-labelledby="standings-title">
        <h2 id="standings-title">{t('standings.title')}</h2>
        <p className="muted">{t('standings.firstWeek', { total })}</p>
      </section>
    );
  // The room's standings stop at the last week that is over.
  const last = weeks[weeks.length - 1]!;
  const seen = last === currentWeek(session) ? data : { ...data, sessions: { ...data.sessions, [sessionId]: { ...session, week: last } } };
  let rows: Standing[];
  let debriefs: PricingDebrief[];
  let problem: string | null;
  if (host) {
    rows = campaignStandings(seen, sessionId, local.optimum);
    debriefs = weeks.map((w) => pricingDebrief(data, sessionId, w)).filter((d): d is PricingDebrief => d !== null);
    problem = local.problem;
  } else if (server.data) {
    rows = server.data.standings;
    debriefs = server.data.pricing;
    problem = server.data.problems[0] ?? null;
  } else {
    rows = campaignStandings(seen, sessionId).filter((r) => r.teamId === teamId);
    debriefs = [];
    problem = server.problem ?? t('standings.fetching');
  }
  return (
    <>
      <section className="panel" aria-labelledby="standings-title">
        <h2 id="standings-title">{t('standings.title')}</h2>
        <p className="muted small">{t('standings.lead', { week: currentWeek(session), total })}</p>
        {problem && <p className="small muted">{spoken(problem)}</p>}
        <StandingsTable rows={rows} weeks={weeks} current={session.status !== 'ended' ? currentWeek(session) : null} teamId={teamId} />
      </section>
      {debriefs.map((d) => (
        <PricingDebriefPanel key={d.week} debrief={d} teamId={teamId} />
      ))}
    </>
  );
}

function StandingsTable({
  rows,
  weeks,
  current,
  teamId,
}: {
  rows: readonly Standing[];
  weeks: readonly number[];
  current: number | null;
  teamId?: string | undefined;
}) {
  const t = useT();
  const { money, percent } = useFormat();
  return (
    <div className="table-scroll">
      <table className="data-table campaign-standings">
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('standings.rank')}
            </th>
            <th scope="col">{t('standings.team')}</th>
            {weeks.map((w) => (
              <th key={w} scope="col" className="num">
                {w === current ? t('standings.weekSoFar', { week: w }) : t('standings.week', { week: w })}
              </th>
            ))}
            <th scope="col" className="num">
              {t('standings.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} data-team={row.name} aria-current={row.teamId === teamId ? 'true' : undefined}>
              <td className="num" data-label="#">
                {row.rank}
              </td>
              <th scope="row">{row.name}</th>
              {row.weeks
                .filter((w) => weeks.includes(w.week))
                .map((w) => (
                  <td key={w.week} className="num" data-label={t('standings.week', { week: w.week })} data-week={w.week} data-revenue={Math.round(w.revenue)}>
                    {money(w.revenue)}
                    <span className="small muted"> · {shareOf(percent, w.share)}</span>
                  </td>
                ))}
              <td className="num" data-label={t('standings.total')} data-total={Math.round(row.total)}>
                <strong>{money(row.total)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A pricing round told after the week: each entry's rates, and per night what its rate met. */
export function PricingDebriefPanel({ debrief, teamId }: { debrief: PricingDebrief; teamId?: string | undefined }) {
  const t = useT();
  const { money, weekday } = useFormat();
  const own = teamId ? debrief.entries.find((e) => e.id === teamId) : undefined;
  return (
    <section className="panel" aria-labelledby={`pricing-${debrief.week}`}>
      <h2 id={`pricing-${debrief.week}`}>{t('pricing.title', { week: debrief.week })}</h2>
      <p className="muted small">{t('pricing.lead')}</p>
      <div className="table-scroll">
        <table className="data-table pricing-rates" aria-label={t('pricing.ratesLabel', { week: debrief.week })}>
          <thead>
            <tr>
              <th scope="col">{t('standings.team')}</th>
              {GRID_DAYS.map((d) => (
                <th key={d} scope="col" className="num">
                  {weekday(dayOf(d))}
                </th>
              ))}
              <th scope="col" className="num">
                {t('pricing.guestsRevenue')}
              </th>
              <th scope="col" className="num">
                {t('pricing.weeksRevenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {debrief.entries.map((e) => (
              <tr key={e.id} data-entry={e.name} className={e.kind === 'house' ? 'house-row' : undefined} aria-current={e.id === teamId ? 'true' : undefined}>
                <th scope="row">
                  {e.name}
                  {e.kind === 'house' && <span className="small muted"> {t('pricing.house')}</span>}
                </th>
                {e.nights.map((n) => (
                  <td key={n.day} className="num" data-label={weekday(dayOf(n.day))} data-night={n.day} data-price={n.price}>
                    {money(n.price)}
                  </td>
                ))}
                <td className="num" data-label={t('pricing.guestsRevenue')} data-transient={Math.round(e.transientRevenue)}>
                  {money(e.transientRevenue)}
                </td>
                <td className="num" data-label={t('pricing.weeksRevenue')} data-revenue={Math.round(e.revenue)}>
                  {money(e.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* A team opens its own nights; the host and the house teams' rows are there to open. */}
      {(own ? [own, ...debrief.entries.filter((e) => e.kind === 'house')] : debrief.entries).map((e) => (
        <NightByNight key={e.id} entry={e} debrief={debrief} open={e === own} />
      ))}
    </section>
  );
}

function NightByNight({ entry, debrief, open }: { entry: PricingEntry; debrief: PricingDebrief; open: boolean }) {
  const t = useT();
  const { money, number, weekday } = useFormat();
  return (
    <details open={open} className="night-by-night">
      <summary>{t('pricing.nightByNight', { name: entry.name })}</summary>
      <div className="table-scroll">
        <table className="data-table compact" data-nights={entry.name}>
          <thead>
            <tr>
              <th scope="col">{t('pricing.night')}</th>
              <th scope="col" className="num">
                {t('pricing.sensitivity')}
              </th>
              <th scope="col" className="num">
                {t('pricing.rate')}
              </th>
              <th scope="col" className="num">
                {t('pricing.guestsAtRate')}
              </th>
              <th scope="col" className="num">
                {t('pricing.roomsFree')}
              </th>
              <th scope="col" className="num">
                {t('pricing.roomsSold')}
              </th>
              <th scope="col" className="num">
                {t('pricing.revenue')}
              </th>
              <th scope="col" className="num">
                {t('pricing.bestRate')}
              </th>
              <th scope="col" className="num">
                {t('pricing.wouldHaveEarned')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.nights.map((n) => (
              <tr key={n.day} data-night={n.day}>
                <th scope="row">{weekday(dayOf(n.day))}</th>
                <td className="num">{number(Number(debrief.elasticity[n.day].toFixed(1)))}</td>
                <td className="num">{money(n.price)}</td>
                <td className="num" data-demand={n.demand}>
                  {n.demand}
                </td>
                <td className="num" data-free={n.free}>
                  {n.free}
                </td>
                <td className="num" data-sold={n.sold}>
                  {n.sold}
                </td>
                <td className="num">{money(n.revenue)}</td>
                <td className="num" data-best-price={n.bestPrice}>
                  {money(n.bestPrice)}
                </td>
                <td className="num">{money(n.bestRevenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
