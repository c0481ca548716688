// `npm test`: every check CI runs, as a graph of steps rather than one `&&` chain. A step starts once the steps it
// needs have passed. The server's suites go first; then end to end, the longest, starts and keeps the machine first: its
// tests time what a tablet shows. The other steps run as many at once as the machine has cores (TEST_JOBS to change
// it), at a slightly lower priority (nice 3): they fill the time the browsers leave idle and share the rest, the
// browsers first, without being starved. Each step's output is kept in test-results/steps/<step>.log and printed whole
// when it ends, so steps never interleave. At the end: each step's time and its tests, the totals per suite, and what
// a failed step got wrong; `--record` writes that table into docs/testing.md. TEST_NODE22=1 (set by .ci/run) adds
// the server's SQLite suites on Node 22.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-results/steps');
const args = process.argv.slice(2);
const record = args.includes('--record');
const only = args.filter((a) => !a.startsWith('--'));
const jobs = Number(process.env.TEST_JOBS) || Math.max(2, availableParallelism());
/**
 * How much lower than end to end the other steps run (nice's scale; 0 where there is no `nice`). At 10 the suites got
 * so little beside the browsers that a 5 s test timed out; at 3 they get about a third of a contended core.
 */
const NICE = process.platform === 'win32' ? 0 : 3;

