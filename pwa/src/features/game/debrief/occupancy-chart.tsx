/**
 * Each night's occupancy: the team's week and the best week as bars, the
 * forecast as a line. Drawn as SVG (no chart library for seven nights), with
 * the same figures in a table for screen readers and for reading off exactly.
 *
 * Given the nights' transient guests (a session whose demand model draws
 * them), the team's bar stacks its group rooms, the transient guests who came,
 * and, above them, the transient guests turned away for want of a room; without
 * them it shows the groups alone.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { type DebriefDay } from '@front-desk-rm/engine/optimum';
import { type TransientNight } from '@front-desk-rm/engine/rules';
import { useFormat } from '../../../i18n/format.js';
import { useT } from '../../../i18n/use-t.js';
import { dayShort } from '../../../components/ui/engine-words.js';
import './debrief.css';

/** A night's transient guests, in rooms: those who came and found a room, and those turned away because none was free. */
export type ChartTransientNight = Pick<TransientNight, 'day' | 'arrived' | 'turnedAway'>;

export interface OccupancyChartProps {
  days: readonly DebriefDay[];
  /** The hotel's rooms, to draw the transient guests (in rooms) as shares of the hotel beside the groups. */
  totalRooms: number;
  /**
   * The week's transient guests night by night (a week's `figures.transient.nights` under the
   * forecast demand model); a night left out reads as none. Leave out, or null, to show the groups alone.
   */
  transient?: readonly ChartTransientNight[] | null;
}

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

function rooms(n: number): number {
  return Math.round(n * 10) / 10;
}

export function OccupancyChart({ days, totalRooms, transient }: OccupancyChartProps) {
  const t = useT();
  const format = useFormat();
  const { percent, number } = format;
  const { ref, width: W } = useDrawnWidth(560);
  // An id that url() reads in every browser: useId may hold colons.
  const hatch = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const share = (n: number) => (totalRooms > 0 ? (n / totalRooms) * 100 : 0);
  const night = (d: DebriefDay): ChartTransientNight => transient?.find((t) => t.day === d.day) ?? { day: d.day, arrived: 0, turnedAway: 0 };
  // Guests turned away stand above the full hotel: the axis grows to hold them, by quarters.
  const top = transient ? Math.max(100, ...days.map((d) => Math.ceil((d.team + share(night(d).arrived) + share(night(d).turnedAway)) / 25) * 25)) : 100;
  const ticks = Array.from({ length: top / 25 + 1 }, (_, i) => i * 25);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const bar = slot * 0.32;
  const y = (pct: number) => PAD.top + plotH - (Math.min(top, Math.max(0, pct)) / top) * plotH;
  const forecast = days.map((d, i) => `${PAD.left + slot * i + slot / 2},${y(d.forecast)}`).join(' ');
  const label = transient ? t('debrief.chart.labelTransient') : t('debrief.chart.label');
  const teamName = transient ? t('debrief.chart.teamGroups') : t('debrief.chart.team');
  const percentRows = [
    [teamName, 'team'],
    [t('debrief.chart.bestWeek'), 'optimum'],
    [t('debrief.chart.forecast'), 'forecast'],
  ] as const;
  return (
    <figure className="occupancy-chart">
      <svg ref={ref} viewBox={`0 0 ${W} ${H}`} height={H} role="img" aria-label={label}>
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" className="hatch-turned-away" />
          </pattern>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className={tick === 100 && top > 100 ? 'grid-line grid-full' : 'grid-line'} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="axis">
              {t('debrief.percentWhole', { value: number(tick) })}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + slot * i + slot / 2;
          const { arrived, turnedAway } = night(d);
          const came = d.team + share(arrived);
          const asked = came + share(turnedAway);
          return (
            <g key={d.day}>
              <rect x={x - bar - 1} y={y(d.team)} width={bar} height={PAD.top + plotH - y(d.team)} className="bar-team" />
              {transient && arrived > 0 && <rect x={x - bar - 1} y={y(came)} width={bar} height={y(d.team) - y(came)} className="bar-transient" />}
              {transient && turnedAway > 0 && (
                <rect x={x - bar - 1} y={y(asked)} width={bar} height={y(came) - y(asked)} className="bar-turned-away" fill={`url(#${hatch})`} />
              )}
              <rect x={x + 1} y={y(d.optimum)} width={bar} height={PAD.top + plotH - y(d.optimum)} className="bar-best" />
              <text x={x} y={H - 8} textAnchor="middle" className="axis">
                {dayShort(format, d.day)}
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
          <i className="swatch bar-team" /> {teamName}
        </span>
        {transient && (
          <>
            <span>
              <i className="swatch bar-transient" /> {t('debrief.chart.transient')}
            </span>
            <span>
              <i className="swatch bar-turned-away" /> {t('debrief.chart.turnedAway')}
            </span>
          </>
        )}
        <span>
          <i className="swatch bar-best" /> {t('debrief.chart.bestWeek')}
        </span>
        <span>
          <i className="swatch line-forecast" /> {t('debrief.chart.forecast')}
        </span>
      </figcaption>
      {/* Reachable by keyboard where it must scroll sideways (a narrow phone). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('debrief.chart.figures')}>
        <table className="data-table compact nights-table">
          <caption className="sr-only">{t('debrief.nights.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('debrief.chart.night')}</th>
              {days.map((d) => (
                <th key={d.day} scope="col" className="num">
                  {dayShort(format, d.day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {percentRows.map(([name, key]) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                {days.map((d) => (
                  <td key={d.day} className="num">
                    {percent(d[key])}
                  </td>
                ))}
              </tr>
            ))}
            {transient &&
              (
                [
                  [t('debrief.chart.groupRooms'), (d: DebriefDay) => d.teamRooms],
                  [t('debrief.chart.transientRooms'), (d: DebriefDay) => night(d).arrived],
                  [t('debrief.chart.turnedAwayRooms'), (d: DebriefDay) => night(d).turnedAway],
                ] as const
              ).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {days.map((d) => (
                    <td key={d.day} className="num">
                      {number(rooms(value(d)))}
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
