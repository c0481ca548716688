/**
 * Each night's occupancy: the team's week and the best week as bars, the
 * forecast as a line. Drawn as SVG (no chart library for seven nights), with
 * the same figures in a table for screen readers and for reading off exactly.
 */
import { DAY_LABELS, formatPercent, type DebriefDay } from '@front-desk-rm/engine';


const W = 560;
const H = 220;
const PAD = { left: 36, right: 8, top: 12, bottom: 28 };

export function OccupancyChart({ days }: { days: DebriefDay[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const bar = slot * 0.32;
  const y = (pct: number) => PAD.top + plotH - (Math.min(100, Math.max(0, pct)) / 100) * plotH;
  const forecast = days.map((d, i) => `${PAD.left + slot * i + slot / 2},${y(d.forecast)}`).join(' ');
  return (
    <figure className="occupancy-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Occupancy by night: the team, the best week and the forecast">
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
      <div className="table-scroll">
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
