/**
 * `npm run backup` and `npm run restore`, run as the built commands in a
 * process of their own against the real app over a temporary SQLite file
 * (the harness, in this process): a backup taken while pushes stream in is
 * whole and holds every change acknowledged before it began; a restore
 * refuses while the app has the file open, and otherwise swaps the file.
 * Needs the built server (`npm run build -w sync-server`), as `npm test` does first.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monotonicFactory } from 'ulid';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';
import { scenarioBody, sessionData } from '../testing/role-cases.js';

const ulid = monotonicFactory();
const built = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/backup');
/** Pushes at the rate a stream of tablets would never be held back by. */
const LIMITS = { loginPerWindow: 1000, adminLoginPerAddress: 1000, joinPerWindow: 1000, contactPerWindow: 1000, pushPerMinute: 1_000_000 };

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** The built command in a process of its own, its environment the server's store settings and no more. */
function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(built, `${command}.js`), ...args], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/** A refusal as the operator sees it: exit code 1, one line on stderr, no stack trace, nothing on stdout. */
function expectRefusal(r: Ran, command: 'Backup' | 'Restore', message: RegExp) {
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(new RegExp(`^${command} refused: `));
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

function openCopy(file: string) {
  return new Database(file, { readonly: true, fileMustExist: true });
}

const sessionIds = (file: string) => {
  const db = openCopy(file);
  try {
    return new Set(db.prepare('SELECT id FROM sessions').pluck().all() as string[]);
  } finally {
    db.close();
  }
};

/** An admin pushing sessions and requests through /api/sync/push, remembering which ids were answered applied. */
function pusher(h: Harness, token: string, demoSession: string) {
  /** Mutation id → the row it creates, in the order the server acknowledged them. */
  const acknowledged = new Map<string, { table: 'sessions' | 'scenarios'; id: string }>();
  const sent = new Map<string, { table: 'sessions' | 'scenarios'; id: string }>();
  let pushes = 0;
  async function push(sessions: number) {
    const mutations = [];
    for (let i = 0; i < sessions; i++) {
      const id = ulid();
      const m = { id: ulid(), name: 'createSession', args: { id, sessionData: sessionData(`Week ${id}`) } };
      sent.set(m.id, { table: 'sessions', id });
      mutations.push(m);
    }
    const scenario = ulid();
    const request = { id: ulid(), name: 'addScenario', args: { ...scenarioBody(demoSession, `Request ${scenario}`), id: scenario } };
    sent.set(request.id, { table: 'scenarios', id: scenario });
    mutations.push(request);
    const r = await h.call('POST', '/api/sync/push', { token, body: { mutations } });
    expect(r.status).toBe(200);
    for (const result of r.json.data.results as { id: string; status: string }[]) {
      expect(result.status).toBe('applied');
      acknowledged.set(result.id, sent.get(result.id)!);
    }
    pushes++;
  }
  return { acknowledged, push, pushes: () => pushes };
}

let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fdrm-backup-'));
  dirs.push(dir);
  return dir;
};

