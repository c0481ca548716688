/** The numbered migrations, in order. A shipped migration is never edited: add the next one. */
import { sql as initial } from './001-initial.js';
import { sql as optima } from './002-optima.js';
import { sql as mutationActor } from './003-mutation-actor.js';
import { sql as rateLimits } from './004-rate-limits.js';
import { sql as pushBudgets } from './005-push-budgets.js';
import { sql as changeClock } from './006-change-clock.js';
import { sql as serverKeys } from './007-server-keys.js';

export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'optima', sql: optima },
  { version: 3, name: 'mutation-actor', sql: mutationActor },
  { version: 4, name: 'rate-limits', sql: rateLimits },
  { version: 5, name: 'push-budgets', sql: pushBudgets },
  { version: 6, name: 'change-clock', sql: changeClock },
  { version: 7, name: 'server-keys', sql: serverKeys },
];
