/**
 * The projector while each team plays at its own pace: every team's place in
 * the deck as "Request 4 of 8" with a bar of the requests, its revenue and
 * occupancy, placed by rank, every card in view at 1920x1080 for up to twelve
 * teams. The house teams stand apart in a band of benchmarks, showing only
 * how far they have played until the game is over or the host reveals them.
 */
import { type DashboardTeam } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { type HouseStanding } from '@front-desk-rm/engine/policies';
import { RANKING_RULE } from '@front-desk-rm/engine/rules';
import { teamPosition } from './team-position.js';

/** Columns for n cards: a row of up to four, never more than three rows at twelve, and five across beyond. */
function columnsFor(n: number): number {
  return n <= 4 ? Math.max(n, 1) : n <= 6 ? 3 : n <= 12 ? 4 : 5;
}

/** The deck as a row of segments, the decided ones filled: pace at a glance, never a share of anything. */
function DeckBar({ decided, total }: { decided: number; total: number }) {
  if (total === 0) return null;
  return (
    <span className="pj-deck" aria-hidden="true" style={{ ['--n' as string]: total }}>
      {Array.from({ length: total }, (_, i) => (
        <span key={i} data-done={i < decided || undefined} />
      ))}
    </span>
  );
}

export function ProjectorTeams({
  teams,
  house,
  revealed,
  allDone,
}: {
  teams: DashboardTeam[];
  house: readonly HouseStanding[];
  revealed: boolean;
  allDone: boolean;
}) {
  const cols = columnsFor(teams.length);
  const rows = Math.max(1, Math.ceil(teams.length / cols));
  return (
    <div className="pj-progress">
      {allDone && <p className="pj-banner">Every team has decided every request. The host ends the game to show the podium.</p>}
      {teams.length === 0 ? (
        <p className="pj-empty">No teams yet</p>
      ) : (
        <ol
          className="projector-grid"
          aria-label="Teams by rank"
          data-dense={rows >= 4 || undefined}
          data-roomy={rows === 1 || undefined}
          style={{ ['--rows' as string]: rows }}
        >
          {teams.map((t, i) => (
            <li
              key={t.id}
              className="projector-card"
              style={{
                left: `${((i % cols) * 100) / cols}%`,
                top: `${(Math.floor(i / cols) * 100) / rows}%`,
                width: `${100 / cols}%`,
                height: `${100 / rows}%`,
              }}
            >
              <div className="projector-card-inner">
                <div className="projector-card-head">
                  <span className={`projector-rank rank-${t.rank}`} aria-label={`Rank ${t.rank}`}>
                    {t.rank}
                  </span>
                  <h2>{t.name}</h2>
                </div>
                <p className="pj-position">{teamPosition(t)}</p>
                <DeckBar decided={t.decided} total={t.totalBookings} />
                <dl className="projector-figures">
                  <div>
                    <dt>Revenue</dt>
                    <dd>{formatINR(t.revenue)}</dd>
                  </div>
                  <div>
                    <dt>Occupancy</dt>
                    <dd>{formatPercent(t.occupancy)}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="projector-rule">{RANKING_RULE}</p>
      <HouseBand house={house} revealed={revealed} />
    </div>
  );
}

/**
 * The house teams as benchmarks, apart from the people: how far each has
 * played, and once revealed its revenue and share of the best week.
 */
export function HouseBand({ house, revealed }: { house: readonly HouseStanding[]; revealed: boolean }) {
  if (house.length === 0) return null;
  return (
    <section className="pj-house-band" aria-labelledby="pj-house-title">
      <h2 id="pj-house-title">
        Benchmarks <span>house teams, not ranked</span>
      </h2>
      <ul>
        {house.map((h) => (
          <li key={h.id} className="projector-house" data-house={h.policy}>
            <h3 aria-label={`${h.name}, house team, not ranked`}>{h.name}</h3>
            {revealed ? (
              <p className="pj-house-figures">
                <strong>{formatINR(h.revenue)}</strong>
                {h.percentOfOptimum !== null && <span> · {formatPercent(h.percentOfOptimum)} of best</span>}
              </p>
            ) : (
              <p className="pj-house-figures">{teamPosition(h)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
