import { describe, expect, it } from 'vitest';
import { FOOTER_NAV, HEADER_NAV, hoverOpenDelay, MENU_DELAYS, toggleGroup, TOOLTIP_DELAYS } from './site-nav.js';

describe('site navigation', () => {
  it('offers the four header groups of the spec, in order', () => {
    expect(HEADER_NAV.map((s) => s.title)).toEqual(['Our Labs', 'Products', 'Safety', 'Company']);
    expect(HEADER_NAV.flatMap((s) => s.items.map((i) => i.href))).toEqual([
      '/labs/overview',
      '/labs/projects',
      '/products/ai-solutions',
      '/products/api',
      '/security',
      '/about',
      '/graveyard',
    ]);
  });

  it('offers the three footer groups with the legal links', () => {
    expect(FOOTER_NAV.map((g) => g.title)).toEqual(['Our Labs', 'Company', 'Legal']);
    expect(FOOTER_NAV[2]!.links.map((l) => l.label)).toEqual(['Terms of use', 'Privacy policy', 'Brand guidelines', 'Other policies']);
  });

  it('waits the open delay on a first hover', () => {
    expect(hoverOpenDelay(10_000, null)).toBe(MENU_DELAYS.openMs);
    expect(hoverOpenDelay(10_000, 10_000 - MENU_DELAYS.skipMs)).toBe(200);
  });

  it('opens at once when a dropdown closed within the skip delay', () => {
    expect(hoverOpenDelay(10_000, 10_000 - 299)).toBe(0);
  });

  it('waits 700 ms before a tooltip opens, unless another closed under 300 ms ago', () => {
    expect(hoverOpenDelay(5_000, null, TOOLTIP_DELAYS)).toBe(700);
    expect(hoverOpenDelay(5_000, 4_800, TOOLTIP_DELAYS)).toBe(0);
    expect(hoverOpenDelay(5_000, 4_700, TOOLTIP_DELAYS)).toBe(700);
  });

  it('keeps one mobile group open at a time and collapses the open one when toggled', () => {
    expect(toggleGroup(null, 'Products')).toBe('Products');
    expect(toggleGroup('Products', 'Company')).toBe('Company');
    expect(toggleGroup('Company', 'Company')).toBeNull();
  });
});
