/** What `npm run backup` and `npm run restore` share: reading their arguments, and saying a refusal in one sentence. */
import { resolve } from 'node:path';
import { Refusal } from './sqlite-backup.js';

export interface Arguments {
  file: string;
  flags: Set<string>;
}

/** FILE and the flags named in `known`; anything else is refused with the usage line. */
export function readArguments(argv: string[], usage: string, known: string[]): Arguments | 'help' {
  const flags = new Set<string>();
  const files: string[] = [];
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg.startsWith('-') && arg !== '-') {
      if (!known.includes(arg)) throw new Refusal(`${arg} is not an option. Usage: ${usage}`);
      flags.add(arg);
    } else files.push(arg);
  }
  if (files.length === 0) throw new Refusal(`name the file. Usage: ${usage}`);
  if (files.length > 1) throw new Refusal(`name one file, not ${files.length}. Usage: ${usage}`);
  return { file: files[0]!, flags };
}

/**
 * A FILE as the operator typed it, made absolute: `npm run` moves to the
 * repository's root before it starts the script, and says in INIT_CWD where
 * the operator was.
 */
export function operatorPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  const viaNpm = (env.npm_lifecycle_event === 'backup' || env.npm_lifecycle_event === 'restore') && env.INIT_CWD;
  return resolve(viaNpm ? env.INIT_CWD! : process.cwd(), file);
}

/** Runs a command; a refusal or failure is one line on stderr and exit code 1, never a stack trace. */
export async function runCommand(name: string, run: () => Promise<string[]> | string[]): Promise<void> {
  try {
    console.log((await run()).join('\n'));
  } catch (err) {
    console.error(err instanceof Refusal ? `${name} refused: ${err.message}` : `${name} failed: ${(err as Error).message ?? String(err)}`);
    process.exitCode = 1;
  }
}
