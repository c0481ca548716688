// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamFigures } from '@front-desk-rm/engine/rules';
import { FiguresGrid } from './side-panels.js';

afterEach(cleanup);

const week = (phase: 'projected' | 'realised'): TeamFigures => ({
  revenue: 4_114_274,
  roomRevenue: 4_114_274,
  banquetRevenue: 0,
  roomNightsSold: 640,
  occupancy: 76.2,
  adr: 6428,
  revPar: 4898,
  roomRevPar: 4898,
  tRevPar: 4898,
  accepted: 0,
  declined: 0,
  transient: { phase, rooms: 640, revenue: 4_114_274, turnedAway: 0, nights: [{ day: 'M', price: 6000, arrived: 90, sold: 90, turnedAway: 0 }] as never },
});

describe('the week’s figures', () => {
  it('tag every figure that counts the forecast’s guests as projected, on the figure itself', () => {
    render(<FiguresGrid figures={week('projected')} />);
    expect(screen.getAllByText('projected')).toHaveLength(5);
    expect(screen.getByText('Revenue').closest('.figure')!.getAttribute('data-projected')).toBe('true');
  });

  it('tag nothing once the guests have come', () => {
    render(<FiguresGrid figures={week('realised')} />);
    expect(screen.queryByText('projected')).toBeNull();
  });
});