beforeAll(() => {
  if (!existsSync(join(built, 'backup.js')) || !existsSync(join(built, 'restore.js')))
    throw new Error(`the built commands are missing from ${built}: run npm run build -w sync-server first`);
});
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('npm run backup', () => {
  // With a reader holding checkpoints back (a long pull, another backup), every change of the test is in the WAL only,
  // which a copy of the file alone would miss; without one, the server checkpoints into the file while the backup reads it.
  it.each([
    ['with checkpoints held back by a reader', true],
    ['while the server checkpoints', false],
  ])('copies the running server while pushes arrive, %s: the copy is whole and holds every change acknowledged before it began', async (_, holdCheckpoints) => {
    const h = await startHarness({ limits: LIMITS });
    const reader = holdCheckpoints ? new Database(h.file, { readonly: true }) : null;
    try {
      if (reader) {
        reader.exec('BEGIN');
        reader.prepare('SELECT COUNT(*) FROM sessions').get();
      }
      const admin = await h.admin();
      const p = pusher(h, admin, h.demoSessionId());
      // A few hundred sessions first, so the copy has pages to read while the server writes.
      for (let i = 0; i < 30; i++) await p.push(10);
      let stop = false;
      const stream = (async () => {
        while (!stop) {
          await p.push(3);
          // Each push runs to its answer without waiting on I/O; let the child's output and exit in between.
          await new Promise((r) => setImmediate(r));
        }
      })();
      while (p.pushes() < 40) await new Promise((r) => setImmediate(r));

      const dir = tempDir();
      const copy = join(dir, 'copy.db');
      const before = new Map(p.acknowledged);
      const pushesBefore = p.pushes();
      const r = await run('backup', [copy], { DATABASE_PATH: h.file });
      const pushesDuring = p.pushes() - pushesBefore;
      stop = true;
      await stream;

      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      // The server kept answering pushes while the backup ran: it was neither stopped nor held up.
      expect(pushesDuring).toBeGreaterThan(0);
      expect(readdirSync(dir)).toEqual(['copy.db']);
      if (process.platform !== 'win32') expect(statSync(copy).mode & 0o777).toBe(0o600);

      const db = openCopy(copy);
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
        const logged = new Set(db.prepare("SELECT id FROM mutation_log WHERE status = 'applied'").pluck().all() as string[]);
        expect([...before.keys()].filter((id) => !logged.has(id))).toEqual([]);
        // One snapshot: every acknowledged change's log entry and row are in the copy together, or neither is.
        const has = {
          sessions: db.prepare('SELECT 1 FROM sessions WHERE id = ?').pluck(),
          scenarios: db.prepare('SELECT 1 FROM scenarios WHERE id = ?').pluck(),
        };
        const torn = [...p.acknowledged].filter(([id, row]) => logged.has(id) !== (has[row.table].get(row.id) !== undefined));
        expect(torn).toEqual([]);
        const changes = db.prepare('SELECT tbl, key FROM change_log WHERE tbl IN (?, ?)').all('sessions', 'scenarios') as { tbl: string; key: string }[];
        const changed = new Set(changes.map((c) => `${c.tbl}:${c.key}`));
        expect([...p.acknowledged].filter(([id, row]) => logged.has(id) !== changed.has(`${row.table}:${row.id}`))).toEqual([]);

        const sessions = db.prepare('SELECT COUNT(*) FROM sessions').pluck().get() as number;
        const head = db.prepare('SELECT MAX(seq) FROM change_log').pluck().get() as number;
        expect(sessions).toBeGreaterThan(300);
        expect(r.stdout.startsWith(`Backed up ${h.file} to ${copy} in `)).toBe(true);
        expect(r.stdout).toContain('integrity check: ok');
        expect(r.stdout).toContain(`sessions:        ${sessions}\n`);
        expect(r.stdout).toContain(`change-log head: ${head}\n`);
        // The snapshot was taken mid-stream: later pushes are in the server and not in the copy.
        expect([...p.acknowledged.keys()].filter((id) => logged.has(id)).length).toBeLessThan(p.acknowledged.size);
      } finally {
        db.close();
      }
      if (reader) expect(statSync(`${h.file}-wal`).size).toBeGreaterThan(statSync(h.file).size);
    } finally {
      reader?.close();
      await h.close();
    }
  });

  it('refuses without FILE, over an existing FILE unless --force, without a database, into a missing folder, and on PostgreSQL', async () => {
    const h = await startHarness({ limits: LIMITS });
    try {
      const dir = tempDir();
      const env = { DATABASE_PATH: h.file };
      expectRefusal(await run('backup', [], env), 'Backup', /name the file\. Usage: npm run backup -- FILE/);
      expectRefusal(await run('backup', ['--fast', join(dir, 'a.db')], env), 'Backup', /--fast is not an option/);

      const existing = join(dir, 'existing.db');
      writeFileSync(existing, 'an earlier file');
      expectRefusal(await run('backup', [existing], env), 'Backup', /existing\.db exists already\. Name a new file, or add --force to replace it\./);
      expect(readFileSync(existing, 'utf8')).toBe('an earlier file');
      const forced = await run('backup', [existing, '--force'], env);
      expect(forced.code).toBe(0);
      expect(sessionIds(existing)).toEqual(sessionIds(h.file));

      expectRefusal(
        await run('backup', [join(dir, 'b.db')], { DATABASE_PATH: join(dir, 'none', 'app.db') }),
        'Backup',
        /there is no database at .*none\/app\.db to back up/,
      );
      expectRefusal(await run('backup', [join(dir, 'missing', 'b.db')], env), 'Backup', /the folder .*missing does not exist/);
      expectRefusal(await run('backup', [h.file], env), 'Backup', /is the server's own database/);
      expectRefusal(
        await run('backup', [join(dir, 'b.db')], { ...env, DATABASE_URL: 'postgres://frontdesk:secret@db.internal/frontdesk' }),
        'Backup',
        /PostgreSQL.*pg_dump -Fc/,
      );

      const other = join(dir, 'other.db');
      const foreign = new Database(other);
      foreign.exec('CREATE TABLE notes (text TEXT)');
      foreign.close();
      expectRefusal(
        await run('backup', [join(dir, 'c.db')], { DATABASE_PATH: other }),
        'Backup',
        /not one of this app's: it has no schema_migrations or change_log table/,
      );
      // No refusal leaves a file or a temporary one behind.
      expect(readdirSync(dir).sort()).toEqual(['existing.db', 'other.db']);
    } finally {
      await h.close();
    }
  });
});

