// `npm run chaos -- --runs 20 [--seed N] [--unreachable] [--deploy] [--instances 2] [--verbose] [--no-build]`: builds, then runs
// the Playwright chaos suite (pwa/e2e/chaos.spec.ts) for seeds N, N+1, ... (N is 1
// by default; `--seed N` alone runs that one seed again). `--unreachable` plays the runs
// with the server answering 503 or resetting connections in stretches, the browsers online. `--deploy` starts the
// server as yesterday's release (recordDecision v1 only), with one tablet on yesterday's app, and restarts it as
// today's halfway through: every decision must count once. `--instances 2` runs two server instances on one
// throw-away PostgreSQL behind one address, and kills one of them at random (by the seed) instead of the server.
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    seed: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    unreachable: { type: 'boolean', default: false },
    deploy: { type: 'boolean', default: false },
    instances: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const whole = (name, text) => {
  if (!/^[0-9]+$/.test(text)) {
    console.error(`--${name} takes a whole number, not '${text}'`);
    process.exit(2);
  }
  return text;
};
const runs = whole('runs', values.runs ?? (values.seed ? '1' : '3'));
const seed = whole('seed', values.seed ?? '1');
const instances = whole('instances', values.instances ?? '1');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!values['no-build']) execFileSync(npm, ['run', 'build'], { stdio: 'inherit' });
const env = {
  ...process.env,
  CHAOS_RUNS: runs,
  CHAOS_SEED: seed,
  ...(values.verbose ? { CHAOS_VERBOSE: '1' } : {}),
  ...(values.unreachable ? { CHAOS_UNREACHABLE: '1' } : {}),
  ...(values.deploy ? { CHAOS_DEPLOY: '1' } : {}),
  CHAOS_INSTANCES: instances,
};
const run = spawnSync('npx', ['playwright', 'test', 'e2e/chaos.spec.ts', '--workers=1'], { cwd: 'pwa', stdio: 'inherit', env });
process.exit(run.status ?? 1);
