// The layout's rules, checked (README "Layout"): features never import each other, the engine
// touches no DOM, Node, Dexie, Hono or SQLite module, no module imports itself round a circle, and no promise
// floats unawaited and unvoided. `npm test` runs it first, with zero warnings allowed.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const gameFeatures = readdirSync('pwa/src/features/game', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'pwa/src/generated/**', '**/coverage/**', 'pwa/test-results/**', 'pwa/playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // Imports name the built file (`./rules.js`); the resolver finds the source, so the boundary and cycle rules see every edge.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['engine/tsconfig.json', 'sync-server/tsconfig.json', 'pwa/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
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
            { target: './pwa/src/features/game', from: './pwa/src/features/site', message: 'Features never import each other: move what both need to components/ or local/.' },
            { target: './pwa/src/features/site', from: './pwa/src/features/game', message: 'Features never import each other: move what both need to components/ or local/.' },
            ...gameFeatures.map((name) => ({
              target: `./pwa/src/features/game/${name}`,
              from: './pwa/src/features/game',
              except: [`./${name}`],
              message: 'The game\'s screens never import each other: move what both need to components/ or local/.',
            })),
            { target: './pwa/src/components', from: './pwa/src/features', message: 'Shared components never reach into a feature.' },
            { target: './pwa/src/local', from: './pwa/src/features', message: 'The local store never reaches into a feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/src/**/*.ts'],
    ignores: ['engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'The engine is pure: no Node module.' },
            { regex: '^(fs|path|os|child_process|worker_threads|crypto|url|http|https|net)$', message: 'The engine is pure: no Node module.' },
            { regex: '^(dexie|dexie-react-hooks|hono|@hono/.*|better-sqlite3|react|react-dom|react-router)(/.*)?$', message: 'The engine is pure: no storage, server or UI module.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'process'],
    },
  },
);
