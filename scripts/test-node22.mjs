// `npm run test:node22`: the server's suites on SQLite again on Node 22, the oldest Node the project supports, beside
// `npm test` on Node 24 (CI puts Node 24 first on PATH). The server is where the Node version shows: the native
// module, HTTP, files, child processes, the PostgreSQL client. The engine imports nothing from Node and its build runs
// inside the server's suites, so its own suite is left to `npm test`, which keeps CI under 25 minutes. Node 22 comes
// from the npm registry's `node` package, so nothing needs installing by hand. The same node_modules serves both
// Nodes: better-sqlite3 ships a Node-API binary, which loads on every Node with Node-API 10, so nothing is rebuilt.
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE = '22';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const bin = execFileSync(npx, ['-y', '-p', `node@${NODE}`, '-c', 'dirname "$(command -v node)"'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  .trim()
  .split('\n')
  .at(-1);
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
const version = execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
console.log(`test:node22: Node ${version} from ${bin}`);

// The suites import the engine's build; `npm test` (scripts/test.mjs) has built it already and says so with --no-build.
const args = process.argv.slice(2);
if (!args.includes('--no-build')) for (const w of ['engine', 'review']) execFileSync(npm, ['run', 'build', '-w', w], { cwd: root, stdio: 'inherit', env });
const reporters = args.filter((a) => a.startsWith('--outputFile.json='));

console.log(`\ntest:node22: sync-server (SQLite) on Node ${version}`);
// The PostgreSQL project runs the same routes on Node 24 under `npm test`; the PostgreSQL store's own tests, which
// start their own cluster, are in the SQLite project, so the pg client runs on Node 22 too.
const report = reporters.length > 0 ? ['--reporter=default', '--reporter=json', ...reporters] : [];
const run = spawnSync(npx, ['vitest', 'run', '--project', 'sqlite', ...report], { cwd: join(root, 'sync-server'), stdio: 'inherit', env });
process.exit(run.status ?? 1);
