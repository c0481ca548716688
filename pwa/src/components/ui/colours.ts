/**
 * Colours that carry white text: a hue at the given saturation, as light as it
 * can be while white on it keeps WCAG's 4.5:1 for small text. A green or a
 * cyan must be darker than a purple for the same contrast.
 */
export const WHITE_TEXT_CONTRAST = 4.5;

function channel(c: number): number {
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of an HSL colour (h in degrees, s and l in percent). */
export function luminanceOfHsl(h: number, s: number, l: number): number {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return 0.2126 * channel(f(0)) + 0.7152 * channel(f(8)) + 0.0722 * channel(f(4));
}

export function contrastWithWhite(h: number, s: number, l: number): number {
  return 1.05 / (luminanceOfHsl(h, s, l) + 0.05);
}

/** The hue at `saturation`, at `lightness` or darker until white text on it reads (a margin over 4.5:1). */
export function hueUnderWhiteText(hue: number, saturation: number, lightness = 42): string {
  let l = lightness;
  while (l > 10 && contrastWithWhite(hue, saturation, l) < WHITE_TEXT_CONTRAST + 0.1) l -= 1;
  return `hsl(${hue} ${saturation}% ${l}%)`;
}
