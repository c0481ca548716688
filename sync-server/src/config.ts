/** Configuration from the environment, with the documented defaults. */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { isMutationName, versionRange, type MutationName } from '@front-desk-rm/engine/mutations';
import { buildId } from './build-info.js';
import type { ReviewProviderConfig } from './review-provider.js';
import { isPostgresUrl } from './db/postgres/connection.js';
import { availableParallelism } from 'node:os';
import { OPTIMUM_ANSWER_SECONDS, OPTIMUM_IMPROVE_SECONDS } from './optimum-solver.js';

/** Participant logins and joins per address in 15 minutes: a room of 40 tablets behind one NAT, each logging in a few times, fits with room to spare; guessing game codes does not get far. */
export const JOIN_PER_ADDRESS = 300;

export interface Config {
  port: number;
  databasePath: string;
  /** A `postgres://` address: PostgreSQL instead of the SQLite file (issue 20); null for SQLite. */
  databaseUrl: string | null;
  /** Connections this instance's PostgreSQL pool opens at most. */
  databasePoolSize: number;
  seed: boolean;
  pwaDist: string;
  seedAdminEmail: string;
  seedAdminPassword: string;
  seedSuperEmail: string;
  seedSuperPassword: string;
  /** Set when REVIEW_AI_BASE_URL and REVIEW_AI_MODEL are; otherwise the built-in engine writes every reply. */
  reviewProvider: ReviewProviderConfig | null;
  /** How long a client may take to send a request's headers and body before the connection is closed. */
  requestTimeoutMs: number;
  /** Participant logins and joins per client address in 15 minutes. */
  joinPerAddress: number;
  /** `TRUST_PROXY`: proxies in front of the server whose X-Forwarded-For is believed; 0 ignores the header (`clientAddress`). */
  trustProxy: number;
  /** The other limits, each set by its own variable; unset keeps the server's default (docs/operations.md#limits). */
  limits: {
    windowMs?: number;
    loginPerWindow?: number;
    adminLoginPerAddress?: number;
    contactPerWindow?: number;
    reviewPerWindow?: number;
    pushPerMinute?: number;
    streamsPerToken?: number;
    streamsPerAddress?: number;
  };
  /** The best week's solver: decks solved at once, and its limits in processor seconds (docs/operations.md#the-best-possible-week). */
  optimum: { workers: number; answerSeconds: number; improveSeconds: number };
  /** This release's build, as health reports it and the log names it. */
  build: string;
  /** `PUBLIC_URL`: the address players' phones open (a domain, or this laptop's address on the room's Wi-Fi); null: offer this machine's own. */
  publicUrl: string | null;
  /** `MUTATION_VERSION_CAP=recordDecision=1,...`: the newest version of a mutation this server reads, held below its own (decision record 013). */
  mutationCaps: Partial<Record<MutationName, number>>;
}

/** 30 s: a tablet on poor Wi-Fi sends a push in well under that; a client that dribbles its body holds a connection no longer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not '${raw}'`);
  return value;
}

/** A whole number when set, left to the server's default when not. */
function optionalWhole(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : wholeNumber(env, name, 0, min, max);
}

