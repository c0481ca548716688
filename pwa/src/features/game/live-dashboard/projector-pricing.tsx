/**
 * The projector during a campaign's pricing round (issue 36): the week being
 * priced, what the teams are doing, and a tick per team that has saved its
 * rates for the week, never the rates. The week's requests come once the host
 * closes the round.
 */
import { ProjectorTicks } from './projector-request.js';
import type { TeamRatesTick } from './projector-state.js';
import { useT } from '../../../i18n/use-t.js';

export function ProjectorPricing({ week, weeks, teams }: { week: number; weeks: number; teams: TeamRatesTick[] }) {
  const t = useT();
  const saved = teams.filter((team) => team.saved).length;
  return (
    <div className="pj-step">
      <section className="pj-request" aria-labelledby="pj-pricing-title">
        <p className="pj-request-count">{t('projector.pricing.week', { week, weeks })}</p>
        <h2 className="pj-guest" id="pj-pricing-title">
          {t('projector.pricing.title')}
        </h2>
        <p className="pj-request-note pj-whole">{t('projector.pricing.note')}</p>
      </section>
      <section className="pj-side" aria-labelledby="pj-saved">
        <h2 id="pj-saved">{t('projector.pricing.saved', { saved, teams: teams.length })}</h2>
        <ProjectorTicks
          teams={teams.map((team) => ({ id: team.id, name: team.name, done: team.saved }))}
          done={t('projector.pricing.tick.done')}
          pending={t('projector.pricing.tick.pending')}
        />
      </section>
    </div>
  );
}
