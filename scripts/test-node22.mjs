// `npm run test:node22`: the engine's and the server's suites again on Node 22, the oldest Node the project supports,
// beside `npm test` on Node 24 (CI puts Node 24 first on PATH). Node 22 comes from the npm registry's `node` package,
// so nothing needs installing by hand. The same node_modules serves both: better-sqlite3 ships a Node-API binary,
// which loads on every Node with Node-API 10 (22.14 and newer), so nothing is rebuilt for this run.
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

// The suites import the engine's build.
execFileSync(npm, ['run', 'build', '-w', 'engine'], { cwd: root, stdio: 'inherit', env });

let status = 0;
for (const pkg of ['engine', 'sync-server']) {
  console.log(`\ntest:node22: ${pkg} on Node ${version}`);
  // The server's suites on SQLite, where the native module is. The PostgreSQL project runs the same routes on Node 24
  // under `npm test`; the PostgreSQL store's own tests, which start their own cluster, are in this project too.
  const args = pkg === 'sync-server' ? ['vitest', 'run', '--project', 'sqlite'] : ['vitest', 'run'];
  const run = spawnSync(npx, args, { cwd: join(root, pkg), stdio: 'inherit', env });
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
