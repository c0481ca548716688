// The layout's rules, checked (docs/architecture.md, "Layout"): features never import each other; the PWA's data
// layer imports no screen, shared components import no app/, and only the data layer touches Dexie; the engine's
// folders import only from the folders below them and touch no DOM, Node, Dexie, Hono or SQLite module; a package
// reaches another only by its name and a declared export; no promise floats unawaited and unvoided. Import circles,
// type-only imports included, are `npm run lint:cycles` (dpdm): import-x/no-cycle skips type imports.
// `npm test` runs both first, with zero warnings allowed; scripts/lint-zones.test.mjs plants a breach of each rule.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const gameFeatures = readdirSync('pwa/src/features/game', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A relative path out of one package into another: the other package's build and declared exports are its contract, its sources are not.
const crossPackage = {
  regex: '^(\\.\\./)+(engine|review|sync-server|pwa)(/|$)',
  message:
    'Reach another package by its name and a declared export (@front-desk-rm/engine, @front-desk-rm/sync-server/testing/<module>), not by a relative path.',
};

// The engine's folders, lowest first: each imports only from those below it. testing/ is test support, which tests
// may use and no other module imports.
const engineLayers = ['domain', 'format', 'calculator', 'rules', 'forms', 'demo', 'optimum', 'policies', 'views', 'mutations', 'machines'];
const engineFolder = (name) => `./engine/src/${name}`;
const engineZones = [
  ...engineLayers.map((layer, i) => ({
    target: engineFolder(layer),
    from: [...engineLayers.slice(i + 1), 'testing'].map(engineFolder),
    message: `The engine's folders stack ${engineLayers.join(' < ')}: ${layer}/ imports only from the folders below it.`,
  })),
];

// What neither package's sources may import: they run in a browser, a worker and the server alike.
const pureImports = (who) => [
  { regex: '^node:', message: `${who} is pure: no Node module.` },
  { regex: '^(fs|path|os|child_process|worker_threads|crypto|url|http|https|net)$', message: `${who} is pure: no Node module.` },
  {
    regex: '^(dexie|dexie-react-hooks|hono|@hono/.*|better-sqlite3|react|react-dom|react-router)(/.*)?$',
    message: `${who} is pure: no storage, server or UI module.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'pwa/src/generated/**',
      '**/coverage/**',
      'pwa/test-results/**',
      'pwa/playwright-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // Imports name the built file (`./rules.js`); the resolver finds the source, so the boundary rules see every edge.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['engine/tsconfig.json', 'review/tsconfig.json', 'sync-server/tsconfig.json', 'pwa/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': ['error', { patterns: [crossPackage] }],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './pwa/src/features/game',
              from: './pwa/src/features/site',
              message: 'Features never import each other: move what both need to components/ or data/.',
            },
            {
              target: './pwa/src/features/site',
              from: './pwa/src/features/game',
              message: 'Features never import each other: move what both need to components/ or data/.',
            },
            ...gameFeatures.map((name) => ({
              target: `./pwa/src/features/game/${name}`,
              from: './pwa/src/features/game',
              except: [`./${name}`],
              message: "The game's screens never import each other: move what both need to components/ or data/.",
            })),
            { target: './pwa/src/components', from: './pwa/src/features', message: 'Shared components never reach into a feature.' },
            {
              target: './pwa/src/components',
              from: './pwa/src/app',
              message: 'Shared components never import app/: the app composes them, not the other way round.',
            },
            {
              target: './pwa/src/data',
              from: ['./pwa/src/components', './pwa/src/app', './pwa/src/features'],
              message: 'The data layer serves the screens and never imports them: no components/, app/ or features/ in data/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dexie is the data layer's: a screen or component reads through data/reads and writes through data/writes.
    files: ['pwa/**/*.{ts,tsx}'],
    ignores: ['pwa/src/data/**', 'pwa/**/*.test.{ts,tsx}', 'pwa/src/testing/**', 'pwa/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackage,
            {
              regex: '^dexie(-react-hooks)?(/.*)?$',
              message: 'Only the data layer (pwa/src/data) imports Dexie: read through data/reads, write through data/writes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/src/**/*.ts'],
    ignores: ['engine/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: engineZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackage,
            {
              regex: '^@front-desk-rm/review(/.*)?$',
              message: "The game's engine never imports the review engine: the review package stands on the engine's domain, not the other way round.",
            },
            ...pureImports('The engine'),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'process'],
    },
  },
  {
    // Hono's `c.var` builds an object of every variable on each read; on the hot reads that was measurable (issue 55).
    files: ['sync-server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='var'][object.name='c']",
          message: "Read a request's variable with c.get('name'): c.var builds an object of all of them on every read.",
        },
      ],
    },
  },
  {
    // The review engine is a package of its own, beside the game's: it reads the engine's contracts (domain) and none of its rules.
    files: ['review/src/**/*.ts'],
    ignores: ['review/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackage,
            {
              regex: '^@front-desk-rm/(?!engine/domain$).*',
              message: "The review engine imports only the engine's contracts (@front-desk-rm/engine/domain): never its rules, the server or the app.",
            },
            ...pureImports('The review engine'),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'process'],
    },
  },
  {
    // The game's screens speak the device's language (issue 54): a word a player reads is a message of a catalogue
    // (`messages/<language>.json` beside the screen), asked for with t('id'), never a string in the markup.
    files: ['pwa/src/features/game/**/*.tsx', 'pwa/src/components/ui/**/*.tsx', 'pwa/src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Figures, punctuation and symbols; codes in capitals and keys in lower camel case ('participants', 'free'), which
          // a screen passes around but never shows; and the product's name, which no language translates.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s—–·←→↻✓×…⋯⠿★−±%]+', '[A-Z_-]+', '[a-z][a-zA-Z]*', 'Front Desk RM'] },
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'aria-label', 'alt', 'hint', 'aria-valuetext', 'caption', 'heading', 'description', 'message'],
          },
          message: "a word a player reads belongs in the screen's catalogue (messages/en.json), asked for with t('id')",
        },
      ],
    },
  },
);
