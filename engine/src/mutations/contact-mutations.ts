/** Contact messages from the home page dialog and the contact page, stored for the team (DESIGN §4). */
import { idSchema } from '../domain/common.js';
import { contactDialogSchema, contactPageSchema } from '../domain/site.js';
import { z } from 'zod';
import { claimId, createRow, defineMutation, ok, type StoredContactMessage } from './model.js';

export const sendContactMessage = defineMutation({
  name: 'sendContactMessage',
  args: z.discriminatedUnion('source', [contactDialogSchema.extend({ id: idSchema.optional() }), contactPageSchema.extend({ id: idSchema.optional() })], {
    error: "source must be 'dialog' or 'page'",
  }),
  apply(data, { id, ...message }, ctx) {
    const messageId = id ?? ctx.newId();
    const row: StoredContactMessage = { ...message, id: messageId, createdAt: ctx.now };
    // The same message sent twice is stored once, the first; another message under its id is refused.
    const claim = claimId(data, 'contactMessages', messageId, (m) => JSON.stringify({ ...m, createdAt: '' }) === JSON.stringify({ ...row, createdAt: '' }));
    if (claim) return claim;
    return ok([createRow('contactMessages', messageId, row)], row);
  },
});
