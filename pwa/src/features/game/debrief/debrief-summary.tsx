/**
 * The debrief's headline: what the team earned against the best possible
 * week. While the server has only the best plan found so far for a large deck
 * (issue 51), the figure says so, and by how much the best may be higher.
 */
import { type Scenario } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { type Debrief, type YardstickSplit } from '@front-desk-rm/engine/optimum';
import './debrief.css';

export function DebriefSummary({
  found,
  teamName,
  split,
  unprovenGap,
}: {
  found: Debrief<Scenario>;
  teamName: string;
  split: YardstickSplit | null;
  /** Set while the best week is the solver's best found so far: at most this share short of the best possible. */
  unprovenGap: number | null;
}) {
  const gap = found.optimumRevenue - found.figures.revenue;
  return (
    <section className="panel debrief-summary" aria-label="Revenue against the best possible week">
      <div className="debrief-score">
        <p className="eyebrow">{teamName} earned</p>
        <p className="debrief-percent">
          <strong>{formatPercent(found.percentOfOptimum)}</strong>{' '}
          <span>{unprovenGap === null ? 'of the best possible week' : 'of the best week found so far'}</span>
        </p>
      </div>
      <dl className="debrief-figures">
        <div>
          <dt>Team revenue</dt>
          <dd>{formatINR(found.figures.revenue)}</dd>
        </div>
        <div>
          <dt>{unprovenGap === null ? 'Best possible' : 'Best found so far'}</dt>
          <dd>{formatINR(found.optimumRevenue)}</dd>
        </div>
        <div>
          <dt>Left on the table</dt>
          <dd>{formatINR(gap)}</dd>
        </div>
        <div>
          <dt>Occupancy</dt>
          <dd>{formatPercent(found.figures.occupancy)}</dd>
        </div>
      </dl>
      {split && <p className="debrief-split">{split.words}</p>}
      {unprovenGap !== null && (
        <p className="debrief-split" role="note">
          {`This week is large: the best plan found so far is shown, and the best possible is at most ${formatPercent(Math.max(0.1, unprovenGap * 100))} higher. The server is still working it out; this page updates when it has.`}
        </p>
      )}
    </section>
  );
}
