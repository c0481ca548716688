/**
 * Each participant's progress across sessions: `/api/progress` (issue 36,
 * item 3). A participant is the same person by e-mail within one host's
 * sessions, and only there: a host sees and removes only their own sessions'
 * participants, a participant only their own history, and that across
 * sessions only with the personal code the host gives them (decision record
 * 025): an e-mail and a game code are known to others.
 */
import type { AppEnv } from '../app-env.js';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import {
  myProgressQuerySchema,
  normaliseEmail,
  PERSONAL_CODE_MESSAGES,
  removeProgressBodySchema,
  type HostParticipantProgress,
} from '@front-desk-rm/engine/domain';
import { AUTH_MESSAGES, requireRole } from '../auth/guard.js';
import { ApiError } from '../errors.js';
import { hostProgress, ownProgress, type HostProgress, type ProgressSources } from '../host-progress.js';
import { limit, mutate, ok } from '../http.js';
import type { ProgressCodes } from '../progress-codes.js';
import { progressCsv, progressFileName } from '../progress-csv.js';
import { body, query } from '../validate.js';

export const PROGRESS_MESSAGES = {
  fetched: 'Progress fetched successfully',
  working: 'Some best weeks are still being worked out: ask again in a moment',
  notYours: 'No participant with this e-mail is in any of your sessions',
  memberGone: 'You are no longer in this session. Join again with the game code.',
} as const;

/** The caller's own user id: requireRole('admin') has let only a host through. */
function hostId(c: Context<AppEnv>): string {
  const auth = c.get('auth');
  if (auth?.role !== 'admin') throw new ApiError(403, AUTH_MESSAGES.forbidden);
  return auth.userId;
}

function sources(c: Context<AppEnv>): ProgressSources {
  const { store, optima } = c.get('services');
  return { game: store.game, optima };
}

export interface ProgressRouteOptions {
  codes: ProgressCodes;
  /** Tries of a personal code allowed per address and window, as for a login. */
  codeTriesPerWindow: number;
  windowMs: number;
  store: Store<AppEnv>;
}

/** Every participant with the personal code the host hands them. */
async function withCodes(codes: ProgressCodes, ownerId: string, participants: HostProgress['participants']): Promise<HostParticipantProgress[]> {
  return Promise.all(participants.map(async (p) => ({ ...p, personalCode: await codes.codeFor(ownerId, p.email) })));
}

export function progressRoutes(options: ProgressRouteOptions) {
  const { codes } = options;
  const codeTries = limit({ windowMs: options.windowMs, max: options.codeTriesPerWindow, scope: 'personal-code', by: 'address', store: options.store });
  return (
    new Hono<AppEnv>()
      .get('/', requireRole('admin'), async (c) => {
        const ownerId = hostId(c);
        const progress = await hostProgress(sources(c), ownerId);
        const participants = await withCodes(codes, ownerId, progress.participants);
        return ok(c, { participants, working: progress.working }, progress.working > 0 ? PROGRESS_MESSAGES.working : PROGRESS_MESSAGES.fetched);
      })
      .get('/csv', requireRole('admin'), async (c) => {
        const ownerId = hostId(c);
        const { participants } = await hostProgress(sources(c), ownerId);
        return c.body(progressCsv(await withCodes(codes, ownerId, participants)), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${progressFileName(c.get('services').now())}"`,
          // Names and e-mails: no shared cache keeps a copy.
          'Cache-Control': 'no-store',
        });
      })
      .post('/remove', requireRole('admin'), async (c) => {
        const { email } = await body(c, removeProgressBodySchema);
        const ownerId = hostId(c);
        const { game } = c.get('services').store;
        let sessionsChanged = 0;
        let membersChanged = 0;
        // One write per session: the store holds each write to the rows of the writer's session. A failure part-way
        // leaves the sessions done so far anonymised, and asking again finishes the rest (those rows no longer match).
        for (const session of await game.sessionsOwnedBy(ownerId)) {
          const data = await game.load(session.id);
          if (!Object.values(data.members).some((m) => m.sessionId === session.id && normaliseEmail(m.email) === email)) continue;
          const value = await mutate(c, 'removeParticipantHistory', { sessionId: session.id, email });
          sessionsChanged += 1;
          membersChanged += value?.members ?? 0;
        }
        if (sessionsChanged === 0) throw new ApiError(404, PROGRESS_MESSAGES.notYours);
        return ok(c, { sessionsChanged, membersChanged }, `History removed from ${sessionsChanged} ${sessionsChanged === 1 ? 'session' : 'sessions'}`);
      })
      // A try with a code is counted per address, as a login is: 40 bits are not guessed a few dozen at a time.
      .get(
        '/mine',
        requireRole('participant'),
        (c, next) => (c.req.query('code') === undefined ? next() : codeTries(c, next)),
        async (c) => {
          const auth = c.get('auth');
          if (auth?.role !== 'participant') throw new ApiError(403, AUTH_MESSAGES.forbidden);
          const { code } = query(c, myProgressQuerySchema);
          const { game } = c.get('services').store;
          const member = await game.member(auth.memberId);
          const session = member ? await game.session(member.sessionId) : null;
          if (!member || !session) throw new ApiError(404, PROGRESS_MESSAGES.memberGone);
          if (code !== undefined && !(await codes.isCodeOf(session.ownerId, member.email, code))) throw new ApiError(403, PERSONAL_CODE_MESSAGES.wrong);
          const scope = code === undefined ? 'session' : 'all';
          const { participants, working } = await ownProgress(sources(c), session.ownerId, member.email, scope === 'session' ? session.id : null);
          const mine = participants[0];
          return ok(
            c,
            { name: mine?.name ?? member.name, scope, entries: mine?.entries ?? [], working },
            working > 0 ? PROGRESS_MESSAGES.working : PROGRESS_MESSAGES.fetched,
          );
        },
      )
  );
}