describe('npm run restore', () => {
  it('refuses while the server has the database open, idle or writing, and changes nothing', async () => {
    const h = await startHarness({ limits: LIMITS });
    try {
      const dir = tempDir();
      const backup = join(dir, 'backup.db');
      expect((await run('backup', [backup], { DATABASE_PATH: h.file })).code).toBe(0);
      const p = pusher(h, await h.admin(), h.demoSessionId());
      await p.push(2);
      const env = { DATABASE_PATH: h.file };
      const files = () => readdirSync(dirname(h.file)).sort();
      const filesBefore = files();

      expectRefusal(await run('restore', [backup], env), 'Restore', /the database .* is in use: the server appears to be running\. Stop it/);

      let stop = false;
      const stream = (async () => {
        while (!stop) {
          await p.push(1);
          await new Promise((r) => setImmediate(r));
        }
      })();
      const whileWriting = await run('restore', [backup], env);
      stop = true;
      await stream;
      expectRefusal(whileWriting, 'Restore', /is in use: the server appears to be running/);

      // Every session is still there and the server goes on: the refusals moved and replaced nothing.
      expect(files()).toEqual(filesBefore);
      const now = sessionIds(h.file);
      for (const row of p.acknowledged.values()) if (row.table === 'sessions') expect(now.has(row.id)).toBe(true);
      await p.push(1);
    } finally {
      await h.close();
    }
  });

  it("refuses a missing FILE, one that is not SQLite, not this app's, or damaged, and PostgreSQL, changing nothing", async () => {
    const dir = tempDir();
    const database = join(dir, 'data', 'app.db');
    const h = await startHarness({ dir: join(dir, 'data') });
    const good = join(dir, 'good.db');
    expect((await run('backup', [good], { DATABASE_PATH: database })).code).toBe(0);
    await h.close();
    const env = { DATABASE_PATH: database };
    const contents = readFileSync(database);

    expectRefusal(await run('restore', [], env), 'Restore', /name the file\. Usage: npm run restore -- FILE/);
    expectRefusal(await run('restore', [join(dir, 'nothing.db')], env), 'Restore', /nothing\.db does not exist\./);
    expectRefusal(await run('restore', [dir], env), 'Restore', /is a folder, not a backup file/);

    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database at all, but long enough to have a header of sorts...'.repeat(10));
    expectRefusal(await run('restore', [text], env), 'Restore', /notes\.txt cannot be read as an SQLite database .* Nothing was changed\./);

    const other = join(dir, 'other.db');
    const foreign = new Database(other);
    foreign.exec('CREATE TABLE schema_migrations (version INTEGER)');
    foreign.close();
    expectRefusal(
      await run('restore', [other], env),
      'Restore',
      /other\.db is an SQLite database, but not one of this app's: it has no change_log table\. Nothing was changed\./,
    );

    // A backup with a page in the middle overwritten, as a bad disk or a copy cut short would leave it.
    const damaged = join(dir, 'damaged.db');
    writeFileSync(damaged, readFileSync(good));
    const pageSize = readFileSync(good).readUInt16BE(16);
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, statSync(damaged).size - 3 * pageSize);
    closeSync(fd);
    expectRefusal(await run('restore', [damaged], env), 'Restore', /damaged\.db fails SQLite's integrity check \(.+\)\. Nothing was changed\./);

    expectRefusal(
      await run('restore', [good], { ...env, DATABASE_URL: 'postgresql://frontdesk@db.internal/frontdesk' }),
      'Restore',
      /PostgreSQL.*pg_restore --clean/,
    );

    expect(readFileSync(database).equals(contents)).toBe(true);
    expect(readdirSync(join(dir, 'data'))).toEqual(['app.db']);
  });

  it('with the server stopped, sets the database aside and puts the backup in its place; the server starts on it', async () => {
    const dir = tempDir();
    const data = join(dir, 'data');
    const database = join(data, 'app.db');
    let h = await startHarness({ dir: data, limits: LIMITS });
    const admin = await h.admin();
    const p = pusher(h, admin, h.demoSessionId());
    await p.push(5);
    const early = new Set(p.acknowledged.keys());
    const backup = join(dir, 'monday.db');
    expect((await run('backup', [backup], { DATABASE_PATH: database })).code).toBe(0);
    await p.push(5);
    const late = [...p.acknowledged].filter(([id]) => !early.has(id));
    await h.close();
    // Then a process killed while writing, as a server can be: its change is in the WAL beside the file, and belongs to it.
    const killed = await new Promise<number | null>((done) => {
      const child = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('journal_mode = WAL'); db.prepare("INSERT INTO mutation_log (id, name, status, answer, applied_at) VALUES ('KILLED-WRITER', 'createSession', 'applied', '{}', '2026-01-01')").run(); process.kill(process.pid, 'SIGKILL');`,
          database,
        ],
        { cwd: resolve(built, '../..'), stdio: 'ignore' },
      );
      child.once('exit', (code, signal) => done(signal === 'SIGKILL' ? null : code));
    });
    expect(killed).toBeNull();
    expect(statSync(`${database}-wal`).size).toBeGreaterThan(0);
    const everything = sessionIds(database);

    const r = await run('restore', [backup], { DATABASE_PATH: database });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Restored .*monday\.db to .*app\.db\.\n/);
    expect(r.stdout).toContain('integrity check: ok');
    const files = readdirSync(data).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toBe('app.db');
    expect(files[1]).toMatch(/^app\.db\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(r.stdout).toContain(`kept at ${join(data, files[1]!)}`);

    // The file set aside is whole on its own: what the server had, the WAL folded in.
    const aside = join(data, files[1]!);
    expect(sessionIds(aside)).toEqual(everything);
    const asideDb = openCopy(aside);
    expect(asideDb.prepare("SELECT id FROM mutation_log WHERE id = 'KILLED-WRITER'").pluck().get()).toBe('KILLED-WRITER');
    asideDb.close();
    expect(sessionIds(database)).toEqual(sessionIds(backup));
    for (const [, row] of late) if (row.table === 'sessions') expect(sessionIds(database).has(row.id)).toBe(false);

    // The server starts on the restored file, and has forgotten what came after the backup.
    h = await startHarness({ dir: data, limits: LIMITS });
    try {
      const log = await h.rows<{ id: string }>('SELECT id FROM mutation_log');
      const ids = new Set(log.map((l) => l.id));
      expect([...early].every((id) => ids.has(id))).toBe(true);
      expect(late.some(([id]) => ids.has(id))).toBe(false);
      await pusher(h, await h.admin(), h.demoSessionId()).push(1);
    } finally {
      await h.close();
    }
  });

  /** A backup of a freshly seeded app, taken by the command, in a folder of its own. */
  async function freshBackup() {
    const h = await startHarness({ limits: LIMITS });
    const dir = tempDir();
    const backup = join(dir, 'backup.db');
    try {
      expect((await run('backup', [backup], { DATABASE_PATH: h.file })).code).toBe(0);
    } finally {
      await h.close();
    }
    return { dir, backup };
  }

  it('sets aside a database that cannot be read, and says so', async () => {
    const { dir, backup } = await freshBackup();
    const database = join(dir, 'app.db');
    writeFileSync(database, 'overwritten by mistake '.repeat(100));
    const r = await run('restore', [backup], { DATABASE_PATH: database });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/The database in use before is kept at .*app\.db\.before-restore-.* \(it could not be read: file is not a database\)/);
    expect(sessionIds(database)).toEqual(sessionIds(backup));
  });

  it('restores where there was no database yet', async () => {
    const { dir, backup } = await freshBackup();
    const database = join(dir, 'new', 'folder', 'app.db');
    const r = await run('restore', [backup], { DATABASE_PATH: database });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('There was no database there before.');
    expect(sessionIds(database)).toEqual(sessionIds(backup));
  });
});
