/**
 * Run again (issue 38): a new upcoming session with the same hotel, rates,
 * forecast, halls and settings, a new game code, the deck copied or empty, and
 * the same people when the host asks.
 */
import { z } from 'zod';
import { idSchema, nameSchema } from '../domain/common.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import type { Member, Team } from '../domain/team.js';
import { sessionView } from '../views/session-view.js';
import { isFailure, ownedSession } from './access.js';
import { claimId, createRow, defineMutation, ok, type Change } from './model.js';
import { named } from './change-messages.js';
import { generateGameCode } from './session-mutations.js';

const NAME_MAX = 120;

/** The copy's name when the host gives none: "<name> (again)", cut to fit. */
export function runAgainName(name: string): string {
  const suffix = ' (again)';
  return name.length + suffix.length <= NAME_MAX ? name + suffix : name.slice(0, NAME_MAX - suffix.length).trimEnd() + suffix;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

export const cloneSession = defineMutation({
  name: 'cloneSession',
  creates: 'sessions',
  describe: (a) => named('cloneSession', a.name),
  args: z.object({
    sessionId: idSchema,
    id: idSchema.optional(),
    name: nameSchema({ required: 'Please enter a session name', max: NAME_MAX, label: 'session name' }).optional(),
    deck: z.enum(['same', 'empty'], { error: "deck must be 'same' or 'empty'" }),
    members: z.boolean({ error: 'members must be true or false' }),
  }),
  apply(data, args, ctx) {
    const source = ownedSession(data, args.sessionId, ctx.actor);
    if (isFailure(source)) return source;
    const actor = ctx.actor as Extract<typeof ctx.actor, { kind: 'admin' }>;
    const name = args.name ?? runAgainName(source.name);
    const newSessionId = args.id ?? ctx.newId();
    const claim = claimId(data, 'sessions', newSessionId, (s) => s.ownerId === actor.userId && s.name === name && s.hotelName === source.hotelName);
    if (claim) return claim;
    const view = sessionView(data, source.id)!;
    const session: Session = {
      id: newSessionId,
      ownerId: actor.userId,
      gameCode: generateGameCode(ctx, data),
      name,
      hotelName: source.hotelName,
      totalRooms: source.totalRooms,
      baseADR: source.baseADR,
      maxParticipants: source.maxParticipants,
      autoAssignTeams: source.autoAssignTeams,
      teamSize: source.teamSize,
      startDate: ctx.now,
      endDate: new Date(Date.parse(ctx.now) + WEEK_MS).toISOString(),
      status: 'upcoming',
      rates: { ...source.rates },
      occupancy: { ...source.occupancy },
      // The halls keep their ids: nothing outside the session refers to them.
      banquet: source.banquet.map((h) => ({ ...h })),
      ...(source.displacementHint !== undefined ? { displacementHint: source.displacementHint } : {}),
      ...(source.housePolicies ? { housePolicies: [...source.housePolicies] } : {}),
      ...(source.demandModel ? { demandModel: source.demandModel } : {}),
      ...(source.decisionSeconds !== undefined ? { decisionSeconds: source.decisionSeconds } : {}),
      ...(source.pace ? { pace: source.pace } : {}),
      ...(source.language ? { language: source.language } : {}),
      ...(source.currency ? { currency: source.currency } : {}),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    const changes: Change[] = [createRow('sessions', session.id, session)];
    if (args.deck === 'same') {
      // New ids, and each request's place written down, so the copy plays in the order the source does.
      view.deck.forEach((s, position) => {
        const copy: Scenario = { ...s, _id: ctx.newId(), sessionId: session.id, createdAt: ctx.now, position };
        changes.push(createRow('scenarios', copy._id, copy));
      });
    }
    if (args.members) {
      // The same teams by name, with the same people and captains: a workshop runs again with people at the tables
      // they sat at, and Shuffle is one press away when the host wants them mixed.
      const teamIds = new Map<string, string>();
      for (const t of view.teams) {
        const team: Team = { id: ctx.newId(), sessionId: session.id, name: t.name, status: 'waiting', readyAt: null, createdAt: ctx.now };
        teamIds.set(t.id, team.id);
        changes.push(createRow('teams', team.id, team));
      }
      for (const m of view.members) {
        const member: Member = {
          id: ctx.newId(),
          sessionId: session.id,
          name: m.name,
          email: m.email,
          phone: m.phone,
          role: m.role,
          teamId: m.teamId ? (teamIds.get(m.teamId) ?? null) : null,
          createdAt: ctx.now,
        };
        changes.push(createRow('members', member.id, member));
      }
    }
    return ok(changes, session);
  },
});
