/**
 * The engine's plain `GameData` read from and written to Dexie, so the device
 * runs the same mutations as the server does, and writes the server's rows the
 * same way it writes its own.
 */
import { type GameData, type PullChange } from '@front-desk-rm/engine/domain';
import { emptyGameData, type Change } from '@front-desk-rm/engine/mutations';
import type { FrontDeskDb } from './db.js';

/** A session's aggregate as the device holds it. */
export async function loadSessionData(db: FrontDeskDb, sessionId: string): Promise<GameData> {
  const data = emptyGameData();
  const session = await db.sessions.get(sessionId);
  if (!session) return data;
  data.sessions[session.id] = session;
  const [scenarios, teams, members, decisions] = await Promise.all([
    db.scenarios.where('sessionId').equals(sessionId).toArray(),
    db.teams.where('sessionId').equals(sessionId).toArray(),
    db.members.where('sessionId').equals(sessionId).toArray(),
    db.decisions.where('sessionId').equals(sessionId).toArray(),
  ]);
  for (const s of scenarios) data.scenarios[s._id] = s;
  for (const t of teams) data.teams[t.id] = t;
  for (const m of members) data.members[m.id] = m;
  for (const d of decisions) data.decisions[d.id] = d;
  return data;
}

/**
 * The one writer of rows into the device's tables: a mutation's changes (run
 * here) and the server's (pulled) alike. The caller holds the transaction.
 * Contact messages stay on the server.
 */
export async function writeChanges(db: FrontDeskDb, changes: readonly (Change | PullChange)[]): Promise<void> {
  for (const change of changes) {
    if (change.table === 'contactMessages') continue;
    const table = db.table(change.table);
    if (change.op === 'put') await table.put(change.row);
    // Leaderboard rows are keyed by session and team; a delete names only the team.
    else if (change.table === 'results') await db.results.filter((r) => r.id === change.key).delete();
    else await table.delete(change.key);
  }
}
