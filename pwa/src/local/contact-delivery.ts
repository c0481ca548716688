/**
 * A contact message that waited on the device (written offline, or the server
 * down) is told when it has gone (issue 23): the visitor was told it was saved,
 * so they are told it was sent. A message sent at once needs no second word.
 */

/** A message in the outbox this long has waited: the first thank-you said it was kept on the device. */
export const WAITED_MS = 2000;

export class ContactDeliveries {
  private readonly seen = new Map<string, { since: number; offline: boolean }>();

  /**
   * Takes the contact messages now in the outbox, the ids now under "Not
   * saved" and whether the device is offline; answers how many that had waited
   * (seen offline, or in the outbox for `WAITED_MS`) have left the outbox for
   * the server since the last call (a refused one is not delivered).
   */
  update(waiting: readonly { id: string }[], refused: ReadonlySet<string>, now: number, offline = false): number {
    const present = new Set(waiting.map((r) => r.id));
    let delivered = 0;
    for (const [id, seen] of this.seen) {
      if (present.has(id)) {
        if (offline) seen.offline = true;
        continue;
      }
      this.seen.delete(id);
      if (!refused.has(id) && (seen.offline || now - seen.since >= WAITED_MS)) delivered++;
    }
    for (const id of present) if (!this.seen.has(id)) this.seen.set(id, { since: now, offline });
    return delivered;
  }
}

/** The event a contact form still on screen listens for, to show its message as sent. */
export const CONTACT_DELIVERED_EVENT = 'fdrm:contact-delivered';
