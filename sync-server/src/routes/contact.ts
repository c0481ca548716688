/** Contact messages from the site: `/api/contact` (docs/rules.md §10), stored, and listed for super admins. */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { sendContactMessage } from '@front-desk-rm/engine/mutations';
import { requireRole } from '../auth/guard.js';
import { limit, mutate, ok } from '../http.js';
import { body } from '../validate.js';

export function contactRoutes(windowMs: number, perWindow: number, store: () => Store<AppEnv>) {
  return new Hono<AppEnv>()
    .post('/', limit({ windowMs, max: perWindow, scope: 'contact', by: 'address', store: store() }), async (c) => {
      // The device names the message (the id of its outbox row), so a repeat after a lost answer is not stored twice.
      const message = await body(c, sendContactMessage.args);
      const stored = await mutate(c, 'sendContactMessage', message);
      return ok(c, { id: stored?.id ?? message.id }, "Thank you! We'll get back to you soon.", 201);
    })
    .get('/', requireRole('super'), async (c) => ok(c, { messages: await c.get('services').store.game.contactMessages(200) }));
}
