// `npm run lint` refuses a breach of each layout rule: this test plants one per rule in the tree (files named
// zz-lint-probe-*, removed in `finally`), lints them with the repository's own ESLint config and checks the named
// rule fires, and beside each a permitted import that must pass, so a rule that refuses everything fails too.
// The import-circle check (`npm run lint:cycles`) gets a circle of type-only imports. `npm test` runs it with
// `node --test`; other files' findings are ignored, so a half-done move elsewhere does not fail it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const probe = `zz-lint-probe-${process.pid}`;

const ZONES = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const WORDS = 'i18next/no-literal-string';

/** A module that others import: it exports a value and a type. */
const target = 'export const value = 1;\nexport type Shape = { value: number };\n';
const importer = (from, { typeOnly = false } = {}) =>
  typeOnly
    ? `import type { Shape } from '${from}';\nexport const shape: Shape | null = null;\n`
    : `import { value } from '${from}';\nexport const copy = value;\n`;

/**
 * Each case: the files to plant (path from the root: content), the file to lint, and the rule that must fire
 * (null: no finding of the rules under test).
 */
const cases = [
  {
    name: 'the data layer importing a shared component',
    files: { [`pwa/src/components/${probe}-target.ts`]: target, [`pwa/src/data/${probe}-components.ts`]: importer(`../components/${probe}-target.js`) },
    lint: `pwa/src/data/${probe}-components.ts`,
    rule: ZONES,
  },
  {
    name: 'the data layer importing app/',
    files: { [`pwa/src/app/${probe}-target.ts`]: target, [`pwa/src/data/${probe}-app.ts`]: importer(`../app/${probe}-target.js`) },
    lint: `pwa/src/data/${probe}-app.ts`,
    rule: ZONES,
  },
  {
    name: 'the data layer importing a feature, by a type only',
    files: {
      [`pwa/src/features/${probe}-target.ts`]: target,
      [`pwa/src/data/${probe}-features.ts`]: importer(`../features/${probe}-target.js`, { typeOnly: true }),
    },
    lint: `pwa/src/data/${probe}-features.ts`,
    rule: ZONES,
  },
  {
    name: 'a shared component importing app/',
    files: { [`pwa/src/app/${probe}-target.ts`]: target, [`pwa/src/components/${probe}-app.ts`]: importer(`../app/${probe}-target.js`) },
    lint: `pwa/src/components/${probe}-app.ts`,
    rule: ZONES,
  },
  {
    name: 'app/ importing a shared component (allowed)',
    files: { [`pwa/src/components/${probe}-target.ts`]: target, [`pwa/src/app/${probe}-components.ts`]: importer(`../components/${probe}-target.js`) },
    lint: `pwa/src/app/${probe}-components.ts`,
    rule: null,
  },
  {
    name: 'a component importing Dexie',
    files: { [`pwa/src/components/${probe}-dexie.ts`]: "import { Dexie } from 'dexie';\nexport const name = Dexie.name;\n" },
    lint: `pwa/src/components/${probe}-dexie.ts`,
    rule: IMPORTS,
  },
  {
    name: 'a screen importing dexie-react-hooks',
    files: { [`pwa/src/features/${probe}-live-query.ts`]: "import { useLiveQuery } from 'dexie-react-hooks';\nexport const hook = useLiveQuery;\n" },
    lint: `pwa/src/features/${probe}-live-query.ts`,
    rule: IMPORTS,
  },
  {
    name: 'the data layer importing Dexie (allowed)',
    files: { [`pwa/src/data/${probe}-dexie.ts`]: "import { Dexie } from 'dexie';\nexport const name = Dexie.name;\n" },
    lint: `pwa/src/data/${probe}-dexie.ts`,
    rule: null,
  },
  {
    name: "the engine's domain importing rules/, by a type only",
    files: {
      [`engine/src/rules/${probe}-target.ts`]: target,
      [`engine/src/domain/${probe}-rules.ts`]: importer(`../rules/${probe}-target.js`, { typeOnly: true }),
    },
    lint: `engine/src/domain/${probe}-rules.ts`,
    rule: ZONES,
  },
  {
    name: "the engine's views importing mutations/",
    files: { [`engine/src/mutations/${probe}-target.ts`]: target, [`engine/src/views/${probe}-mutations.ts`]: importer(`../mutations/${probe}-target.js`) },
    lint: `engine/src/views/${probe}-mutations.ts`,
    rule: ZONES,
  },
  {
    name: "the review package importing the engine's rules",
    files: { [`review/src/${probe}-rules.ts`]: importer('@front-desk-rm/engine/rules') },
    lint: `review/src/${probe}-rules.ts`,
    rule: IMPORTS,
  },
  {
    name: "the review package importing the engine's sources by a relative path",
    files: { [`review/src/${probe}-relative.ts`]: importer('../../engine/src/domain/site.js', { typeOnly: true }) },
    lint: `review/src/${probe}-relative.ts`,
    rule: IMPORTS,
  },
  {
    name: "the review package importing the engine's contracts (allowed)",
    files: {
      [`review/src/${probe}-domain.ts`]: "import type { BusinessType } from '@front-desk-rm/engine/domain';\nexport const kind: BusinessType | null = null;\n",
    },
    lint: `review/src/${probe}-domain.ts`,
    rule: null,
  },
  {
    name: 'the engine importing the review package',
    files: { [`engine/src/rules/${probe}-review.ts`]: importer('@front-desk-rm/review') },
    lint: `engine/src/rules/${probe}-review.ts`,
    rule: IMPORTS,
  },
  {
    name: "the engine's mutations importing views/ (allowed)",
    files: { [`engine/src/views/${probe}-target.ts`]: target, [`engine/src/mutations/${probe}-views.ts`]: importer(`../views/${probe}-target.js`) },
    lint: `engine/src/mutations/${probe}-views.ts`,
    rule: null,
  },
  {
    name: "the PWA's end-to-end tests reaching into the server's sources",
    files: { [`pwa/e2e/${probe}-relative.ts`]: importer('../../sync-server/src/testing/spawn-server.js') },
    lint: `pwa/e2e/${probe}-relative.ts`,
    rule: IMPORTS,
  },
  {
    name: "the PWA's end-to-end tests using the server's declared test export (allowed)",
    files: { [`pwa/e2e/${probe}-export.ts`]: "import { freePort } from '@front-desk-rm/sync-server/testing/spawn-server';\nexport const port = freePort;\n" },
    lint: `pwa/e2e/${probe}-export.ts`,
    rule: null,
  },
  {
    name: 'a game screen writing a word in its markup instead of asking its catalogue',
    files: { [`pwa/src/features/game/play/${probe}-words.tsx`]: 'export function Probe() {\n  return <p aria-label="Your booking">Booking accepted</p>;\n}\n' },
    lint: `pwa/src/features/game/play/${probe}-words.tsx`,
    rule: WORDS,
  },
  {
    name: 'a game screen asking its catalogue, with a symbol between the words (allowed)',
    files: {
      [`pwa/src/features/game/play/${probe}-asked.tsx`]:
        "import { useT } from '../../../i18n/use-t.js';\nexport function Probe() {\n  const t = useT();\n  return <p aria-label={t('play.title')}>{t('play.title')} · 2</p>;\n}\n",
    },
    lint: `pwa/src/features/game/play/${probe}-asked.tsx`,
    rule: null,
  },
];

