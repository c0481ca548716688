/** Contact messages from the home page dialog and the contact page, stored for the team (DESIGN §4). */
import { idSchema } from '../domain/common.js';
import { contactDialogSchema, contactPageSchema } from '../domain/site.js';
import { z } from 'zod';
import { defineMutation, ok, put, type StoredContactMessage } from './model.js';

export const sendContactMessage = defineMutation({
  name: 'sendContactMessage',
  args: z.discriminatedUnion('source', [contactDialogSchema.extend({ id: idSchema.optional() }), contactPageSchema.extend({ id: idSchema.optional() })], {
    error: "source must be 'dialog' or 'page'",
  }),
  apply(data, { id, ...message }, ctx) {
    const messageId = id ?? ctx.newId();
    if (data.contactMessages[messageId]) return { ok: true, changes: [], duplicate: true };
    const row: StoredContactMessage = { ...message, id: messageId, createdAt: ctx.now };
    return ok([put('contactMessages', messageId, row)], row);
  },
});
