/** Contact messages from the home page dialog and the contact page, stored for the team (docs/rules.md §10). */
import { sentContactMessageSchema } from '../domain/site.js';
import { claimId, createRow, defineMutation, ok, argText } from './model.js';
import { change } from './change-messages.js';
import type { StoredContactMessage } from '../domain/game-data.js';

export const sendContactMessage = defineMutation({
  name: 'sendContactMessage',
  scope: 'none',
  creates: 'contactMessages',
  describe: (a) => (argText(a.name) ? change('sendMessageFrom', { name: argText(a.name)! }) : change('sendMessage')),
  args: sentContactMessageSchema,
  apply(data, { id, ...message }, ctx) {
    const messageId = id ?? ctx.newId();
    const row: StoredContactMessage = { ...message, id: messageId, createdAt: ctx.now };
    // The same message sent twice is stored once, the first; another message under its id is refused.
    const claim = claimId(data, 'contactMessages', messageId, (m) => JSON.stringify({ ...m, createdAt: '' }) === JSON.stringify({ ...row, createdAt: '' }));
    if (claim) return claim;
    return ok([createRow('contactMessages', messageId, row)], row);
  },
});
