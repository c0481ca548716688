/**
 * The debrief's headline: what the team earned against the best possible
 * week. While the server has only the best plan found so far for a large deck
 * (issue 51), the figure says so, and by how much the best may be higher.
 */
import { type Scenario } from '@front-desk-rm/engine/domain';
import { type Debrief, type YardstickSplit } from '@front-desk-rm/engine/optimum';
import { useFormat } from '../../../i18n/format.js';
import { useT } from '../../../i18n/use-t.js';
import { yardstickWords } from './debrief-words.js';
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
  const t = useT();
  const { money, percent } = useFormat();
  const gap = found.optimumRevenue - found.figures.revenue;
  return (
    <section className="panel debrief-summary" aria-label={t('debrief.summary.label')}>
      <div className="debrief-score">
        <p className="eyebrow">{t('debrief.summary.earned', { team: teamName })}</p>
        <p className="debrief-percent">
          <strong>{percent(found.percentOfOptimum)}</strong>{' '}
          <span>{unprovenGap === null ? t('debrief.summary.ofBestPossible') : t('debrief.summary.ofBestFound')}</span>
        </p>
      </div>
      <dl className="debrief-figures">
        <div>
          <dt>{t('debrief.summary.teamRevenue')}</dt>
          <dd>{money(found.figures.revenue)}</dd>
        </div>
        <div>
          <dt>{unprovenGap === null ? t('debrief.summary.bestPossible') : t('debrief.summary.bestFound')}</dt>
          <dd>{money(found.optimumRevenue)}</dd>
        </div>
        <div>
          <dt>{t('debrief.summary.leftOnTable')}</dt>
          <dd>{money(gap)}</dd>
        </div>
        <div>
          <dt>{t('debrief.summary.occupancy')}</dt>
          <dd>{percent(found.figures.occupancy)}</dd>
        </div>
      </dl>
      {split && <p className="debrief-split">{yardstickWords(t, money, split)}</p>}
      {unprovenGap !== null && (
        <p className="debrief-split" role="note">
          {t('debrief.summary.unproven', { percent: percent(Math.max(0.1, unprovenGap * 100)) })}
        </p>
      )}
    </section>
  );
}
