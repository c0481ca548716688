/** Sessions, the deck, play and results: `/api/session` (docs/rules.md §7, §10). */
import { RESULT_READERS, RESULTS_FETCHED, resultData } from '../result-read.js';
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  MESSAGES,
  addScenarioBodySchema,
  createSessionBodySchema,
  editScenarioBodySchema,
  getScenarioBodySchema,
  campaignLength,
  currentWeek,
  getOptimumQuerySchema,
  getScenarioQuerySchema,
  idParamsSchema,
  importScenariosBodySchema,
  drawWeekBodySchema,
  memberParamsSchema,
  memberRoleBodySchema,
  memberTeamBodySchema,
  scenarioIdParamsSchema,
  sessionIdParamsSchema,
  updateSessionBodySchema,
  type Scenario,
  type Session,
  type SessionEvent,
} from '@front-desk-rm/engine/domain';
import { readScenarioFile } from '@front-desk-rm/engine/forms';
import { hasTransientDemand, realisedDemand, nightElasticities, weekSession, familyCard, weekFamily, weekFamilies } from '@front-desk-rm/engine/rules';
import {
  NOT_YET_REVEALED,
  revealedToRoom,
  rowSeenBy,
  sessionDeck,
  memberSeenBy,
  sessionView,
  teamView,
  type SessionView,
  type Viewer,
} from '@front-desk-rm/engine/views';
import { requireRole } from '../auth/guard.js';
import { ApiError, FAILURE_STATUS } from '../errors.js';
import { hashToken, tokenFromHeader } from '../auth/tokens.js';
import { clientAddress, answered, mutate, ok, sessionFor } from '../http.js';
import { playerHears } from '../session-fanout.js';
import { body, params, query } from '../validate.js';

/**
 * What a campaign's session details add (issue 36): nothing for a single week
 * written by the trainer, so the documented answer stays as it was; a week
 * drawn from a family names it (issue 49).
 */
function campaignDetails(session: Session) {
  const families = weekFamilies(session);
  const drawn = families.length > 0 ? { weekFamilies: families } : {};
  if (campaignLength(session) <= 1) return drawn;
  return {
    ...drawn,
    ...(session.pricingWeeks?.length ? { elasticity: nightElasticities(session) } : {}),
    closedWeekDemand: (session.closedWeeks ?? []).map((w) => ({ week: w.week, realisedDemand: realisedDemand(weekSession(session, w.week)) })),
  };
}

/** A session as the API shows it: never the owner's id. */
function view(session: Session) {
  const { ownerId: _owner, ...rest } = session;
  return rest;
}

/** The session's teams as the API shows them: each with its members' names and roles. */
function teamViews(view: SessionView) {
  return view.teams.map((t) => ({ id: t.id, name: t.name, participants: t.members.map((m) => ({ id: m.id, name: m.name, role: m.role })) }));
}

