/** Configuration from the environment, with the documented defaults. */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  databasePath: string;
  seed: boolean;
  pwaDist: string;
  seedAdminEmail: string;
  seedAdminPassword: string;
  seedSuperEmail: string;
  seedSuperPassword: string;
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
  };
}
