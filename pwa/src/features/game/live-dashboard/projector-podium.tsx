/**
 * The projector at the end: the podium of the real teams (second, first,
 * third from the left, as podiums stand), each with its revenue and, now the
 * game is over, its share of the best week; the other teams in rank order
 * below, and the house teams in their band beside. Confetti once, unless the
 * room's screen asks for reduced motion.
 */
import { useEffect } from 'react';
import { type DashboardTeam } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { type HouseStanding } from '@front-desk-rm/engine/policies';
import { RANKING_RULE } from '@front-desk-rm/engine/rules';
import { podiumConfetti } from './projector-confetti.js';
import { HouseBand } from './projector-teams.js';

const PLACE = ['1st', '2nd', '3rd'];
/** Podium order on the screen: second, first, third; read in rank order. */
const STAND = [1, 0, 2];
/** The rest of the teams listed below the podium before "and n more". */
const REST_SHOWN = 9;

export function ProjectorPodium({ teams, house }: { teams: DashboardTeam[]; house: readonly HouseStanding[] }) {
  const podium = teams.slice(0, 3);
  const rest = teams.slice(3);
  const hasTeams = podium.length > 0;
  useEffect(() => {
    if (hasTeams) void podiumConfetti();
  }, [hasTeams]);
  if (!hasTeams) return <p className="pj-empty">The game is over. No team played.</p>;
  return (
    <div className="pj-end">
      <ol className="pj-podium" aria-label="Podium">
        {podium.map((t, i) => {
          // A shared rank stands on a step of the same height.
          const place = Math.min(t.rank, 3);
          return (
            <li key={t.id} className={`pj-step-block pj-place-${place}`} style={{ order: STAND.indexOf(i) }} value={t.rank}>
              <h2 className="pj-podium-name" title={t.name}>
                {t.name}
              </h2>
              <p className="pj-podium-revenue">{formatINR(t.revenue)}</p>
              <p className="pj-podium-share">
                {t.percentOfOptimum === null ? `Occupancy ${formatPercent(t.occupancy)}` : `${formatPercent(t.percentOfOptimum)} of the best week`}
              </p>
              <p className="pj-podium-place">{PLACE[place - 1]}</p>
            </li>
          );
        })}
      </ol>
      {rest.length > 0 && (
        <ol className="pj-rest" aria-label="The other teams">
          {rest.slice(0, REST_SHOWN).map((t) => (
            <li key={t.id} value={t.rank}>
              <span className="pj-rest-rank">{t.rank}</span> {t.name} <strong>{formatINR(t.revenue)}</strong>
            </li>
          ))}
          {rest.length > REST_SHOWN && <li className="pj-more">and {rest.length - REST_SHOWN} more</li>}
        </ol>
      )}
      <p className="projector-rule">{RANKING_RULE}</p>
      <HouseBand house={house} revealed />
    </div>
  );
}
