/** The numbered migrations, in order. A shipped migration is never edited: add the next one. */
import { sql as initial } from './001-initial.js';
import { sql as optima } from './002-optima.js';

export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'optima', sql: optima },
];
