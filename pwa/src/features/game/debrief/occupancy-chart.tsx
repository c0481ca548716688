/**
 * Each night's occupancy: the team's week and the best week as bars, the
 * forecast as a line. Drawn as SVG (no chart library for seven nights), with
 * the same figures in a table for screen readers and for reading off exactly.
 */
import { useEffect, useRef, useState } from 'react';
import { DAY_LABELS, formatPercent, type DebriefDay } from '@front-desk-rm/engine';

const H = 220;
const PAD = { left: 40, right: 8, top: 12, bottom: 28 };

/**
 * The chart is drawn at the width it is shown (one unit a pixel), so its 12 px
 * labels stay 12 px on a phone instead of shrinking with a scaled viewBox.
 */
function useDrawnWidth(initial: number) {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function OccupancyChart({ days }: { days: DebriefDay[] }) {
  const { ref, width: W } = useDrawnWidth(560);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const bar = slot * 0.32;
  const y = (pct: number) => PAD.top + plotH - (Math.min(100, Math.max(0, pct)) / 100) * plotH;
  const forecast = days.map((d, i) => `${PAD.left + slot * i + slot / 2},${y(d.forecast)}`).join(' ');
  return (
    <figure className="occupancy-chart">
      <svg ref={ref} viewBox={`0 0 ${W} ${H}`} height={H} role="img" aria-label="Occupancy by night: the team, the best week and the forecast">
        {[0, 25, 50, 75, 100].map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid-line" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="axis">
              {t}%
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + slot * i + slot / 2;
          return (
            <g key={d.day}>
              <rect x={x - bar - 1} y={y(d.team)} width={bar} height={PAD.top + plotH - y(d.team)} className="bar-team" />
              <rect x={x + 1} y={y(d.optimum)} width={bar} height={PAD.top + plotH - y(d.optimum)} className="bar-best" />
              <text x={x} y={H - 8} textAnchor="middle" className="axis">
                {DAY_LABELS[d.day]}
              </text>
            </g>
          );
        })}
        <polyline points={forecast} className="line-forecast" />
        {days.map((d, i) => (
          <circle key={d.day} cx={PAD.left + slot * i + slot / 2} cy={y(d.forecast)} r={3.5} className="dot-forecast" />
        ))}
      </svg>
      <figcaption className="chart-legend">
        <span>
          <i className="swatch bar-team" /> Team
        </span>
        <span>
          <i className="swatch bar-best" /> Best week
        </span>
        <span>
          <i className="swatch line-forecast" /> Forecast
        </span>
      </figcaption>
      {/* Reachable by keyboard where it must scroll sideways (a narrow phone). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Occupancy by night, as figures">
      <table className="data-table compact nights-table">
        <caption className="sr-only">Occupancy by night</caption>
        <thead>
          <tr>
            <th scope="col">Night</th>
            {days.map((d) => (
              <th key={d.day} scope="col" className="num">
                {DAY_LABELS[d.day]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(
            [
              ['Team', 'team'],
              ['Best week', 'optimum'],
              ['Forecast', 'forecast'],
            ] as const
          ).map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {days.map((d) => (
                <td key={d.day} className="num">
                  {formatPercent(d[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
