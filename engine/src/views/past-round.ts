/**
 * Past rounds (issue 38): Play Again keeps the finished round in the session
 * row (`archiveRound`), and `pastRoundView` rebuilds it as a `SessionView`
 * with its leaderboard, so the results page, the report and the debrief read
 * a past round with the same views as the live one.
 */
import type { Decision, ResultRow } from '../domain/game.js';
import type { PastRound, Session } from '../domain/session.js';
import type { Member, Team } from '../domain/team.js';
import type { GameData } from '../domain/game-data.js';
import { leaderboard } from '../rules/replay-team.js';
import { orderDecisions } from '../rules/order.js';
import { sessionView, type SessionView } from './session-view.js';

/**
 * The round the session is on, as a past round, or null when there is
 * nothing to keep: a round that never started has no results. A round reset
 * while it was still live is kept as it stood, read as ended at the reset.
 */
export function archiveRound(
  data: Pick<GameData, 'sessions' | 'scenarios' | 'teams' | 'members' | 'decisions'>,
  sessionId: string,
  now: string,
): PastRound | null {
  const view = sessionView(data, sessionId);
  if (!view || view.session.status === 'upcoming') return null;
  const { session } = view;
  return {
    round: session.round ?? 1,
    endedAt: session.endedAt ?? now,
    hotelName: session.hotelName,
    totalRooms: session.totalRooms,
    baseADR: session.baseADR,
    rates: { ...session.rates },
    occupancy: { ...session.occupancy },
    banquet: session.banquet.map((h) => ({ ...h })),
    ...(session.demandModel ? { demandModel: session.demandModel } : {}),
    ...(session.housePolicies ? { housePolicies: [...session.housePolicies] } : {}),
    // Positions as played: the round keeps its order whatever the deck becomes.
    deck: view.deck.map((s, i) => ({ ...s, position: i })),
    teams: view.teams.map((t) => ({ id: t.id, name: t.name })),
    members: view.members.map((m) => ({ id: m.id, name: m.name, teamId: m.teamId })),
    decisions: view.decisions.map(({ sessionId: _session, ...d }) => d),
  };
}

/** A past round as the live round's screens read it, with its leaderboard, best first. */
export type PastRoundView = SessionView & { results: ResultRow[]; pastRound: PastRound };

/** The session's past round `round`, or null when it kept none by that number. */
export function findPastRound(session: Pick<Session, 'pastRounds'>, round: number): PastRound | null {
  return session.pastRounds?.find((r) => r.round === round) ?? null;
}

/**
 * A past round rebuilt: the session as it was played (hotel, deck, teams,
 * decisions; status ended), its members, and the leaderboard the server held
 * when the round ended (`leaderboard`, replayed from the same decisions).
 *
 * @example pastRoundView(session, 1)?.results[0].name // 'Team 2'
 */
export function pastRoundView(session: Session, round: number): PastRoundView | null {
  const past = findPastRound(session, round);
  if (!past) return null;
  const { pastRounds: _kept, ...current } = session;
  const played: Session = {
    ...current,
    hotelName: past.hotelName,
    totalRooms: past.totalRooms,
    baseADR: past.baseADR,
    rates: past.rates,
    occupancy: past.occupancy,
    banquet: past.banquet,
    demandModel: past.demandModel,
    housePolicies: past.housePolicies,
    status: 'ended',
    endedAt: past.endedAt,
    round: past.round,
    updatedAt: past.endedAt,
  };
  const teams: Team[] = past.teams.map((t) => ({ id: t.id, name: t.name, sessionId: session.id, status: 'waiting', readyAt: null, createdAt: past.endedAt }));
  const members: Member[] = past.members.map((m) => ({
    id: m.id,
    name: m.name,
    teamId: m.teamId,
    sessionId: session.id,
    email: '',
    phone: '',
    role: 'participant',
    createdAt: past.endedAt,
  }));
  const decisions: Decision[] = past.decisions.map((d) => ({ ...d, sessionId: session.id }));
  const byKey = <T>(rows: readonly T[], key: (row: T) => string) => Object.fromEntries(rows.map((r) => [key(r), r]));
  const view = sessionView(
    {
      sessions: { [session.id]: played },
      scenarios: byKey(past.deck, (s) => s._id),
      teams: byKey(teams, (t) => t.id),
      members: byKey(members, (m) => m.id),
      decisions: byKey(decisions, (d) => d.id),
    },
    session.id,
  )!;
  const byTeam = new Map(view.teams.map((t) => [t.id, orderDecisions(view.decisions.filter((d) => d.teamId === t.id))]));
  return { ...view, results: leaderboard(played, view.deck, view.teams, byTeam), pastRound: past };
}

/** A past round in one line, as the results page lists it: when it ended and who won. */
export function pastRoundWinner(view: Pick<PastRoundView, 'results'>): string | null {
  const first = view.results.filter((r) => r.rank === 1);
  return first.length === 0 ? null : first.map((r) => r.name).join(' and ');
}
