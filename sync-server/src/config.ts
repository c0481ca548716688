/** Configuration from the environment, with the documented defaults. */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { ReviewProviderConfig } from './review-provider.js';

export interface Config {
  port: number;
  databasePath: string;
  seed: boolean;
  pwaDist: string;
  seedAdminEmail: string;
  seedAdminPassword: string;
  seedSuperEmail: string;
  seedSuperPassword: string;
  /** Set when REVIEW_AI_BASE_URL and REVIEW_AI_MODEL are; otherwise the built-in engine writes every reply. */
  reviewProvider: ReviewProviderConfig | null;
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
    seed: (env.SEED ?? 'on').toLowerCase() !== 'off',
    pwaDist: env.PWA_DIST ?? resolve(repoRoot, 'pwa/dist'),
    seedAdminEmail: env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
    seedAdminPassword: env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
    seedSuperEmail: env.SEED_SUPER_EMAIL ?? DEFAULT_SUPER.email,
    seedSuperPassword: env.SEED_SUPER_PASSWORD ?? DEFAULT_SUPER.password,
    reviewProvider: readReviewProvider(env),
  };
}

/** 8 s: long enough for a hosted model's short reply, short enough that the page never seems stuck. */
export const DEFAULT_REVIEW_AI_TIMEOUT_MS = 8000;

function readReviewProvider(env: NodeJS.ProcessEnv): ReviewProviderConfig | null {
  const baseUrl = env.REVIEW_AI_BASE_URL?.trim();
  const model = env.REVIEW_AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`REVIEW_AI_BASE_URL must be an http(s) address, not '${baseUrl}'`);
  const timeoutMs = Number(env.REVIEW_AI_TIMEOUT_MS ?? DEFAULT_REVIEW_AI_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) throw new Error(`REVIEW_AI_TIMEOUT_MS must be 100 to 120000 milliseconds, not '${env.REVIEW_AI_TIMEOUT_MS}'`);
  return { baseUrl, model, key: env.REVIEW_AI_KEY?.trim() || undefined, timeoutMs };
}
