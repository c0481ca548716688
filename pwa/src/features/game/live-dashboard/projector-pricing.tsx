/**
 * The projector during a campaign's pricing round (issue 36): the week being
 * priced, what the teams are doing, and a tick per team that has saved its
 * rates for the week, never the rates. The week's requests come once the host
 * closes the round.
 */
import { ProjectorTicks } from './projector-request.js';
import type { TeamRatesTick } from './projector-state.js';

export function ProjectorPricing({ week, weeks, teams }: { week: number; weeks: number; teams: TeamRatesTick[] }) {
  const saved = teams.filter((t) => t.saved).length;
  return (
    <div className="pj-step">
      <section className="pj-request" aria-labelledby="pj-pricing-title">
        <p className="pj-request-count">
          Week {week} of {weeks} · pricing round
        </p>
        <h2 className="pj-guest" id="pj-pricing-title">
          Each team sets its room rate for every night of the week
        </h2>
        <p className="pj-request-note pj-whole">
          Read the forecast: where demand will fill the hotel, a higher rate earns more; where it will not, a lower one fills rooms. Groups and events come once
          the host closes the round.
        </p>
      </section>
      <section className="pj-side" aria-labelledby="pj-saved">
        <h2 id="pj-saved">
          Rates saved: {saved} of {teams.length}
        </h2>
        <ProjectorTicks teams={teams.map((t) => ({ id: t.id, name: t.name, done: t.saved }))} done="rates saved" pending="still setting rates" />
      </section>
    </div>
  );
}
