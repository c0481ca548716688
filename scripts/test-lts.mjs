// `npm run test:lts`: the engine and server suites again on the current Node.js LTS (24), from the npm registry's
// `node` package, beside the machine's Node 20 (past its end of life, and still what `npm test` runs on).
// better-sqlite3 12 is built for Node 20's ABI and crashes on Node 24 when a statement is collected; 13 ships
// N-API prebuilds that run on Node 24 (and crash on Node 20). So for this run only, 13 stands in node_modules,
// and the install's own copy is put back afterwards, whatever happens.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LTS = '24';
const SQLITE_FOR_LTS = 'better-sqlite3@^13.2.0';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const ltsBin = execFileSync(npx, ['-y', '-p', `node@${LTS}`, '-c', 'dirname "$(command -v node)"'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1);
const env = { ...process.env, PATH: `${ltsBin}:${process.env.PATH}` };
const version = execFileSync(join(ltsBin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
console.log(`test:lts: Node ${version} from ${ltsBin}`);

// The suites import the engine's build.
execFileSync(npm, ['run', 'build', '-w', 'engine'], { cwd: root, stdio: 'inherit' });

const work = mkdtempSync(join(tmpdir(), 'fdrm-lts-'));
const installed = join(root, 'node_modules/better-sqlite3');
const aside = join(work, 'better-sqlite3-installed');
let status = 1;
try {
  const tarball = execFileSync(npm, ['pack', SQLITE_FOR_LTS, '--pack-destination', work, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').at(-1);
  execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
  renameSync(installed, aside);
  renameSync(join(work, 'package'), installed);
  status = 0;
  for (const pkg of ['engine', 'sync-server']) {
    console.log(`\ntest:lts: ${pkg} on Node ${version}`);
    // The server's suites on SQLite: the PostgreSQL project runs the same code on Node 20, and the store tests
    // that start their own cluster (src/db/*postgres*) run here too, so the pg client is checked on the LTS.
    const args = pkg === 'sync-server' ? ['vitest', 'run', '--project', 'sqlite'] : ['vitest', 'run'];
    const run = spawnSync(npx, args, { cwd: join(root, pkg), stdio: 'inherit', env });
    if (run.status !== 0) status = run.status ?? 1;
  }
} finally {
  if (existsSync(aside)) {
    rmSync(installed, { recursive: true, force: true });
    renameSync(aside, installed);
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
