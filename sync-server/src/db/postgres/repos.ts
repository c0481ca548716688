/**
 * The server's other tables on PostgreSQL (decision record 019), each with the
 * methods and the meaning of the store's contract (`../store.ts`) as SQLite's
 * repositories have them (`../sqlite/*-repo.ts`),
 * asynchronous, on whatever the caller passes: the pool, or a client inside
 * the caller's transaction. What SQLite's repositories keep in memory (the
 * leaderboard cache, the token epoch) is left to the instance's caches, which
 * the change notes invalidate; here every read goes to the store.
 */
import { type OptimumData, type Property, type PropertyListQuery, type ResultRow } from '@front-desk-rm/engine/domain';
import { ID_TAKEN_MESSAGE } from '@front-desk-rm/engine/mutations';
import type pg from 'pg';
import { StoreRefusal, type ChangeRow, type Counters, type LogEntry, type LoggedAnswer, type TokenRow, type UserRow } from '../store.js';
import { logChanges, type ChangeSink } from './change-log.js';

type Client = Pick<pg.ClientBase, 'query'>;

const UNIQUE_VIOLATION = '23505';

export function createPostgresSyncRepo(client: Client) {
  return {
    async answered(id: string): Promise<LoggedAnswer | undefined> {
      return (await client.query<LoggedAnswer>('SELECT id, status, answer, actor FROM mutation_log WHERE id = $1', [id])).rows[0];
    },
    /** Records a mutation id with its answer; an id recorded already (the same push on another instance) is refused as taken. */
    async record(id: string, name: string, status: 'applied' | 'rejected', answer: unknown, now: string, actor: string): Promise<void> {
      try {
        await client.query('INSERT INTO mutation_log (id, name, status, answer, applied_at, actor) VALUES ($1, $2, $3, $4, $5, $6)', [
          id,
          name,
          status,
          JSON.stringify(answer),
          now,
          actor,
        ]);
      } catch (err) {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new StoreRefusal('id_taken', ID_TAKEN_MESSAGE);
        throw err;
      }
    },
    /** Changes after `since` (and up to `upTo`) in the given sessions, oldest first. */
    async changesSince(since: number, sessionIds: readonly string[], limit: number, upTo = Number.MAX_SAFE_INTEGER): Promise<ChangeRow[]> {
      if (sessionIds.length === 0) return [];
      const { rows } = await client.query<Omit<ChangeRow, 'seq'> & { seq: string }>(
        'SELECT seq, session_id, tbl, op, key, row FROM change_log WHERE seq > $1 AND seq <= $4 AND session_id = ANY($2) ORDER BY seq LIMIT $3',
        [since, [...sessionIds], limit, upTo],
      );
      // BIGSERIAL arrives as a string: a cursor is a number in both stores.
      return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
    },
    async head(): Promise<number> {
      return Number((await client.query<{ head: string }>('SELECT COALESCE(MAX(seq), 0) AS head FROM change_log')).rows[0]!.head);
    },
  };
}

export function createPostgresResultsRepo(client: Client, log: ChangeSink = (entries) => logChanges(client, entries)) {
  async function rows(sessionId: string): Promise<ResultRow[]> {
    const { rows: stored } = await client.query<{ doc: string }>('SELECT doc FROM results WHERE session_id = $1', [sessionId]);
    return stored.map((r) => JSON.parse(r.doc) as ResultRow).sort((a, b) => a.rank - b.rank);
  }
  return {
    rows,
    /** Replaces the session's rows and logs what changed for pulls; call inside a transaction. True when anything changed. */
    async replace(sessionId: string, next: readonly ResultRow[], now: string): Promise<boolean> {
      const before = new Map((await rows(sessionId)).map((r) => [r.id, JSON.stringify(r)]));
      const after = new Map(next.map((r) => [r.id, JSON.stringify(r)]));
      const changed = before.size !== after.size || [...after].some(([id, doc]) => before.get(id) !== doc);
      if (!changed) return false;
      await client.query('DELETE FROM results WHERE session_id = $1', [sessionId]);
      const logged: LogEntry[] = [];
      for (const [id, doc] of after) {
        await client.query('INSERT INTO results (session_id, team_id, doc) VALUES ($1, $2, $3)', [sessionId, id, doc]);
        if (before.get(id) !== doc) logged.push({ sessionId, tbl: 'results', op: 'put', key: id, row: doc, at: now });
      }
      for (const id of before.keys()) if (!after.has(id)) logged.push({ sessionId, tbl: 'results', op: 'delete', key: id, row: null, at: now });
      await log(logged);
      return true;
    },
  };
}