const report = (name) => join(out, `${name}.json`);
const vitest = (name, extra = []) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`, ...extra];

/**
 * The steps' scratch files (the server's SQLite files and PostgreSQL clusters, each end-to-end server's database, the
 * browsers' profiles with their IndexedDB) go to memory where the machine has it (/dev/shm): on disk, the suites'
 * syncs stalled a tablet's IndexedDB writes beside them for seconds. Everyone may write there, as in /tmp: the
 * PostgreSQL clusters run as `postgres`.
 */
function scratchFolder() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const dir = mkdtempSync('/dev/shm/fdrm-test-');
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return null;
  }
}
const scratch = process.env.TEST_TMPDIR === 'disk' ? null : scratchFolder();
process.on('exit', () => scratch && rmSync(scratch, { recursive: true, force: true }));

/**
 * The steps. `needs`: steps that must pass first. `count`: how its tests are counted (vitest's or Playwright's JSON
 * report, node:test's summary). `env`: added to the environment. `first`: runs at normal priority and outside the count
 * of steps at once (end to end); every other step is niced.
 */
const steps = [
  { name: 'build:engine', cwd: 'engine', cmd: ['tsc', '-p', 'tsconfig.build.json', '--noCheck'] },
  { name: 'build:review', cwd: 'review', cmd: ['tsc', '-p', 'tsconfig.build.json', '--noCheck'], needs: ['build:engine'] },
  { name: 'build:server', cwd: 'sync-server', cmd: ['tsc', '-p', 'tsconfig.build.json', '--noCheck'], needs: ['build:review'] },
  { name: 'build:pwa', cwd: 'pwa', cmd: ['npm', 'run', 'build'], needs: ['build:review'] },
  // The longest suites first, the short ones last, so the steps still running after end to end pack both cores.
  { name: 'test:server:sqlite', cwd: 'sync-server', cmd: vitest('test:server:sqlite', ['--project', 'sqlite']), needs: ['build:review'], count: 'vitest' },
  {
    name: 'test:server:postgres',
    cwd: 'sync-server',
    cmd: vitest('test:server:postgres', ['--project', 'postgres']),
    needs: ['build:review'],
    count: 'vitest',
  },
  ...(process.env.TEST_NODE22
    ? [
        {
          name: 'test:server:node22',
          cwd: '.',
          cmd: ['node', 'scripts/test-node22.mjs', '--no-build', `--outputFile.json=${report('test:server:node22')}`],
          needs: ['build:review'],
          count: 'vitest',
        },
      ]
    : []),
  { name: 'test:engine', cwd: 'engine', cmd: vitest('test:engine', ['--coverage']), count: 'vitest' },
  { name: 'test:review', cwd: 'review', cmd: vitest('test:review', ['--coverage']), needs: ['build:engine'], count: 'vitest' },
  { name: 'test:pwa', cwd: 'pwa', cmd: vitest('test:pwa'), needs: ['build:server'], count: 'vitest' },
  // The type checks are the build's: the build emits without checking (--noCheck), and these check every file, tests too.
  // The engine's sources twice: under its build's settings (no Node types: it runs in the browser too), then with its tests.
  { name: 'typecheck:engine', cwd: 'engine', cmd: ['sh', '-c', 'tsc -p tsconfig.build.json --noEmit && tsc -p tsconfig.json --noEmit'] },
  {
    name: 'typecheck:review',
    cwd: 'review',
    cmd: ['sh', '-c', 'tsc -p tsconfig.build.json --noEmit && tsc -p tsconfig.json --noEmit'],
    needs: ['build:engine'],
  },
  { name: 'typecheck:server', cwd: 'sync-server', cmd: ['tsc', '-p', 'tsconfig.json', '--noEmit'], needs: ['build:review'] },
  { name: 'typecheck:pwa', cwd: 'pwa', cmd: ['tsc', '-p', 'tsconfig.json', '--noEmit'], needs: ['build:server'] },
  { name: 'lint:eslint', cwd: '.', cmd: ['eslint', '.', '--max-warnings', '0'], needs: ['build:server'] },
  { name: 'lint:cycles', cwd: '.', cmd: ['npm', 'run', 'lint:cycles'] },
  { name: 'lint:format', cwd: '.', cmd: ['prettier', '--check', '.'] },
  // It plants breaches in the source tree for a moment, so it runs after every step that reads the whole tree (ESLint,
  // dpdm, Prettier, the type checks, the engine's coverage): beside one of them a planted file came and went under it.
  {
    name: 'lint:zones',
    cwd: '.',
    cmd: ['node', '--test', 'scripts/lint-zones.test.mjs'],
    needs: [
      'build:server',
      'lint:eslint',
      'lint:cycles',
      'lint:format',
      'typecheck:engine',
      'typecheck:review',
      'typecheck:server',
      'typecheck:pwa',
      'test:engine',
      'test:review',
    ],
    count: 'node-test',
  },
  { name: 'docs:check', cwd: '.', cmd: ['npm', 'run', 'docs:check'], needs: ['build:server'] },
  // End to end keeps the machine first (its workers, their browsers and servers): its tests time what a tablet shows,
  // so the suites beside it run niced and take only what it leaves.
  {
    name: 'e2e',
    cwd: 'pwa',
    cmd: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
    // After the server's suites: beside the browsers, starved to a third of a core, their tests that wait on a
    // provider or a stream ran out of time (a review provider's answer, ci15), and end to end gained nothing from
    // starting early. The engine's and the PWA's suites, the type checks and lint run beside it.
    needs: ['build:server', 'build:pwa', 'test:server:sqlite', 'test:server:postgres', ...(process.env.TEST_NODE22 ? ['test:server:node22'] : [])],
    count: 'playwright',
    first: true,
  },
].filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)));

const known = new Set(steps.map((s) => s.name));
for (const s of steps) s.needs = (s.needs ?? []).filter((n) => known.has(n));

const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  ...(scratch ? { TMPDIR: scratch } : {}),
};

/** A log without its colours. */
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Tests a step ran, from its report: { passed, failed, skipped } or null. */
function countOf(step, log) {
  try {
    if (step.count === 'vitest') {
      const r = JSON.parse(readFileSync(report(step.name), 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    }
    if (step.count === 'playwright') {
      const r = JSON.parse(readFileSync(report(step.name), 'utf8')).stats;
      return { passed: r.expected + r.flaky, failed: r.unexpected, skipped: r.skipped };
    }
    if (step.count === 'node-test') {
      const text = plain(log);
      const n = (k) => Number(new RegExp(`^ℹ ${k} (\\d+)`, 'm').exec(text)?.[1] ?? new RegExp(`^# ${k} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
      return { passed: n('pass'), failed: n('fail'), skipped: n('skipped') };
    }
  } catch {
    return null;
  }
  return null;
}

