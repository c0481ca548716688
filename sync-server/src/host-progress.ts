/**
 * Each participant's progress across one host's sessions (issue 36, item 3),
 * read from the store: every round played in the host's sessions, and each
 * round's best week from the optima the debrief uses, stored or solved. A
 * request never waits long for a solve: what is not ready in time is told as
 * being worked out, and its solve goes on, so the next request has it.
 */
import { isParticipantEmail, normaliseEmail, type OptimumData, type ParticipantProgress } from '@front-desk-rm/engine/domain';
import { noYardstick, playedRounds, progressView, yardstickOf, type PlayedRound, type RoundYardstick } from '@front-desk-rm/engine/views';
import type { GameStore } from './db/store.js';
import type { Optima } from './optima.js';

/** How long a request waits for the best weeks still being solved: a game's deck solves in tens of milliseconds, a large one in seconds. */
export const OPTIMUM_WAIT_MS = 1500;

export interface ProgressSources {
  game: Pick<GameStore, 'sessionsOwnedBy' | 'load'>;
  optima: Pick<Optima, 'get' | 'getRound' | 'getWeek'>;
  waitMs?: number;
}

export interface HostProgress {
  participants: ParticipantProgress[];
  /** Rounds whose best week was still being worked out when the answer went. */
  working: number;
}

/** Every round played in the host's sessions, one session's data at a time. */
async function hostRounds(game: ProgressSources['game'], ownerId: string): Promise<PlayedRound[]> {
  const rounds: PlayedRound[] = [];
  for (const session of await game.sessionsOwnedBy(ownerId)) rounds.push(...playedRounds(await game.load(session.id), session.id));
  return rounds;
}

/**
 * A round's best week: the session's, or a round Play Again kept; in a
 * campaign (issue 36) each week's best week added up, as its revenue is.
 */
async function askOptimum(optima: ProgressSources['optima'], round: PlayedRound): Promise<OptimumData | null> {
  if (!round.current) return optima.getRound(round.sessionId, round.round);
  if (!round.weeks) return optima.get(round.sessionId);
  const weeks = await Promise.all(Array.from({ length: round.weeks }, (_, i) => optima.getWeek(round.sessionId, i + 1)));
  if (weeks.some((w) => !w)) return null;
  const solved = weeks as OptimumData[];
  const expected = solved.every((w) => w.optimum.expected) ? solved.reduce((n, w) => n + w.optimum.expected!.revenue, 0) : null;
  const last = solved[solved.length - 1]!;
  return {
    ...last,
    optimum: {
      ...last.optimum,
      revenue: solved.reduce((n, w) => n + w.optimum.revenue, 0),
      ...(expected !== null ? { expected: { ...last.optimum.expected!, revenue: expected } } : {}),
    },
  };
}

const roundKey = (r: Pick<PlayedRound, 'sessionId' | 'round'>) => `${r.sessionId}#${r.round}`;

/**
 * Each round's yardstick, waiting at most `waitMs` for all of them together.
 * A solve that fails is 'unavailable', never a failed request.
 */
async function yardsticks(optima: ProgressSources['optima'], rounds: readonly PlayedRound[], waitMs: number): Promise<Map<string, RoundYardstick>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RoundYardstick>((resolve) => {
    timer = setTimeout(() => resolve(noYardstick('working')), waitMs);
  });
  try {
    const answers = await Promise.all(
      rounds.map(async (round) => {
        const solved = askOptimum(optima, round).then(
          (data) => (data ? yardstickOf(data.optimum) : noYardstick('unavailable')),
          () => noYardstick('unavailable'),
        );
        return [roundKey(round), await Promise.race([solved, late])] as const;
      }),
    );
    return new Map(answers);
  } finally {
    clearTimeout(timer);
  }
}

function answer(rounds: readonly PlayedRound[], found: Map<string, RoundYardstick>, hide: (round: PlayedRound) => boolean): HostProgress {
  const participants = progressView(rounds, (r) => (hide(r) ? noYardstick('hidden') : (found.get(roundKey(r)) ?? noYardstick('unavailable'))));
  return { participants, working: [...found.values()].filter((y) => y.state === 'working').length };
}

/** Every participant of the host's own sessions, with every round they played. */
export async function hostProgress(sources: ProgressSources, ownerId: string): Promise<HostProgress> {
  const rounds = (await hostRounds(sources.game, ownerId)).filter((r) => r.players.length > 0);
  return answer(rounds, await yardsticks(sources.optima, rounds, sources.waitMs ?? OPTIMUM_WAIT_MS), () => false);
}

/**
 * One participant's own rounds in the host's sessions, by their e-mail: no
 * one else's; with `onlySession`, that session's rounds alone (the caller has
 * not shown they are the person the e-mail names). A round's best week names
 * every best choice, so a player sees it only once the host ends or reveals
 * the game, as on the debrief.
 */
export async function ownProgress(sources: ProgressSources, ownerId: string, email: string, onlySession: string | null = null): Promise<HostProgress> {
  if (!isParticipantEmail(email)) return { participants: [], working: 0 };
  const key = normaliseEmail(email);
  const played = onlySession === null ? await hostRounds(sources.game, ownerId) : playedRounds(await sources.game.load(onlySession), onlySession);
  const rounds = played.map((r) => ({ ...r, players: r.players.filter((p) => p.email === key) })).filter((r) => r.players.length > 0);
  const shown = rounds.filter((r) => r.revealed);
  return answer(rounds, await yardsticks(sources.optima, shown, sources.waitMs ?? OPTIMUM_WAIT_MS), (r) => !r.revealed);
}
