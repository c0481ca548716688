/**
 * What the lobby and the game screen show, read from the device in one live
 * query: the signed-in player, the session and its deck, the team, its members
 * and its decisions. A guest reads the practice pack and their own practice
 * decisions instead; nothing of it ever syncs.
 */
import { orderDeck, orderDecisions, practicePack, PRACTICE_SESSION_ID, type DecisionType, type Member, type Scenario, type Session, type Team } from '@front-desk-rm/engine';
import type { FrontDeskDb } from './db.js';
import { readIdentity, type Identity } from './identity.js';

/** A fixed date keeps the practice deck's order and ids the same on every load. */
const PRACTICE_EPOCH = '2026-01-05T09:00:00.000Z';
export const PRACTICE_TEAM_ID = 'practice-team';

export interface PlayDecision {
  scenarioId: string;
  decision: DecisionType;
  decidedBy: string | null;
}

export type PlayData =
  | { state: 'signed-out' }
  | {
      state: 'ready';
      identity: Identity;
      guest: boolean;
      me: { name: string; memberId: string | null; isCaptain: boolean };
      /** Undefined until the first pull after sign-in has brought it. */
      session: Session | undefined;
      deck: Scenario[];
      team: Team | null;
      members: Member[];
      decisions: PlayDecision[];
      captain: Member | null;
      /** The captain decides; with no captain any member may (DESIGN §4). */
      canDecide: boolean;
      /** This device has pressed Start Game, or the team has already decided something. */
      started: boolean;
    };

async function startedSessions(db: FrontDeskDb): Promise<string[]> {
  const v = await db.getMeta<unknown>('started');
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
}

export async function loadPlayData(db: FrontDeskDb): Promise<PlayData> {
  const identity = await readIdentity(db);
  if (!identity || identity.role !== 'participant') return { state: 'signed-out' };
  const started = await startedSessions(db);

  if (identity.guest) {
    const { session, deck } = practicePack(PRACTICE_EPOCH);
    const practice = await db.practice.toArray();
    const decisions = orderDecisions(practice.map((p) => ({ ...p, id: p.scenarioId }))).map((p) => ({ scenarioId: p.scenarioId, decision: p.decision, decidedBy: null }));
    const me: Member = { id: 'guest', sessionId: PRACTICE_SESSION_ID, name: 'Guest', email: '', phone: '', role: 'captain', teamId: PRACTICE_TEAM_ID, createdAt: PRACTICE_EPOCH };
    const ready = (await db.getMeta<boolean>('practiceReady')) === true;
    return {
      state: 'ready',
      identity,
      guest: true,
      me: { name: 'Guest', memberId: null, isCaptain: true },
      session,
      deck,
      team: { id: PRACTICE_TEAM_ID, sessionId: PRACTICE_SESSION_ID, name: 'Practice team', status: ready ? 'ready' : 'waiting', readyAt: null, createdAt: PRACTICE_EPOCH },
      members: [me],
      decisions,
      captain: me,
      canDecide: true,
      started: started.includes(PRACTICE_SESSION_ID) || decisions.length > 0,
    };
  }

  const sessionId = identity.sessionId ?? '';
  // One read after another: a native Promise.all would leave Dexie's live query blind to the reads after it.
  const session = await db.sessions.get(sessionId);
  const scenarios = await db.scenarios.where('sessionId').equals(sessionId).toArray();
  const me = identity.memberId ? await db.members.get(identity.memberId) : undefined;
  // The host may put the player in a team after they joined: the member row says where they are now.
  const teamId = me?.teamId ?? identity.teamId;
  const team = teamId ? await db.teams.get(teamId) : undefined;
  const members = teamId ? await db.members.where('teamId').equals(teamId).toArray() : [];
  const decisions = teamId ? await db.decisions.where('teamId').equals(teamId).toArray() : [];
  members.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name));
  const captain = members.find((m) => m.role === 'captain') ?? null;
  const ordered = orderDecisions(decisions).map((d) => ({ scenarioId: d.scenarioId, decision: d.decision, decidedBy: d.decidedBy }));
  return {
    state: 'ready',
    identity,
    guest: false,
    me: { name: me?.name ?? identity.name, memberId: identity.memberId, isCaptain: me?.role === 'captain' },
    session,
    deck: orderDeck(scenarios),
    team: team ?? null,
    members,
    decisions: ordered,
    captain,
    canDecide: Boolean(team) && (captain === null || captain.id === identity.memberId),
    started: started.includes(sessionId) || ordered.length > 0,
  };
}