export function createPostgresUsersRepo(client: Client) {
  const one = async <T extends pg.QueryResultRow>(sql: string, values: unknown[]) => (await client.query<T>(sql, values)).rows[0];
  return {
    byEmail: (email: string) => one<UserRow>('SELECT * FROM users WHERE email = $1', [email.trim().toLowerCase()]),
    byId: (id: string) => one<UserRow>('SELECT * FROM users WHERE id = $1', [id]),
    async insert(row: UserRow): Promise<void> {
      await client.query('INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        row.id,
        row.email,
        row.name,
        row.role,
        row.password_hash,
        row.created_at,
      ]);
    },
    count: async () => Number((await one<{ count: string }>('SELECT COUNT(*) AS count FROM users', []))!.count),
    async insertToken(row: TokenRow & { created_at: string }): Promise<void> {
      await client.query('INSERT INTO tokens (token_hash, role, user_id, member_id, session_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        row.token_hash,
        row.role,
        row.user_id,
        row.member_id,
        row.session_id,
        row.expires_at,
        row.created_at,
      ]);
    },
    token: (hash: string) => one<TokenRow & { created_at: string }>('SELECT * FROM tokens WHERE token_hash = $1', [hash]),
    purgeExpired: async (now: string) => (await client.query('DELETE FROM tokens WHERE expires_at <= $1', [now])).rowCount ?? 0,
    /** Ends a sign-in; every instance's cache of it is dropped by the change note that follows. */
    revoke: async (hash: string) => ((await client.query('DELETE FROM tokens WHERE token_hash = $1', [hash])).rowCount ?? 0) > 0,
  };
}

export function createPostgresOptimaRepo(client: Client) {
  return {
    async get(sessionId: string): Promise<OptimumData | null> {
      const row = (
        await client.query<{ session_id: string; deck_key: string; doc: string; computed_at: string }>(
          'SELECT session_id, deck_key, doc, computed_at FROM optima WHERE session_id = $1',
          [sessionId],
        )
      ).rows[0];
      return row ? { sessionId: row.session_id, deckKey: row.deck_key, computedAt: row.computed_at, optimum: JSON.parse(row.doc) } : null;
    },
    async put(data: OptimumData): Promise<void> {
      await client.query(
        'INSERT INTO optima (session_id, deck_key, doc, computed_at) VALUES ($1, $2, $3, $4) ON CONFLICT (session_id) DO UPDATE SET deck_key = excluded.deck_key, doc = excluded.doc, computed_at = excluded.computed_at',
        [data.sessionId, data.deckKey, JSON.stringify(data.optimum), data.computedAt],
      );
    },
  };
}

export function createPostgresPropertiesRepo(client: Client) {
  // SQLite's LIKE ignores the case of ASCII letters: ILIKE does here.
  const like = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const counts = async () => {
    const row = (await client.query<{ total: string; active: string }>('SELECT COUNT(*) AS total, COALESCE(SUM(is_active), 0) AS active FROM properties'))
      .rows[0]!;
    return { total: Number(row.total), active: Number(row.active) };
  };
  return {
    async list(query: PropertyListQuery) {
      const { total, active } = await counts();
      // No stored name holds U+0000 (PostgreSQL's text cannot): a search for one finds nothing, as it does on SQLite.
      if (query.search?.includes('\u0000')) return { property: [], totalProperty: total, active, inActive: total - active };
      const { rows } = await client.query<{ doc: string }>(
        `SELECT doc FROM properties
         WHERE ($1::int IS NULL OR is_active = $1)
           AND ($2::text IS NULL OR property_name ILIKE $2 ESCAPE '\\' OR h_id ILIKE $2 ESCAPE '\\')
         ORDER BY lower(property_name), h_id LIMIT $3 OFFSET $4`,
        [
          query.isActive === undefined ? null : query.isActive ? 1 : 0,
          query.search ? like(query.search) : null,
          query.limit,
          (query.pageNumber - 1) * query.limit,
        ],
      );
      return { property: rows.map((r) => JSON.parse(r.doc) as Property), totalProperty: total, active, inActive: total - active };
    },
    async get(hId: string): Promise<Property | null> {
      const row = (await client.query<{ doc: string }>('SELECT doc FROM properties WHERE h_id = $1', [hId])).rows[0];
      return row ? (JSON.parse(row.doc) as Property) : null;
    },
    async put(p: Property): Promise<void> {
      await client.query(
        'INSERT INTO properties (h_id, property_name, is_active, doc) VALUES ($1, $2, $3, $4) ON CONFLICT (h_id) DO UPDATE SET property_name = excluded.property_name, is_active = excluded.is_active, doc = excluded.doc',
        [p.hId, p.propertyName, p.isActive ? 1 : 0, JSON.stringify(p)],
      );
    },
    count: async () => (await counts()).total,
  };
}

/** The store's counting statements (rate limits, push budgets) on the pool: each its own statement, outside any transaction. */
export const postgresCounters =
  (pool: Pick<pg.Pool, 'query'>): Counters =>
  async (sql, params) =>
    (await pool.query(sql, params)).rows[0] as Record<string, unknown> | undefined;
