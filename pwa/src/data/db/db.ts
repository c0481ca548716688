/**
 * The device's one database. It holds the play pack (the session and its whole
 * deck), the team's state, decisions, results, the outbox of mutations waiting
 * for the server, and meta (who is signed in, the pull cursor). Every shipped
 * `version()` stays; a change adds the next one.
 */
import { Dexie, type Table } from 'dexie';
import type { Decision, Member, MessageRef, OptimumData, ResultRow, Scenario, Session, Team } from '@front-desk-rm/engine/domain';
import type { MutationName } from '@front-desk-rm/engine/mutations';

/** A mutation made on this device and not yet acknowledged by the server. */
export interface OutboxRow {
  /** ULID: sortable, so the outbox is pushed in the order it was written. */
  id: string;
  name: MutationName;
  /** The version of `args` the app that wrote it used (rows from before versions are 1); upcast when sent. */
  v: number;
  args: unknown;
  createdAt: string;
  /** The device was offline when it was written: whoever wrote it was told it is kept on the device. */
  writtenOffline?: boolean;
  attempts: number;
  lastError: string | null;
  /** Set while the server answers that it does not read this change yet (`unsupported`): it waits for a newer server or app. */
  unsupported?: string;
}

/**
 * A change the server refused for good, moved out of the outbox so the rest
 * can go on, and kept until the user retries or discards it: never deleted
 * unseen (decision record 013).
 */
export interface UnsavedRow {
  /** The refused mutation's id. */
  id: string;
  /** A name this app may not know, when the row was unreadable. */
  name: string;
  v: number;
  args: unknown;
  createdAt: string;
  reason: string;
  code?: string;
  /** The refusal by id and arguments, when the server named it (issue 54): said in the device's language. */
  message?: MessageRef;
  refusedAt: string;
}

export interface MetaRow {
  key: MetaKey;
  value: unknown;
}

export type MetaKey =
  | 'token'
  | 'user'
  | 'userName'
  | 'role'
  | 'guest'
  | 'sessionId'
  | 'teamId'
  | 'memberId'
  | 'gameCode'
  | 'cursor'
  /** Session ids whose game this device has started (the welcome card is not shown again). */
  | 'started'
  /** The booking timer of the request on screen: `{ scenarioId, remaining }`, written every second. */
  | 'timer'
  /** A guest's practice team has pressed "I'm Ready to Start". */
  | 'practiceReady'
  /** Tokens logged out on this device that the server has not yet been told to end (a logout made offline). */
  | 'revoke';

/** Who this device is signed in as; cleared by logout, while the outbox stays. */
export const IDENTITY_KEYS: readonly MetaKey[] = [
  'token',
  'user',
  'userName',
  'role',
  'guest',
  'sessionId',
  'teamId',
  'memberId',
  'gameCode',
  'started',
  'timer',
  'practiceReady',
];

/** A guest's practice decision: kept on the device, never sent (docs/rules.md §10). */
export interface PracticeDecision {
  scenarioId: string;
  decision: 'acc' | 'dec';
  decidedAt: string;
}

export type StoredResult = ResultRow & { sessionId: string };

export class FrontDeskDb extends Dexie {
  sessions!: Table<Session, string>;
  scenarios!: Table<Scenario, string>;
  teams!: Table<Team, string>;
  members!: Table<Member, string>;
  decisions!: Table<Decision, string>;
  results!: Table<StoredResult, [string, string]>;
  outbox!: Table<OutboxRow, string>;
  meta!: Table<MetaRow, MetaKey>;
  practice!: Table<PracticeDecision, string>;
  optima!: Table<OptimumData, string>;
  unsaved!: Table<UnsavedRow, string>;

  constructor(name = 'front-desk-rm') {
    super(name);
    this.declareSchema();
  }

  /**
   * Every shipped version, oldest first. Declared again before a rebuilt
   * database is opened: a failed open (an old store whose key changed) leaves
   * Dexie's idea of the schema at the old database's, and a fresh one would
   * then lack the later tables.
   */
  declareSchema(): void {
    this.version(1).stores({
      sessions: 'id',
      scenarios: '_id, sessionId',
      teams: 'id, sessionId',
      members: 'id, sessionId, teamId',
      decisions: 'id, sessionId, teamId, [teamId+scenarioId]',
      results: '[sessionId+id], sessionId',
      outbox: 'id',
      meta: 'key',
    });
    // v2: a guest's practice game, kept apart from anything that syncs.
    this.version(2).stores({ practice: 'scenarioId' });
    // v3: each session's hindsight optimum, so a debrief loaded once opens offline.
    this.version(3).stores({ optima: 'sessionId' });
    // v4: changes the server refused, kept for the user to see; outbox rows carry their version (those before it were all version 1).
    this.version(4)
      .stores({ unsaved: 'id' })
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((row: Partial<OutboxRow>) => {
            if (typeof row.v !== 'number') row.v = 1;
          });
      });
  }

  /** A Dexie promise, not a native async one: a live query awaiting it keeps watching the reads that follow. */
  getMeta<T>(key: MetaKey): Promise<T | undefined> {
    return this.meta.get(key).then((row) => row?.value as T | undefined);
  }

  setMeta(key: MetaKey, value: unknown): Promise<MetaKey> {
    return this.meta.put({ key, value });
  }
}
