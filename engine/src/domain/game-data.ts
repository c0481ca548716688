/**
 * The plain data every layer reads: a session's tables as the server loads
 * them from its store and the device holds them in its database. Views read
 * it, mutations read it and return changes to it.
 */
import type { Decision } from './game.js';
import type { Scenario } from './scenario.js';
import type { Session } from './session.js';
import type { ContactMessage } from './site.js';
import type { Member, Team } from './team.js';

export interface GameData {
  sessions: Record<string, Session>;
  scenarios: Record<string, Scenario>;
  teams: Record<string, Team>;
  members: Record<string, Member>;
  decisions: Record<string, Decision>;
  contactMessages: Record<string, StoredContactMessage>;
}

export type StoredContactMessage = ContactMessage & { id: string; createdAt: string };

export type TableName = keyof GameData;
