/**
 * The projector while each team plays at its own pace: every team's place in
 * the deck as "Request 4 of 8" with a bar of the requests, its revenue and
 * occupancy, placed by rank, every card in view at 1920x1080 for up to twelve
 * teams. The house teams stand apart in a band of benchmarks, showing only
 * how far they have played until the game is over or the host reveals them.
 */
import { type DashboardTeam } from '@front-desk-rm/engine/domain';
import { type HouseStanding } from '@front-desk-rm/engine/policies';
import { teamPosition } from './team-position.js';
import { houseWords } from '../../../components/ui/engine-words.js';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';

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
  const t = useT();
  const { money, percent } = useFormat();
  const cols = columnsFor(teams.length);
  const rows = Math.max(1, Math.ceil(teams.length / cols));
  return (
    <div className="pj-progress">
      {allDone && <p className="pj-banner">{t('projector.progress.allDone')}</p>}
      {teams.length === 0 ? (
        <p className="pj-empty">{t('projector.noTeams')}</p>
      ) : (
        <ol
          className="projector-grid"
          aria-label={t('projector.progress.label')}
          data-dense={rows >= 4 || undefined}
          data-roomy={rows === 1 || undefined}
          style={{ ['--rows' as string]: rows }}
        >
          {teams.map((team, i) => (
            <li
              key={team.id}
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
                  <span className={`projector-rank rank-${team.rank}`} aria-label={t('projector.rank', { rank: team.rank })}>
                    {team.rank}
                  </span>
                  <h2>{team.name}</h2>
                </div>
                <p className="pj-position">{teamPosition(t, team)}</p>
                <DeckBar decided={team.decided} total={team.totalBookings} />
                <dl className="projector-figures">
                  <div>
                    <dt>{t('projector.revenue')}</dt>
                    <dd>{money(team.revenue)}</dd>
                  </div>
                  <div>
                    <dt>{t('projector.occupancy')}</dt>
                    <dd>{percent(team.occupancy)}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="projector-rule">{t('projector.rankingRule')}</p>
      <HouseBand house={house} revealed={revealed} />
    </div>
  );
}

/**
 * The house teams as benchmarks, apart from the people: how far each has
 * played, and once revealed its revenue and share of the best week.
 */
export function HouseBand({ house, revealed }: { house: readonly HouseStanding[]; revealed: boolean }) {
  const t = useT();
  const { money, percent } = useFormat();
  if (house.length === 0) return null;
  return (
    <section className="pj-house-band" aria-labelledby="pj-house-title">
      <h2 id="pj-house-title">
        {t('projector.benchmarks')} <span>{t('projector.benchmarks.note')}</span>
      </h2>
      <ul>
        {house.map((h) => (
          <li key={h.id} className="projector-house" data-house={h.policy}>
            <h3 aria-label={t('projector.house.label', { name: houseWords(t, h.policy).name })}>{houseWords(t, h.policy).name}</h3>
            {revealed ? (
              <p className="pj-house-figures">
                <strong>{money(h.revenue)}</strong>
                {h.percentOfOptimum !== null && <span> · {t('projector.house.share', { percent: percent(h.percentOfOptimum) })}</span>}
              </p>
            ) : (
              <p className="pj-house-figures">{teamPosition(t, h)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