export const sessionRoutes = new Hono<AppEnv>()
  .get('/getSession', requireRole('admin'), async (c) => {
    const auth = c.get('auth')!;
    const sessions = await c.get('services').store.game.sessionsOwnedBy(auth.role === 'admin' ? auth.userId : '');
    return ok(
      c,
      { sessions: sessions.map((s) => ({ id: s.id, name: s.name, startDate: s.startDate, endDate: s.endDate, status: s.status, gameCode: s.gameCode })) },
      'Sessions fetched successfully',
    );
  })
  .post('/createSession', requireRole('admin'), async (c) => {
    const args = await body(c, createSessionBodySchema);
    const session = answered(await mutate(c, 'createSession', args));
    return ok(c, { session: view(session) }, 'Session created successfully', 201);
  })
  .post('/createTeam/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    await mutate(c, 'shuffleTeams', { sessionId });
    return ok(c, { teams: teamViews(sessionView(await c.get('services').store.game.load(sessionId), sessionId)!) }, 'Teams created successfully');
  })
  .get('/getSessionRates/:id', requireRole('admin'), async (c) => {
    const { id } = params(c, idParamsSchema);
    const session = await sessionFor(c, id);
    return ok(c, { rates: session.rates, banquet: session.banquet }, 'Rates fetched successfully');
  })
  .get('/getSessionDetails/:id', requireRole('admin', 'participant'), async (c) => {
    const { id } = params(c, idParamsSchema);
    const session = await sessionFor(c, id);
    const details = sessionView(await c.get('services').store.game.load(id), id)!;
    const auth = c.get('auth')!;
    const viewer: Viewer =
      auth.role === 'participant'
        ? { role: 'player', memberId: auth.memberId, teamId: details.members.find((m) => m.id === auth.memberId)?.teamId ?? null }
        : { role: 'host' };
    const teams = teamViews(details);
    const teamName = new Map(teams.map((t) => [t.id, t.name]));
    const participants = details.members
      .map((m) => memberSeenBy(viewer, m))
      .map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        phone: m.phone,
        role: m.role,
        team: m.teamId ? (teamName.get(m.teamId) ?? null) : null,
        teamId: m.teamId,
      }));
    const scenario = details.deck;
    // Under the forecast demand model, the guests who came are told once the game is over, never before (issue 37), and to the
    // room only once the results are revealed (issue 50); the host sees them at the end.
    const told = viewer.role === 'host' ? session.status === 'ended' : revealedToRoom(session, c.get('services').now().getTime());
    const demand = hasTransientDemand(session) && told ? { realisedDemand: realisedDemand(session) } : {};
    // A campaign (issue 36): the price sensitivity each night is stated to the teams, and each closed week's guests are told.
    const campaign = campaignDetails(session);
    return ok(
      c,
      {
        session: {
          ...(viewer.role === 'host' ? view(session) : rowSeenBy(viewer, 'sessions', session)),
          ...demand,
          ...campaign,
          participants,
          scenario,
          team: teams,
        },
        scenario,
        team: teams,
      },
      'Session details loaded successfully',
    );
  })
  .patch('/updateSession/:id', requireRole('admin'), async (c) => {
    const { id } = params(c, idParamsSchema);
    const { status, revealed } = await body(c, updateSessionBodySchema);
    if (revealed) {
      // The results' reveal (issue 50): the room sees them now, and nothing arriving later changes a score.
      const current = await sessionFor(c, id);
      if (current.status !== 'ended') throw new ApiError(400, 'Reveal the results once the game has ended: before that, the live dashboard reveals them');
      const shown = answered(await mutate(c, 'updateSession', { sessionId: id, patch: { revealed: true } }));
      return ok(c, view(shown), 'Results revealed to the room');
    }
    const session = answered(await mutate(c, 'setSessionStatus', { sessionId: id, status: status === 'upcoming' ? 'rst' : status! }));
    const message = status === 'live' ? 'Game started successfully!' : status === 'ended' ? 'Game ended successfully!' : 'Game session reset successfully!';
    return ok(c, view(session), message);
  })
  .post('/addScenario', requireRole('admin'), async (c) => {
    const args = await body(c, addScenarioBodySchema);
    const scenario = answered(await mutate(c, 'addScenario', args));
    return ok(c, { scenario }, 'Scenario added successfully', 201);
  })
  .patch('/editScenario/:scenarioId', requireRole('admin'), async (c) => {
    const { scenarioId } = params(c, scenarioIdParamsSchema);
    const patch = await body(c, editScenarioBodySchema);
    const scenario = answered(await mutate(c, 'editScenario', { scenarioId, patch }));
    return ok(c, { scenario }, 'Scenario updated successfully');
  })
  .delete('/deleteScenario/:scenarioId', requireRole('admin'), async (c) => {
    const { scenarioId } = params(c, scenarioIdParamsSchema);
    await mutate(c, 'deleteScenario', { scenarioId });
    return ok(c, {}, 'Scenario deleted successfully');
  })
  .post('/importScenarios/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const file = await body(c, importScenariosBodySchema);
    const session = await sessionFor(c, sessionId);
    const read = readScenarioFile(file.format, file.content, session);
    if (!read.ok) throw new ApiError(400, read.message, { errors: read.errors });
    const result = answered(await mutate(c, 'importScenarios', { sessionId, rows: read.rows }));
    return ok(c, result, `${result.imported} scenarios imported`, 201);
  })
  .post('/drawWeek/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const { family, forecast } = await body(c, drawWeekBodySchema);
    const session = answered(await mutate(c, 'drawWeek', { sessionId, family, ...(forecast ? { forecast } : {}) }));
    const data = await c.get('services').store.game.load(sessionId);
    return ok(
      c,
      { family: familyCard(session.family!), occupancy: session.occupancy, scenario: sessionDeck(data, sessionId) },
      `${weekFamily(session.family!).name}: the week is drawn`,
      201,
    );
  })
  .patch('/memberRole/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const { memberId, role } = await body(c, memberRoleBodySchema);
    await mutate(c, 'setMemberRole', { sessionId, memberId, role });
    return ok(c, {}, 'Team leader updated successfully');
  })
  .patch('/memberTeam/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const { memberId, teamId } = await body(c, memberTeamBodySchema);
    await mutate(c, 'moveMember', { sessionId, memberId, teamId });
    return ok(c, {}, 'Member moved successfully');
  })
  .delete('/member/:sessionId/:memberId', requireRole('admin'), async (c) => {
    const { sessionId, memberId } = params(c, memberParamsSchema);
    await mutate(c, 'removeMember', { sessionId, memberId });
    return ok(c, {}, 'Member removed successfully');
  })
  .delete('/deleteSession/:id', requireRole('admin'), async (c) => {
    const { id } = params(c, idParamsSchema);
    await mutate(c, 'deleteSession', { sessionId: id });
    return ok(c, {}, 'Session deleted successfully');
  })
  .post('/getScenario/:sessionId', requireRole('participant'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const { scenarioId } = query(c, getScenarioQuerySchema);
    const stats = await body(c, getScenarioBodySchema);
    const session = await sessionFor(c, sessionId);
    const auth = c.get('auth')!;
    const services = c.get('services');
    const member = auth.role === 'participant' ? await services.store.game.member(auth.memberId) : null;
    if (!member?.teamId) throw new ApiError(400, 'You are not in a team yet. Ask your host to form the teams.');
    if (scenarioId && stats.type !== '') {
      // The documented call carries the decision: record it as the team's, with the engine's rules.
      const outcome = await services.run(
        'recordDecision',
        { sessionId, teamId: member.teamId, scenarioId, decision: stats.type, source: 'team' },
        { kind: 'participant', memberId: member.id, sessionId },
      );
      if (!outcome.ok)
        throw new ApiError(FAILURE_STATUS[outcome.code], outcome.reason, {
          ...(outcome.winner ? { winner: outcome.winner } : {}),
          ...(outcome.message ? { messageRef: outcome.message } : {}),
        });
    }
    if (session.status === 'upcoming') throw new ApiError(400, 'The game has not started yet');
    const { week } = teamView(await services.store.game.load(sessionId), sessionId, member.teamId, member.id)!;
    if (session.status === 'ended' || !week.next) return ok(c, { scenarios: [] }, MESSAGES.gameEnded);
    return ok(c, { scenarios: [week.next as Scenario] }, 'Scenario fetched successfully');
  })
  // Its plain case is answered before the app, on Node's request (result-read.ts); this route answers the rest.
  .get('/getResult/:sessionId', requireRole(...RESULT_READERS), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const session = await sessionFor(c, sessionId);
    return ok(c, await resultData(c.get('services'), session), RESULTS_FETCHED);
  })
  .get('/getOptimum/:sessionId', requireRole('admin', 'participant'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const session = await sessionFor(c, sessionId);
    // The best week names every best choice: a player sees it once the host ends the game or reveals it, never before (issue 38).
    // ?round=N: a past round Play Again kept (issue 38), with its own deck and hotel.
    // ?week=N: a campaign's week (issue 36), closed or current; a closed week is over for the room, whatever week is on now.
    const { round, week } = query(c, getOptimumQuerySchema);
    const closedWeek = week !== undefined && week < currentWeek(session);
    if (c.get('auth')!.role === 'participant' && !revealedToRoom(session, c.get('services').now().getTime()) && !closedWeek)
      throw new ApiError(403, NOT_YET_REVEALED);
    try {
      const { optima } = c.get('services');
      const answer =
        round !== undefined
          ? await optima.getRound(sessionId, round)
          : week !== undefined
            ? await optima.getWeek(sessionId, week)
            : await optima.get(sessionId);
      if (!answer)
        throw new ApiError(
          404,
          round !== undefined ? `This session kept no round ${round}` : week !== undefined ? `This session has not reached week ${week}` : 'Session not found',
        );
      return ok(c, answer, 'Optimum worked out');
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(503, `The best possible week could not be worked out for this deck (${(err as Error).message}). Please try again later.`);
    }
  })
  .get('/events/:sessionId', requireRole('admin', 'participant'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const session = await sessionFor(c, sessionId);
    const {
      streams: { events },
      store: { results },
    } = c.get('services');
    const token = tokenFromHeader(c.req.header('Authorization') ?? c.req.query('token'))!;
    const release = c.get('streamSlots').take(hashToken(token), clientAddress(c));
    if (!release) throw new ApiError(429, 'Too many live connections are open. Close some screens of this game and try again.');
    return streamSSE(c, async (stream) => {
      let unsubscribe = () => {};
      try {
        const queue: SessionEvent[] = [{ type: 'status', sessionId, status: session.status }];
        let wake: (() => void) | null = null;
        const auth = c.get('auth')!;
        unsubscribe = events.subscribe(sessionId, (event, audience) => {
          // A player's device hears of rows it can see change; another team's lobby or decision is no news to it.
          if (auth.role === 'participant' && !playerHears(audience, auth.memberId)) return;
          queue.push(event);
          wake?.();
        });
        // Read after subscribing: a change committed meanwhile arrives as an event after this board, so the last board sent is never older than the store's.
        queue.splice(1, 0, { type: 'leaderboard', sessionId, rows: await results.rows(sessionId) });
        let open = true;
        stream.onAbort(() => {
          open = false;
          release();
          unsubscribe();
          wake?.();
        });
        while (open) {
          while (queue.length > 0 && open) {
            const event = queue.shift()!;
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          }
          // Wait for the next event, or 25 s for a keep-alive comment that proxies need.
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 25_000).unref?.();
          });
          wake = null;
          if (open && queue.length === 0) await stream.write(': keep-alive\n\n');
        }
      } finally {
        // However the stream ends, its slot is free again and it hears no more events.
        unsubscribe();
        release();
      }
    });
  });
