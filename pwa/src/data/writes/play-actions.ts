/**
 * The player's writes. A participant's go through the engine's mutation and the
 * outbox in one transaction (shown at once, sent when the network allows); a
 * guest's stay on the device.
 */
import { PRACTICE_SESSION_ID } from '@front-desk-rm/engine/demo';
import { MESSAGES, type DecisionSource, type DecisionType, type NightPrices } from '@front-desk-rm/engine/domain';
import { type MutationArgs, type MutationName } from '@front-desk-rm/engine/mutations';
import type { FrontDeskDb } from '../db/db.js';
import { actorOf, type Identity } from '../db/identity.js';
import type { LocalContext } from './outbox.js';

export type ActionResult = { ok: true } | { ok: false; reason: string };

/** The mutation code (and its schemas) loads with the first write, not with the screen. */
async function mutateLocally<N extends MutationName>(db: FrontDeskDb, name: N, args: MutationArgs<N>, ctx: LocalContext) {
  const { mutateLocally: mutate } = await import('./outbox.js');
  return mutate(db, name, args, ctx);
}

function asResult(r: { ok: true } | { ok: false; reason: string }): ActionResult {
  return r.ok ? { ok: true } : { ok: false, reason: r.reason };
}

export async function recordDecision(
  db: FrontDeskDb,
  identity: Identity,
  teamId: string,
  scenarioId: string,
  decision: DecisionType,
  source: DecisionSource = 'team',
  now = new Date(),
): Promise<ActionResult> {
  if (identity.guest) {
    const existing = await db.practice.get(scenarioId);
    if (existing) return existing.decision === decision ? { ok: true } : { ok: false, reason: 'This booking request has already been decided.' };
    await db.practice.put({ scenarioId, decision, decidedAt: now.toISOString() });
    return { ok: true };
  }
  if (!identity.sessionId) return { ok: false, reason: MESSAGES.pleaseLoginFirst };
  // The time it was made travels with it: a decision made before the whistle still counts if it arrives a little after (END_GRACE_MINUTES).
  const result = await mutateLocally(
    db,
    'recordDecision',
    { sessionId: identity.sessionId, teamId, scenarioId, decision, source, madeAt: now.toISOString() },
    { actor: actorOf(identity), now: () => now },
  );
  return asResult(result);
}

/** A team's rates for a pricing round (issue 36): made now, so rates set before the host closes the round count when they arrive. */
export async function setTeamPrices(
  db: FrontDeskDb,
  identity: Identity,
  teamId: string,
  week: number,
  prices: NightPrices,
  now = new Date(),
): Promise<ActionResult> {
  if (!identity.sessionId) return { ok: false, reason: MESSAGES.pleaseLoginFirst };
  const result = await mutateLocally(
    db,
    'setTeamPrices',
    { sessionId: identity.sessionId, teamId, week, prices, madeAt: now.toISOString() },
    { actor: actorOf(identity), now: () => now },
  );
  return asResult(result);
}

export async function promoteLeader(db: FrontDeskDb, identity: Identity, teamId: string, memberId: string): Promise<ActionResult> {
  const result = await mutateLocally(db, 'promoteLeader', { teamId, memberId }, { actor: actorOf(identity) });
  return asResult(result);
}

/** The player has the lobby open: they count as joined. Queued like any change, so it counts offline too; a guest has nothing to send. */
export async function openLobby(db: FrontDeskDb, identity: Identity): Promise<ActionResult> {
  if (identity.guest || !identity.sessionId) return { ok: true };
  const result = await mutateLocally(db, 'openLobby', { sessionId: identity.sessionId }, { actor: actorOf(identity) });
  return asResult(result);
}

export async function markTeamReady(db: FrontDeskDb, identity: Identity, teamId: string): Promise<ActionResult> {
  if (identity.guest) {
    await db.setMeta('practiceReady', true);
    return { ok: true };
  }
  const result = await mutateLocally(db, 'markTeamReady', { teamId }, { actor: actorOf(identity) });
  return asResult(result);
}

/**
 * Remembers that this device started the game, and asks the browser to keep
 * the database through storage pressure (docs/architecture.md#sync). Answers whether storage is persistent.
 */
export async function markGameStarted(db: FrontDeskDb, sessionId: string): Promise<boolean> {
  await db.transaction('rw', db.meta, async () => {
    const v = await db.getMeta<unknown>('started');
    const list = Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
    if (!list.includes(sessionId)) await db.setMeta('started', [...list, sessionId]);
  });
  if (sessionId === PRACTICE_SESSION_ID || typeof navigator === 'undefined' || !navigator.storage?.persist) return true;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/** The booking timer's seconds left for the request on screen, so a reload resumes it. */
export async function saveTimer(db: FrontDeskDb, scenarioId: string, remaining: number): Promise<void> {
  await db.setMeta('timer', { scenarioId, remaining });
}

/** The booking timer as a reload finds it: the request it ran for and the seconds it had left. */
export async function readSavedTimer(db: FrontDeskDb): Promise<{ scenarioId: string; remaining: number } | null> {
  const t = await db.getMeta<{ scenarioId?: unknown; remaining?: unknown }>('timer');
  return t && typeof t.scenarioId === 'string' && typeof t.remaining === 'number' ? { scenarioId: t.scenarioId, remaining: t.remaining } : null;
}

/** A guest's Play Again: the practice decisions and the timer go; nothing of it ever synced. */
export async function clearPractice(db: FrontDeskDb): Promise<void> {
  await db.transaction('rw', db.practice, db.meta, async () => {
    await db.practice.clear();
    await db.meta.delete('timer');
  });
}

/**
 * After the host ends the game, the tablet tells the server its decisions are
 * all in (issue 50): queued behind them, so it reaches the server after the
 * last of them, and the results reveal themselves once every team has. Any
 * member's tablet may send it; a guest has nothing to send.
 */
export async function reportAfterEnd(db: FrontDeskDb, identity: Identity, sessionId: string, teamId: string): Promise<ActionResult> {
  if (identity.guest) return { ok: true };
  const result = await mutateLocally(db, 'reportAfterEnd', { sessionId, teamId }, { actor: actorOf(identity) });
  return asResult(result);
}
