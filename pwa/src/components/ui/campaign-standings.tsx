/**
 * A campaign's standings and its pricing rounds (issue 36): each team's revenue week by week,
 * each beside that week's share of its best possible week, and the total the
 * teams are ranked by. A week's figures show to the room once it is over; the
 * host sees the week being played as it stands.
 */
import { DAY_LABELS, GRID_DAYS, currentWeek, type GameData } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { campaignStandings, pricingDebrief, revealedToRoom, type CampaignStanding, type PricingDebrief, type PricingEntry } from '@front-desk-rm/engine/views';
import { useServerStandings, useWeekOptima } from '../../data/reads/use-campaign.js';

/** The weeks whose figures the viewer may see. */
export function visibleWeeks(session: GameData['sessions'][string], host: boolean): number[] {
  const week = currentWeek(session);
  const all = Array.from({ length: week }, (_, i) => i + 1);
  return host || revealedToRoom(session) ? all : all.slice(0, -1);
}

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

type Standing = CampaignStanding;

/**
 * The host's device holds every team's rows, so the host's standings add up
 * on the device, offline too. A player's device holds only its own team's
 * decisions: the room's standings come from the server, and offline the
 * team's own weeks stand alone until it is reached.
 */
export function CampaignStandings({ data, sessionId, host, teamId }: { data: GameData; sessionId: string; host: boolean; teamId?: string }) {
  const session = data.sessions[sessionId];
  const weeks = session ? visibleWeeks(session, host) : [];
  const local = useWeekOptima(sessionId, host ? weeks : [], session?.updatedAt);
  const server = useServerStandings(sessionId, host ? null : `${session?.week ?? 1}|${session?.status}|${session?.updatedAt}`);
  if (!session) return null;
  const total = session.weeks ?? 1;
  if (weeks.length === 0)
    return (
      <section className="panel" aria-labelledby="standings-title">
        <h2 id="standings-title">Campaign standings</h2>
        <p className="muted">Week 1 of {total} is being played. The standings show once the host ends it.</p>
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
    problem = server.problem ?? 'Fetching the other teams’ weeks…';
  }
  return (
    <>
      <section className="panel" aria-labelledby="standings-title">
        <h2 id="standings-title">Campaign standings</h2>
        <p className="muted small">
          Week {currentWeek(session)} of {total}. Ranked by revenue over the weeks played; beside each week, its share of that week&apos;s best possible
          revenue, so a team sees whether it learned.
        </p>
        {problem && <p className="small muted">{problem}</p>}
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
  return (
    <div className="table-scroll">
      <table className="data-table campaign-standings">
        <thead>
          <tr>
            <th scope="col" className="num">
              Rank
            </th>
            <th scope="col">Team</th>
            {weeks.map((w) => (
              <th key={w} scope="col" className="num">
                Week {w}
                {w === current ? ' (so far)' : ''}
              </th>
            ))}
            <th scope="col" className="num">
              Total
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
                  <td key={w.week} className="num" data-label={`Week ${w.week}`} data-week={w.week} data-revenue={Math.round(w.revenue)}>
                    {formatINR(w.revenue)}
                    <span className="small muted"> · {percent(w.share)}</span>
                  </td>
                ))}
              <td className="num" data-label="Total" data-total={Math.round(row.total)}>
                <strong>{formatINR(row.total)}</strong>
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
  const own = teamId ? debrief.entries.find((e) => e.id === teamId) : undefined;
  return (
    <section className="panel" aria-labelledby={`pricing-${debrief.week}`}>
      <h2 id={`pricing-${debrief.week}`}>Week {debrief.week}: the pricing round</h2>
      <p className="muted small">
        Each night's guests answered the rate through its price sensitivity. The house teams priced beside you: a fixed rate, a rate that rises with the
        forecast, and the revenue-maximising rate for an empty hotel knowing the curve. Each then took requests by displacement.
      </p>
      <div className="table-scroll">
        <table className="data-table pricing-rates" aria-label={`Rates per night in week ${debrief.week}`}>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {GRID_DAYS.map((d) => (
                <th key={d} scope="col" className="num">
                  {DAY_LABELS[d]}
                </th>
              ))}
              <th scope="col" className="num">
                Guests&apos; revenue
              </th>
              <th scope="col" className="num">
                Week&apos;s revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {debrief.entries.map((e) => (
              <tr key={e.id} data-entry={e.name} className={e.kind === 'house' ? 'house-row' : undefined} aria-current={e.id === teamId ? 'true' : undefined}>
                <th scope="row">
                  {e.name}
                  {e.kind === 'house' && <span className="small muted"> (house)</span>}
                </th>
                {e.nights.map((n) => (
                  <td key={n.day} className="num" data-label={DAY_LABELS[n.day]} data-night={n.day} data-price={n.price}>
                    {formatINR(n.price)}
                  </td>
                ))}
                <td className="num" data-label="Guests' revenue" data-transient={Math.round(e.transientRevenue)}>
                  {formatINR(e.transientRevenue)}
                </td>
                <td className="num" data-label="Week's revenue" data-revenue={Math.round(e.revenue)}>
                  {formatINR(e.revenue)}
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
  return (
    <details open={open} className="night-by-night">
      <summary>{entry.name}: night by night</summary>
      <div className="table-scroll">
        <table className="data-table compact" data-nights={entry.name}>
          <thead>
            <tr>
              <th scope="col">Night</th>
              <th scope="col" className="num">
                Sensitivity
              </th>
              <th scope="col" className="num">
                Rate
              </th>
              <th scope="col" className="num">
                Guests at that rate
              </th>
              <th scope="col" className="num">
                Rooms free
              </th>
              <th scope="col" className="num">
                Rooms sold
              </th>
              <th scope="col" className="num">
                Revenue
              </th>
              <th scope="col" className="num">
                Revenue-maximising rate
              </th>
              <th scope="col" className="num">
                It would have earned
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.nights.map((n) => (
              <tr key={n.day} data-night={n.day}>
                <th scope="row">{DAY_LABELS[n.day]}</th>
                <td className="num">{debrief.elasticity[n.day].toFixed(1)}</td>
                <td className="num">{formatINR(n.price)}</td>
                <td className="num" data-demand={n.demand}>
                  {n.demand}
                </td>
                <td className="num" data-free={n.free}>
                  {n.free}
                </td>
                <td className="num" data-sold={n.sold}>
                  {n.sold}
                </td>
                <td className="num">{formatINR(n.revenue)}</td>
                <td className="num" data-best-price={n.bestPrice}>
                  {formatINR(n.bestPrice)}
                </td>
                <td className="num">{formatINR(n.bestRevenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
