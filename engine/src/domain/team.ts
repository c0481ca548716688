/** Members, teams and the views of them that the lobby and the dashboards show (docs/rules.md §3). */
import { z } from 'zod';
import { emailSchema, idSchema, nameSchema } from './common.js';
import { nightPricesSchema } from './campaign.js';

export const memberRoleSchema = z.enum(['participant', 'captain']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const memberSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: memberRoleSchema,
  teamId: idSchema.nullable(),
  createdAt: z.string(),
  /** When the player first opened their team lobby: the lobby's "Members Joined" counts these, not everyone the host listed. */
  lobbyOpenedAt: z.string().nullable().optional(),
});
export type Member = z.infer<typeof memberSchema>;

/** Body of `POST /api/user/addMember` (no token: the game code is the secret, docs/rules.md §10). */
export const addMemberBodySchema = z.object({
  name: nameSchema({ required: 'name is required', max: 120, label: 'name' }),
  email: emailSchema,
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .min(1, 'phone is required')
    .max(40)
    .regex(/^[0-9+()\-\s.]+$/, 'phone may hold digits, spaces and + ( ) - . only'),
  sessionCode: z.string({ error: 'sessionCode is required' }).trim().min(1, 'sessionCode is required').max(64),
});
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

export const teamStatusSchema = z.enum(['waiting', 'ready']);
export type TeamStatus = z.infer<typeof teamStatusSchema>;

export const teamSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  name: z.string(),
  status: teamStatusSchema,
  readyAt: z.string().nullable(),
  createdAt: z.string(),
  /** A campaign's pricing rounds (issue 36): the team's rate per night, by week number. */
  prices: z.record(z.string(), nightPricesSchema).optional(),
  /** When each week's rates were set, on the server's clock: of two sets the later stands, whatever order they arrive in. */
  pricesMadeAt: z.record(z.string(), z.string()).optional(),
});
export type Team = z.infer<typeof teamSchema>;

/** A team name the host types: trimmed, 1 to 60 characters (uniqueness within the session is the mutation's to check). */
export const TEAM_NAME_MAX = 60;
export const teamNameSchema = nameSchema({ required: 'A team needs a name', max: TEAM_NAME_MAX, label: 'A team name' });

/** A team as the control panel lists it: name and participants. */
export const teamViewSchema = z.object({
  id: idSchema,
  name: z.string(),
  participants: z.array(z.object({ id: idSchema, name: z.string(), role: memberRoleSchema })),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** The lobby's view of a team (docs/rules.md §3 "Lobby team"). */
export const lobbyTeamSchema = z.object({
  id: idSchema,
  name: z.string(),
  sessionName: z.string(),
  sessionId: idSchema,
  sessionStatus: z.enum(['upcoming', 'live', 'ended']),
  maxMembers: z.number().int().positive(),
  members: z.array(z.object({ id: idSchema, name: z.string(), isLeader: z.boolean(), avatar: z.string() })),
  status: teamStatusSchema,
  autoStartTime: z.string().nullable(),
});
export type LobbyTeam = z.infer<typeof lobbyTeamSchema>;

/** A team card of the live dashboard (docs/rules.md §3 "Dashboard team"). */
export const dashboardTeamSchema = z.object({
  id: idSchema,
  name: z.string(),
  arr: z.number(),
  /** Total revenue: what ranks the teams, shown beside ADR and occupancy. */
  revenue: z.number(),
  revPar: z.number(),
  bookingsAccepted: z.number().int(),
  totalBookings: z.number().int(),
  occupancy: z.number(),
  /** The team's last decision ('timed_out': the booking timer declined), or waiting before its first. */
  currentDecision: z.enum(['accepted', 'rejected', 'timed_out', 'waiting']),
  /** Requests the team has decided: each team moves at its own pace. */
  decided: z.number().int(),
  timedOut: z.number().int(),
  /** Revenue as a percentage of the best possible week, once it is known. */
  percentOfOptimum: z.number().nullable(),
  rank: z.number().int().positive(),
});
export type DashboardTeam = z.infer<typeof dashboardTeamSchema>;
