/**
 * Lingui's settings (issue 54): which languages the game speaks and where
 * their catalogues are. A catalogue is one JSON file a language
 * (`messages/de.json`) beside the screens it speaks for; the build compiles
 * each to a small module of ICU messages, fetched with its screens.
 */
import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';
import { globSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_LANGUAGES } from '@front-desk-rm/engine/domain';

const root = dirname(fileURLToPath(import.meta.url));
const folders = globSync('src/**/messages', { cwd: root }).map((dir) => relative('.', dirname(dir)));

const config: LinguiConfig = {
  locales: [...GAME_LANGUAGES],
  sourceLocale: 'en',
  catalogs: folders.map((folder) => ({ path: `<rootDir>/${folder}/messages/{locale}`, include: [`<rootDir>/${folder}`] })),
  format: formatter({ style: 'minimal' }),
};
export default config;
