/**
 * PostgreSQL's migrations, numbered alike with SQLite's (`../../sqlite/migrations/index.ts`): the
 * same version and name for the same change, so either store reports the same
 * schema version. A shipped migration is never edited: add the next one to both.
 */
import { sql as initial } from './001-initial.js';
// 002 to 005 and 007 read the same in both dialects.
import { sql as optima } from '../../sqlite/migrations/002-optima.js';
import { sql as mutationActor } from '../../sqlite/migrations/003-mutation-actor.js';
import { sql as rateLimits } from '../../sqlite/migrations/004-rate-limits.js';
import { sql as pushBudgets } from '../../sqlite/migrations/005-push-budgets.js';
import { sql as changeClock } from './006-change-clock.js';
import { sql as serverKeys } from '../../sqlite/migrations/007-server-keys.js';

export const POSTGRES_MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'optima', sql: optima },
  { version: 3, name: 'mutation-actor', sql: mutationActor },
  { version: 4, name: 'rate-limits', sql: rateLimits },
  { version: 5, name: 'push-budgets', sql: pushBudgets },
  { version: 6, name: 'change-clock', sql: changeClock },
  { version: 7, name: 'server-keys', sql: serverKeys },
];
