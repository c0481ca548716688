import { describe, expect, it } from 'vitest';
import { yardstickSplit } from './yardstick.js';

describe("a team's gap to the best week", () => {
  it('splits into what better choices on the forecast were worth and what only hindsight knew', () => {
    // Best week 100,000; best plan on the forecast earned 92,000 against the guests who came; the team 80,000.
    const split = yardstickSplit(80000, { revenue: 100000, expected: { chosen: [], revenue: 92000 } })!;
    expect(split).toMatchObject({ gap: 20000, skill: 12000, luck: 8000 });
    expect(split.words).toBe(
      'Better choices on the same forecast would have earned ₹12,000 more: that part of the gap was in your hands. The other ₹8,000 of the best week needed knowing in advance which guests would come, which no forecast tells.',
    );
  });

  it('says so when the team beat the plan, and has nothing to split without transient guests', () => {
    const split = yardstickSplit(95000, { revenue: 100000, expected: { chosen: [], revenue: 92000 } })!;
    expect(split.skill).toBe(-3000);
    expect(split.words).toContain('Your choices earned ₹3,000 more than the best plan on the forecast');
    expect(yardstickSplit(95000, { revenue: 100000 })).toBeNull();
  });
});
