/**
 * What every request carries through Hono: the server's parts, the push and
 * stream allowances, and who is asking. Its own module, so the services and the
 * auth guard each depend on it and not on each other.
 */
import type { Auth } from './auth/auth.js';
import type { PushBudget } from './push-budget.js';
import type { Services } from './services.js';
import type { StreamSlots } from './stream-slots.js';

export type { Auth };

export type AppEnv = {
  Variables: {
    services: Services;
    pushBudget: PushBudget;
    streamSlots: StreamSlots;
    auth: Auth | null;
    authHeader: boolean;
    /** Proxies in front of the server whose X-Forwarded-For is believed (`TRUST_PROXY`); 0: none, the socket's peer is the client. */
    trustProxy: number;
  };
};
