/**
 * A small line of shares over time, scaled into a box: rounds equally spaced
 * left to right (a workshop's rounds, not the days between them, are what a
 * trainer compares), 0% at the bottom and at least 100% at the top, so a line
 * near the top always means near the best week. A round with no share yet
 * breaks the line rather than dropping it to zero.
 */

export interface SparkPoint {
  x: number;
  y: number;
  value: number;
  index: number;
}

export interface Sparkline {
  /** SVG path data: one `M ... L ...` run per stretch of rounds that have a share. */
  path: string;
  points: SparkPoint[];
  /** Where 100% sits, for a guide line. */
  fullY: number;
  /** The axis top, in percent: 100, or more when a team beat the yardstick. */
  top: number;
}

export interface SparkBox {
  width: number;
  height: number;
  /** Room left on every side for the dots' radius. */
  pad: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function sparkline(values: readonly (number | null)[], box: SparkBox): Sparkline {
  const { width, height, pad } = box;
  const top = Math.max(100, ...values.filter((v): v is number => v !== null));
  const plotW = width - 2 * pad;
  const plotH = height - 2 * pad;
  const x = (i: number) => round2(values.length === 1 ? width / 2 : pad + (plotW * i) / (values.length - 1));
  const y = (v: number) => round2(pad + plotH - (Math.max(0, v) / top) * plotH);
  const points: SparkPoint[] = [];
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const point = { x: x(index), y: y(value), value, index };
    points.push(point);
    path += `${path ? ' ' : ''}${drawing ? 'L' : 'M'}${point.x} ${point.y}`;
    drawing = true;
  });
  return { path, points, fullY: y(100), top };
}
