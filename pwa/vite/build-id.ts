/**
 * The app's build: `BUILD_ID` when the deployment sets it, else the package
 * version and the commit (`0.1.0+58fe2a5`), the same rule the server's
 * `build-info.ts` follows, so the about page, the host's menu and the server's
 * log name one release alike.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function appBuildId(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BUILD_ID) return env.BUILD_ID;
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  let commit = 'local';
  try {
    commit =
      execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: new URL('.', import.meta.url), stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
        .toString()
        .trim() || 'local';
  } catch {
    // Not a git checkout: the version alone names it.
  }
  return `${version}+${commit}`;
}
