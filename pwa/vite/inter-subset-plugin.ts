/**
 * Inter, cut to what the app writes (decision 012): the Latin letters of
 * English, German, French and Spanish, their punctuation, and the weights the
 * styles use (400 to 800), from the variable font that @fontsource-variable
 * ships. 48 KB becomes about 29 KB, which the prerendered pages preload. It is
 * written before each build (and the dev server) to a file the stylesheet
 * names; the file is build output and not kept in git.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** Where the stylesheet expects it (src/styles.css: url('./generated/inter-latin-400-800.woff2')). */
export const INTER_SUBSET_FILE = 'src/generated/inter-latin-400-800.woff2';

/** Printable ASCII and Latin-1, typographic dashes, quotes and bullets, the euro and arrows. */
export function interCharacters(): string {
  let text = '';
  for (let c = 0x20; c <= 0x7e; c++) text += String.fromCodePoint(c);
  for (let c = 0xa0; c <= 0xff; c++) text += String.fromCodePoint(c);
  return `${text}‐‑‒–—―‘’‚“”„†‡•…‰′″‹›⁄€™−→←↑↓·ŒœŸ`;
}

export function interSubset(): Plugin {
  return {
    name: 'front-desk-rm:inter-subset',
    async buildStart() {
      const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
      const target = resolve(this.environment?.config.root ?? process.cwd(), INTER_SUBSET_FILE);
      const font = await subsetFont(readFileSync(source), interCharacters(), { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } });
      // Written only when it changed, so a rebuild does not wake the dev server's watcher for nothing.
      if (existsSync(target) && readFileSync(target).equals(font)) return;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, font);
    },
  };
}
