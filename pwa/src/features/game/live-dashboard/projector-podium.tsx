/**
 * The projector at the end: the podium of the real teams (second, first,
 * third from the left, as podiums stand), each with its revenue and, now the
 * game is over, its share of the best week; the other teams in rank order
 * below, and the house teams in their band beside. Confetti once, unless the
 * room's screen asks for reduced motion.
 */
import { useEffect } from 'react';
import { type DashboardTeam } from '@front-desk-rm/engine/domain';
import { type HouseStanding } from '@front-desk-rm/engine/policies';
import { podiumConfetti } from './projector-confetti.js';
import { HouseBand } from './projector-teams.js';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';

/** Podium order on the screen: second, first, third; read in rank order. */
const STAND = [1, 0, 2];
/** The rest of the teams listed below the podium before "and n more". */
const REST_SHOWN = 9;

export function ProjectorPodium({ teams, house }: { teams: DashboardTeam[]; house: readonly HouseStanding[] }) {
  const t = useT();
  const { money, percent } = useFormat();
  const podium = teams.slice(0, 3);
  const rest = teams.slice(3);
  const hasTeams = podium.length > 0;
  useEffect(() => {
    if (hasTeams) void podiumConfetti();
  }, [hasTeams]);
  if (!hasTeams) return <p className="pj-empty">{t('projector.podium.empty')}</p>;
  return (
    <div className="pj-end">
      <ol className="pj-podium" aria-label={t('projector.podium.label')}>
        {podium.map((team, i) => {
          // A shared rank stands on a step of the same height.
          const place = Math.min(team.rank, 3);
          return (
            <li key={team.id} className={`pj-step-block pj-place-${place}`} style={{ order: STAND.indexOf(i) }} value={team.rank}>
              <h2 className="pj-podium-name" title={team.name}>
                {team.name}
              </h2>
              <p className="pj-podium-revenue">{money(team.revenue)}</p>
              <p className="pj-podium-share">
                {team.percentOfOptimum === null
                  ? t('projector.podium.occupancy', { occupancy: percent(team.occupancy) })
                  : t('projector.shareOfBest', { percent: percent(team.percentOfOptimum) })}
              </p>
              <p className="pj-podium-place">{t('projector.podium.place', { place })}</p>
            </li>
          );
        })}
      </ol>
      {rest.length > 0 && (
        <ol className="pj-rest" aria-label={t('projector.podium.rest')}>
          {rest.slice(0, REST_SHOWN).map((team) => (
            <li key={team.id} value={team.rank}>
              <span className="pj-rest-rank">{team.rank}</span> {team.name} <strong>{money(team.revenue)}</strong>
            </li>
          ))}
          {rest.length > REST_SHOWN && <li className="pj-more">{t('projector.podium.more', { count: rest.length - REST_SHOWN })}</li>}
        </ol>
      )}
      <p className="projector-rule">{t('projector.rankingRule')}</p>
      <HouseBand house={house} revealed />
    </div>
  );
}
