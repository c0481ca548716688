/**
 * This release's build: `BUILD_ID` when the deployment sets it, else the
 * package version and the commit it was built from (`0.1.0+58fe2a5`), the
 * same id the PWA's build writes into the app, so a device and the server
 * can be told apart or matched.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildIdSchema } from '@front-desk-rm/engine/domain';

let cached: string | null = null;

export function buildId(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BUILD_ID !== undefined) {
    const parsed = buildIdSchema.safeParse(env.BUILD_ID);
    if (!parsed.success || parsed.data === '') throw new Error(`BUILD_ID may hold letters, digits and . + _ - only (at most 80), not '${env.BUILD_ID}'`);
    return parsed.data;
  }
  if (cached) return cached;
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  let commit = 'local';
  try {
    commit =
      execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: new URL('.', import.meta.url), stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
        .toString()
        .trim() || 'local';
  } catch {
    // Not a git checkout (an unpacked release): the version alone names it.
  }
  cached = `${version}+${commit}`;
  return cached;
}
