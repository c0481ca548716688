import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastWithWhite, hueUnderWhiteText, luminanceOfHsl, WHITE_TEXT_CONTRAST } from './colours.js';

describe('colours under white text', () => {
  it('measures luminance as WCAG does: white 1, black 0, pure green far lighter than pure blue', () => {
    expect(luminanceOfHsl(0, 0, 100)).toBeCloseTo(1, 5);
    expect(luminanceOfHsl(0, 0, 0)).toBeCloseTo(0, 5);
    expect(luminanceOfHsl(120, 100, 50)).toBeCloseTo(0.7152, 4);
    expect(luminanceOfHsl(240, 100, 50)).toBeCloseTo(0.0722, 4);
  });

  it('keeps a purple as asked and darkens a green until white reads on it', () => {
    expect(hueUnderWhiteText(262, 65)).toBe('hsl(262 65% 42%)');
    const green = Number(/ (\d+)%\)$/.exec(hueUnderWhiteText(150, 65))![1]);
    expect(green).toBeLessThan(42);
    expect(contrastWithWhite(150, 65, green)).toBeGreaterThanOrEqual(WHITE_TEXT_CONTRAST);
  });

  it('gives white text 4.5:1 on every hue and saturation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 20, max: 100 }), (hue, sat) => {
        const l = Number(/ (\d+)%\)$/.exec(hueUnderWhiteText(hue, sat))![1]);
        expect(contrastWithWhite(hue, sat, l)).toBeGreaterThanOrEqual(WHITE_TEXT_CONTRAST);
      }),
    );
  });
});
