/**
 * What the lobby and the game screen show, read from the device in one live
 * query: the signed-in player, the session and its deck, the team, its members
 * and its decisions. A guest reads the practice pack and their own practice
 * decisions instead; nothing of it ever syncs.
 */
import { practicePack, PRACTICE_SESSION_ID } from '@front-desk-rm/engine/demo';
import { playKey, type Decision, type Member, type Scenario, type Session, type Team } from '@front-desk-rm/engine/domain';
import { inIdOrder, orderDecisions } from '@front-desk-rm/engine/rules';
import { byKey, mayDecide, teamCaptain, teamView, type TeamPlayView } from '@front-desk-rm/engine/views';
import type { FrontDeskDb } from '../db/db.js';
import { readIdentity, type Identity } from '../db/identity.js';

/** A fixed date keeps the practice deck's order and ids the same on every load. */
const PRACTICE_EPOCH = '2026-01-05T09:00:00.000Z';
export const PRACTICE_TEAM_ID = 'practice-team';

export type PlayData =
  | { state: 'signed-out' }
  | {
      state: 'ready';
      identity: Identity;
      guest: boolean;
      me: { name: string; memberId: string | null; isCaptain: boolean };
      /** Undefined until the first pull after sign-in has brought it. */
      session: Session | undefined;
      team: Team | null;
      /** The team, in the order they joined; known before the session is. */
      members: Member[];
      captain: Member | null;
      /** The captain decides; with no captain any member may (`mayDecide`). */
      canDecide: boolean;
      /** The team's game (`teamView`): null until the session and the team are on the device. */
      view: TeamPlayView | null;
      /** This device has pressed Start Game, or the team has already decided something. */
      started: boolean;
      /** The host removed this player: the session is here, their member row is not. */
      removed: boolean;
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
    const ready = (await db.getMeta<boolean>('practiceReady')) === true;
    const me: Member = {
      id: 'guest',
      sessionId: PRACTICE_SESSION_ID,
      name: 'Guest',
      email: '',
      phone: '',
      role: 'captain',
      teamId: PRACTICE_TEAM_ID,
      createdAt: PRACTICE_EPOCH,
    };
    const team: Team = {
      id: PRACTICE_TEAM_ID,
      sessionId: PRACTICE_SESSION_ID,
      name: 'Practice team',
      status: ready ? 'ready' : 'waiting',
      readyAt: null,
      createdAt: PRACTICE_EPOCH,
    };
    // A practice decision is keyed by its request, whose ids run in deck order.
    const decisions: Decision[] = practice.map((p) => ({
      id: p.scenarioId,
      sessionId: PRACTICE_SESSION_ID,
      teamId: PRACTICE_TEAM_ID,
      scenarioId: p.scenarioId,
      decision: p.decision,
      decidedBy: me.id,
      decidedAt: p.decidedAt,
    }));
    const view = teamView(
      {
        sessions: { [session.id]: session },
        scenarios: byKey(deck, (s) => s._id),
        teams: { [team.id]: team },
        members: { [me.id]: me },
        decisions: byKey(decisions),
      },
      session.id,
      team.id,
      me.id,
    )!;
    return {
      state: 'ready',
      identity,
      guest: true,
      me: { name: 'Guest', memberId: null, isCaptain: true },
      session,
      team,
      members: [me],
      captain: me,
      canDecide: true,
      view,
      started: started.includes(PRACTICE_SESSION_ID) || decisions.length > 0,
      removed: false,
    };
  }

  const sessionId = identity.sessionId ?? '';
  // One read after another: a native Promise.all would leave Dexie's live query blind to the reads after it.
  const session = await db.sessions.get(sessionId);
  const scenarios: Scenario[] = await db.scenarios.where('sessionId').equals(sessionId).toArray();
  const me = identity.memberId ? await db.members.get(identity.memberId) : undefined;
  // The host may put the player in a team after they joined: the member row says where they are now.
  const teamId = me ? me.teamId : identity.teamId;
  const team = teamId ? await db.teams.get(teamId) : undefined;
  const members = inIdOrder(teamId ? await db.members.where('teamId').equals(teamId).toArray() : []);
  const decisions = orderDecisions(teamId ? await db.decisions.where('teamId').equals(teamId).toArray() : []);
  const view =
    session && team
      ? teamView(
          {
            sessions: { [session.id]: session },
            scenarios: byKey(scenarios, (s) => s._id),
            teams: { [team.id]: team },
            members: byKey(members),
            decisions: byKey(decisions),
          },
          session.id,
          team.id,
          identity.memberId,
        )
      : null;
  return {
    state: 'ready',
    identity,
    guest: false,
    me: { name: me?.name ?? identity.name, memberId: identity.memberId, isCaptain: me?.role === 'captain' },
    session,
    team: team ?? null,
    members,
    captain: teamCaptain(members),
    canDecide: Boolean(team) && mayDecide(members, identity.memberId),
    view: me ? view : null,
    // A campaign's earlier weeks' decisions do not start this week: only the week's own do (the view holds those).
    started: (session ? started.includes(playKey(session)) : false) || (view?.decisions.length ?? decisions.length) > 0,
    removed: Boolean(session) && identity.memberId !== null && !me,
  };
}
