import { describe, expect, it } from 'vitest';
import { sparkline } from './sparkline.js';

const box = { width: 100, height: 40, pad: 4 };

describe('sparkline', () => {
  it('spaces the rounds evenly and puts 0% at the bottom and 100% at the top', () => {
    const line = sparkline([0, 50, 100], box);
    expect(line.points.map((p) => [p.x, p.y])).toEqual([
      [4, 36],
      [50, 20],
      [96, 4],
    ]);
    expect(line.path).toBe('M4 36 L50 20 L96 4');
    expect(line).toMatchObject({ top: 100, fullY: 4 });
  });

  it('raises the top past 100% when a team beat the yardstick, so the line still fits', () => {
    const line = sparkline([50, 125], box);
    expect(line.top).toBe(125);
    expect(line.points[1]!.y).toBe(4);
    expect(line.fullY).toBeCloseTo(4 + 32 - (100 / 125) * 32, 2);
  });

  it('breaks the line at a round with no share instead of dropping it to zero', () => {
    const line = sparkline([40, null, 60, 80], box);
    expect(line.points.map((p) => p.index)).toEqual([0, 2, 3]);
    expect(line.path.split('M')).toHaveLength(3);
    expect(line.path).toMatch(/^M4 \S+ M\S+ \S+ L96 \S+$/);
  });

  it('centres a single round, and draws nothing for no rounds', () => {
    expect(sparkline([70], box).points[0]).toMatchObject({ x: 50, value: 70 });
    expect(sparkline([], box)).toMatchObject({ path: '', points: [], top: 100 });
    expect(sparkline([null, null], box).path).toBe('');
  });
});
