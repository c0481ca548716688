/**
 * A participant's share of the best week round by round, as a small inline
 * SVG: a guide at 100%, the line, and a dot per finished round. The chart is an image
 * whose text alternative says every figure, so nothing is only in the line.
 */
import type { ProgressEntry } from '@front-desk-rm/engine/domain';
import { useFormat } from '../../../i18n/format.js';
import { useT } from '../../../i18n/use-t.js';
import { chartedShares, historySentence } from './progress-format.js';
import { sparkline } from './sparkline.js';

const BOX = { width: 120, height: 36, pad: 4 };

export function ShareSparkline({ entries, width = BOX.width }: { entries: readonly ProgressEntry[]; width?: number }) {
  const t = useT();
  const format = useFormat();
  const box = { ...BOX, width };
  const line = sparkline(chartedShares(entries), box);
  const label = historySentence(entries, { t, ...format });
  return (
    <svg className="share-sparkline" viewBox={`0 0 ${box.width} ${box.height}`} width={box.width} height={box.height} role="img" aria-label={label}>
      <title>{label}</title>
      <line x1={box.pad} x2={box.width - box.pad} y1={line.fullY} y2={line.fullY} className="spark-full" />
      {line.path && <path d={line.path} className="spark-line" />}
      {line.points.map((p) => (
        <circle key={p.index} cx={p.x} cy={p.y} r={p.index === entries.length - 1 ? 3.5 : 2.5} className="spark-dot" />
      ))}
    </svg>
  );
}