const planted = new Set();

function plant(files) {
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    planted.add(full);
  }
}

function removePlanted() {
  for (const full of planted) rmSync(full, { force: true });
  planted.clear();
}

describe('npm run lint', () => {
  /** The findings of the rules under test, per planted file. */
  const found = new Map();

  before(async () => {
    try {
      for (const c of cases) plant(c.files);
      // One run over every planted file: ESLint builds each package's TypeScript program once.
      const results = await new ESLint({ cwd: root }).lintFiles(cases.map((c) => c.lint));
      for (const r of results) {
        found.set(
          r.filePath,
          r.messages.filter((m) => m.ruleId === ZONES || m.ruleId === IMPORTS || m.ruleId === WORDS),
        );
      }
    } finally {
      removePlanted();
    }
  });

  after(removePlanted);

  for (const c of cases) {
    it(c.rule ? `refuses ${c.name} (${c.rule})` : `accepts ${c.name}`, () => {
      const messages = found.get(join(root, c.lint));
      assert.ok(messages, `${c.lint} was not linted`);
      if (c.rule)
        assert.ok(
          messages.some((m) => m.ruleId === c.rule),
          `${c.rule} did not fire on ${c.lint}: ${JSON.stringify(messages)}`,
        );
      else assert.deepEqual(messages, []);
    });
  }

  it('refuses a circle of type-only imports (lint:cycles)', () => {
    const a = `engine/src/rules/${probe}-circle-a.ts`;
    const b = `engine/src/rules/${probe}-circle-b.ts`;
    try {
      plant({
        [a]: `import type { B } from './${probe}-circle-b.js';\nexport type A = { b?: B };\n`,
        [b]: `import type { A } from './${probe}-circle-a.js';\nexport type B = { a?: A };\n`,
      });
      const run = spawnSync('npm', ['run', '--silent', 'lint:cycles'], { cwd: root, encoding: 'utf8' });
      assert.notEqual(run.status, 0, 'lint:cycles passed with a circle planted');
      const circle = run.stdout.split('\n').find((line) => line.includes(`${probe}-circle-a.ts`));
      assert.ok(circle?.includes(`${probe}-circle-b.ts`), `no circle through the planted pair in:\n${run.stdout}`);
    } finally {
      removePlanted();
    }
  });
});
