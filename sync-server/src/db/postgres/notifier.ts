/**
 * The event stream's fan-out across instances (decision record 019): a
 * committed write sends a note on one PostgreSQL channel naming what changed
 * (never carrying it: payloads are capped at 8,000 bytes), and every instance
 * listens on one dedicated connection, then reads the change from the store.
 * `pg_notify` inside a transaction is delivered at its commit and never after
 * a rollback. A listening connection that drops is opened again with a
 * growing pause; `onResync` then tells the instance that notes may have been
 * missed, so its streams pull from their cursors instead of losing a change.
 */
import pg from 'pg';
import type { ChangeNote, NoteHandlers } from '../store.js';

export type { ChangeNote };

export const CHANGES_CHANNEL = 'frontdesk_changes';

type Client = Pick<pg.ClientBase, 'query'>;

const NOTE_BYTES = 7_900;

/** Queues a note on the caller's transaction: sent when it commits. */
export async function notifyChange(client: Client, note: ChangeNote): Promise<void> {
  // 8,000 bytes is PostgreSQL's cap; a note naming many teams says "every lobby" instead.

  await client.query('SELECT pg_notify($1, $2)', [
    CHANGES_CHANNEL,
    JSON.stringify({ s: note.sessionId, q: note.seq, k: note.kinds, ...(note.origin ? { o: note.origin } : {}) }),
  ]);
}

export function parseNote(payload: string | undefined): ChangeNote | null {
  try {
    const raw = JSON.parse(payload ?? '') as { s?: unknown; q?: unknown; k?: unknown; o?: unknown };
    if ((typeof raw.s !== 'string' && raw.s !== null) || typeof raw.q !== 'number' || !Array.isArray(raw.k)) return null;
    return {
      sessionId: raw.s,
      seq: raw.q,
      kinds: raw.k.filter((k): k is string => typeof k === 'string'),
      ...(typeof raw.o === 'string' ? { origin: raw.o } : {}),
    };
  } catch {
    return null;
  }
}

export interface Listener {
  /** Stops listening and closes the connection; no reconnect follows. */
  close(): Promise<void>;
}

export interface ListenOptions extends NoteHandlers {
  /** Shown in pg_stat_activity: which instance this connection serves. */
  name?: string;
  log?: (line: string) => void;
}

const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 2_000;

export async function listenForChanges(url: string, options: ListenOptions): Promise<Listener> {
  let closed = false;
  let client: pg.Client | null = null;
  let pause = FIRST_PAUSE_MS;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: options.name ?? 'frontdesk-listener' });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const note = parseNote(message.payload);
      if (note) options.onNote(note);
      else options.log?.(`ignored a change note that does not parse: ${String(message.payload).slice(0, 80)}`);
    });
    // A dropped connection is reopened; errors are not thrown into the process.
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = next;
  }

  function reconnect() {
    if (closed || timer) return;
    const dropped = client;
    client = null;
    // Its own late errors have no one left to hear them, and must not end the process.
    dropped?.removeAllListeners().on('error', () => {});
    void dropped?.end().catch(() => {});
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          pause = FIRST_PAUSE_MS;
          options.log?.('change notes: listening again');
          options.onResync();
        },
        () => {
          pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
          reconnect();
        },
      );
    }, pause);
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      open?.removeAllListeners().on('error', () => {});
      await open?.end().catch(() => {});
    },
  };
}
