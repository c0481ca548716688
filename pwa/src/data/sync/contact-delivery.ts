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
   * (written or seen offline, or in the outbox for `WAITED_MS` since they were
   * written) have left the outbox for the server since the last call (a
   * refused one is not delivered). Rows carry their own time and offline mark,
   * so a message written before this watch began is judged as fairly as one
   * it saw written.
   */
  update(waiting: readonly { id: string; createdAt?: string; writtenOffline?: boolean }[], refused: ReadonlySet<string>, now: number, offline = false): number {
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
    for (const row of waiting) {
      if (this.seen.has(row.id)) continue;
      const written = row.createdAt ? Date.parse(row.createdAt) : NaN;
      this.seen.set(row.id, { since: Number.isNaN(written) ? now : Math.min(written, now), offline: offline || row.writtenOffline === true });
    }
    return delivered;
  }
}

/** The event a contact form still on screen listens for, to show its message as sent. */
export const CONTACT_DELIVERED_EVENT = 'fdrm:contact-delivered';