function run(step) {
  const started = Date.now();
  const logPath = join(out, `${step.name}.log`);
  const log = createWriteStream(logPath);
  // Everything but end to end yields the processor to it: the suites fill the time the browsers leave idle.
  const [bin, ...rest] = step.first || !NICE ? step.cmd : ['nice', '-n', String(NICE), ...step.cmd];
  return new Promise((done) => {
    const child = spawn(bin, rest, { cwd: join(root, step.cwd), env: { ...env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (err) => log.write(`\n${err.message}\n`));
    child.on('close', (code) => {
      log.end(() => {
        const text = readFileSync(logPath, 'utf8');
        const seconds = (Date.now() - started) / 1000;
        done({ ...step, ok: code === 0, seconds, tests: countOf(step, text), text });
      });
    });
  });
}

const firstLines = (text, n) => plain(text).trim().split('\n').slice(0, n).join('\n    ');

/**
 * What a failed step got wrong, for the end of the output, where a log cut to its tail still shows it: each failed
 * test with the start of its message from the step's report, or the end of the step's log when it has none.
 */
function failuresOf(r) {
  const lines = [];
  try {
    if (r.count === 'vitest') {
      for (const f of JSON.parse(readFileSync(report(r.name), 'utf8')).testResults) {
        for (const t of f.assertionResults.filter((a) => a.status === 'failed')) {
          lines.push(`  ${relative(root, f.name)} › ${t.fullName}\n    ${firstLines(t.failureMessages.join('\n'), 6)}`);
        }
        if (f.status === 'failed' && f.assertionResults.length === 0) lines.push(`  ${relative(root, f.name)}\n    ${firstLines(f.message, 6)}`);
      }
    }
    if (r.count === 'playwright') {
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests.filter((x) => x.status === 'unexpected')) {
            const error = t.results.at(-1)?.error?.message ?? '';
            lines.push(`  ${spec.file} › ${spec.title}\n    ${firstLines(error, 6)}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of JSON.parse(readFileSync(report(r.name), 'utf8')).suites) walk(suite);
    }
  } catch {
    // No report, or not the shape expected: the log's end says what happened.
  }
  return lines.length > 0 ? lines.join('\n') : plain(r.text).trimEnd().split('\n').slice(-30).join('\n');
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const startedAll = Date.now();
const results = new Map();
const running = new Map();
let failed = false;

function ready(s) {
  return !results.has(s.name) && !running.has(s.name) && s.needs.every((n) => results.get(n)?.ok);
}
const beside = () => [...running.values()].filter((s) => !s.first).length;

await new Promise((finish) => {
  const pump = () => {
    for (const s of steps) {
      if (failed) break;
      if (!ready(s)) continue;
      // End to end starts as soon as it can; the others, as many at once as there are cores. Twice as many gained
      // nothing (the server's suites each took twice as long) and a PWA test's one-second wait ran out beside them.
      if (!s.first && beside() >= jobs) continue;
      running.set(s.name, s);
      console.log(`▶ ${s.name}`);
      void run(s).then((r) => {
        running.delete(s.name);
        results.set(s.name, r);
        console.log(`\n━━ ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s) ━━\n${r.text.trimEnd()}\n`);
        if (!r.ok) failed = true;
        pump();
      });
    }
    if (running.size === 0) finish();
  };
  pump();
});

const total = (Date.now() - startedAll) / 1000;
const fmt = (t) => (t ? `${t.passed} passed${t.failed ? `, ${t.failed} failed` : ''}${t.skipped ? `, ${t.skipped} skipped` : ''}` : '');
const rows = steps.map((s) => {
  const r = results.get(s.name);
  return { name: s.name, status: r ? (r.ok ? 'passed' : 'FAILED') : 'not run', seconds: r ? r.seconds.toFixed(1) : '', tests: fmt(r?.tests) };
});
const testsTotal = [...results.values()].reduce((sum, r) => sum + (r.tests?.passed ?? 0), 0);
const table = [
  '| step | result | seconds | tests |',
  '| --- | --- | ---: | --- |',
  ...rows.map((r) => `| ${r.name} | ${r.status} | ${r.seconds} | ${r.tests} |`),
  `| **all, end to end beside ${jobs} other steps at once** | ${failed ? 'FAILED' : 'passed'} | ${total.toFixed(1)} | ${testsTotal} passed |`,
].join('\n');

console.log('\nnpm test, step by step:');
console.log(table);
for (const r of results.values()) if (!r.ok) console.log(`\n✗ ${r.name}:\n${failuresOf(r)}`);
writeFileSync(join(out, 'times.md'), `${table}\n`);
if (record && !failed && only.length === 0) {
  const doc = join(root, 'docs/testing.md');
  const text = readFileSync(doc, 'utf8');
  const marked = /(<!-- test-times:start -->\n)[\s\S]*?(\n<!-- test-times:end -->)/;
  if (marked.test(text)) {
    writeFileSync(doc, text.replace(marked, `$1${table}$2`));
    // Prettier lays the table out as the format check expects, so the recorded page can be committed as it is.
    spawnSync('prettier', ['--write', doc], { cwd: root, env, stdio: 'ignore' });
  }
}
process.exit(failed ? 1 : 0);