/** Each limit's variable; the values are per client address (or per account, or per sign-in) in one window. */
function readLimits(env: NodeJS.ProcessEnv): Config['limits'] {
  const minutes = optionalWhole(env, 'LIMIT_WINDOW_MINUTES', 1, 24 * 60);
  const limits: Config['limits'] = {
    windowMs: minutes === undefined ? undefined : minutes * 60_000,
    loginPerWindow: optionalWhole(env, 'LOGIN_LIMIT_PER_ACCOUNT', 1, 1_000_000),
    adminLoginPerAddress: optionalWhole(env, 'ADMIN_LOGIN_LIMIT_PER_ADDRESS', 1, 1_000_000),
    contactPerWindow: optionalWhole(env, 'CONTACT_LIMIT_PER_ADDRESS', 1, 1_000_000),
    reviewPerWindow: optionalWhole(env, 'REVIEW_LIMIT_PER_ADDRESS', 1, 1_000_000),
    pushPerMinute: optionalWhole(env, 'PUSH_LIMIT_PER_MINUTE', 1, 10_000_000),
    streamsPerToken: optionalWhole(env, 'STREAMS_PER_SIGN_IN', 1, 10_000),
    streamsPerAddress: optionalWhole(env, 'STREAMS_PER_ADDRESS', 1, 1_000_000),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}

export const DEFAULT_ADMIN = { email: 'admin@frontdeskrm.test', password: 'demo-admin-2026' } as const;
export const DEFAULT_SUPER = { email: 'super@frontdeskrm.test', password: 'demo-super-2026' } as const;

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not '${env.PORT}'`);
  return {
    port,
    databasePath: env.DATABASE_PATH ?? './data/app.db',
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 20, 1, 1000),
    seed: (env.SEED ?? 'on').toLowerCase() !== 'off',
    pwaDist: env.PWA_DIST ?? resolve(repoRoot, 'pwa/dist'),
    seedAdminEmail: env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
    seedAdminPassword: env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
    seedSuperEmail: env.SEED_SUPER_EMAIL ?? DEFAULT_SUPER.email,
    seedSuperPassword: env.SEED_SUPER_PASSWORD ?? DEFAULT_SUPER.password,
    reviewProvider: readReviewProvider(env),
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1000, 600_000),
    joinPerAddress: wholeNumber(env, 'JOIN_LIMIT_PER_ADDRESS', JOIN_PER_ADDRESS, 1, 1_000_000),
    trustProxy: wholeNumber(env, 'TRUST_PROXY', 0, 0, 10),
    limits: readLimits(env),
    optimum: {
      // One core is left to serving: on two cores, one solver.
      workers: wholeNumber(env, 'OPTIMUM_WORKERS', Math.max(1, Math.min(4, availableParallelism() - 1)), 1, 64),
      answerSeconds: wholeNumber(env, 'OPTIMUM_ANSWER_SECONDS', OPTIMUM_ANSWER_SECONDS, 1, 600),
      improveSeconds: wholeNumber(env, 'OPTIMUM_IMPROVE_SECONDS', OPTIMUM_IMPROVE_SECONDS, 1, 86_400),
    },
    build: buildId(env),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    mutationCaps: readMutationCaps(env.MUTATION_VERSION_CAP),
  };
}

/** An http(s) address without a path, its trailing slash dropped; unset or empty: none; anything else is said at start. */
export function readPublicUrl(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an address players' phones can open, such as http://192.168.1.20:3000, not '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, not '${text}'`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`PUBLIC_URL is the server's address alone, with no path: '${url.origin}', not '${text}'`);
  return url.origin;
}

/** `postgres://` (or `postgresql://`) selects PostgreSQL; unset or empty keeps SQLite; anything else is a mistake said at once. */
function readDatabaseUrl(raw: string | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  // The scheme alone in the message: the rest may hold a password.
  const scheme = url.replace(/:.*/s, '');
  if (!isPostgresUrl(url)) throw new Error(`DATABASE_URL must be a postgres:// address (or unset, for the SQLite file at DATABASE_PATH), not '${scheme}:...'`);
  return url;
}

/**
 * `recordDecision=1,addMember=1`: each named mutation read at no newer version
 * than given, as an older release would (to hold back a new shape while devices
 * update, or to rehearse a deploy: `npm run chaos -- --deploy`).
 */
export function readMutationCaps(raw: string | undefined): Partial<Record<MutationName, number>> {
  const caps: Partial<Record<MutationName, number>> = {};
  for (const part of (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, v] = part.split('=').map((p) => p.trim());
    if (!isMutationName(name)) throw new Error(`MUTATION_VERSION_CAP names an unknown mutation: '${name}'`);
    const range = versionRange(name);
    const cap = Number(v);
    if (!Number.isInteger(cap) || cap < range.oldest || cap > range.newest)
      throw new Error(`MUTATION_VERSION_CAP: ${name} reads versions ${range.oldest} to ${range.newest}, not '${v}'`);
    caps[name] = cap;
  }
  return caps;
}

/** 8 s: long enough for a hosted model's short reply, short enough that the page never seems stuck. */
export const DEFAULT_REVIEW_AI_TIMEOUT_MS = 8000;

function readReviewProvider(env: NodeJS.ProcessEnv): ReviewProviderConfig | null {
  const baseUrl = env.REVIEW_AI_BASE_URL?.trim();
  const model = env.REVIEW_AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`REVIEW_AI_BASE_URL must be an http(s) address, not '${baseUrl}'`);
  const timeoutMs = Number(env.REVIEW_AI_TIMEOUT_MS ?? DEFAULT_REVIEW_AI_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000)
    throw new Error(`REVIEW_AI_TIMEOUT_MS must be 100 to 120000 milliseconds, not '${env.REVIEW_AI_TIMEOUT_MS}'`);
  return { baseUrl, model, key: env.REVIEW_AI_KEY?.trim() || undefined, timeoutMs };
}
