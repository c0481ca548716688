/**
 * `npm run bench -w pwa`: the gzipped JavaScript each route needs for its first
 * paint (docs/benchmarks.md#budgets: at most 120 KB for the login, 200 KB for any route). It reads
 * the built chunk graph from Vite's manifest: the entry and its static imports,
 * plus the route's lazy chunk and its static imports (and the local-database
 * opener for screens that wait for it). Chunks a screen imports later, on a
 * click or after the first paint, are not counted. Prints; never fails. Writes
 * the sizes as JSON to BENCH_JSON when that is set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// Site pages paint with their header and footer, which load as chunks of their own (never on game routes).
const SITE_CHROME = ['src/features/site/site-header.tsx', 'src/features/site/site-footer.tsx'];

const ROUTES = [
  // The login paints from its prerendered HTML and runs only its own entry until the visitor turns to the form (decision 012).
  { path: '/game/revenue-management/login', entries: ['src/login-entry.ts'], modules: [], budget: 120 },
  // What the login then runs, fetched with the page: its entry, the app's and the login's screen. Its bytes count in the
  // first-load bench's scripts until idle, which holds the 120 KB.
  {
    path: '/game/revenue-management/login, at the first touch',
    entries: ['src/login-entry.ts', 'index.html'],
    modules: ['src/features/game/login/login-page.tsx'],
    budget: null,
  },
  { path: '/game/revenue-management/team-lobby/:teamId', modules: ['src/data/db/db-ready.ts', 'src/features/game/lobby/lobby-page.tsx'], budget: 200 },
  { path: '/game/revenue-management/game/:sessionId', modules: ['src/data/db/db-ready.ts', 'src/features/game/play/game-page.tsx'], budget: 200 },
  { path: '/', modules: [...SITE_CHROME, 'src/features/site/home-page.tsx'], budget: 200 },
  { path: '/company/contact', modules: [...SITE_CHROME, 'src/features/site/pages/contact-page.tsx'], budget: 200 },
  { path: '/labs/index', modules: [...SITE_CHROME, 'src/features/site/pages/project-index-page.tsx'], budget: 200 },
  { path: '/tools/properties', modules: [...SITE_CHROME, 'src/data/db/db-ready.ts', 'src/features/site/properties/properties-page.tsx'], budget: 200 },
  { path: '(not found)', modules: [...SITE_CHROME, 'src/app/not-found.tsx'], budget: 200 },
];

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest; was the route moved?`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const figures = [];
console.log('\nFirst-paint JavaScript per route (gzipped)');
console.log('route'.padEnd(56), 'chunks', 'size'.padStart(10), 'budget'.padStart(10), ' ');
for (const route of ROUTES) {
  const files = [...closure([...(route.entries ?? ['index.html']), ...route.modules])].filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gz(f), 0);
  const verdict = route.budget === null ? '' : total <= route.budget * 1024 ? ' within' : ' OVER';
  figures.push({ route: route.path, chunks: files.length, gzipBytes: total, budgetKb: route.budget });
  const budget = route.budget === null ? '-' : `${route.budget} KB`;
  console.log(route.path.padEnd(56), String(files.length).padStart(6), kb(total).padStart(10), budget.padStart(10), verdict);
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ bundles: figures }));
