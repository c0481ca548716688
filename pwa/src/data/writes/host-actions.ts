/**
 * The host's writes: each is the engine's mutation, applied on the device and
 * queued in the outbox in one transaction, so a host preparing sessions with
 * no connection sees the change at once and the server gets it when the
 * network returns (docs/architecture.md#sync). The mutation code loads with the first write.
 * Like every module of the data layer's, it is handed the database it works on.
 */
import type { MessageRef } from '@front-desk-rm/engine/domain';
import type { Change, MutationArgs, MutationName, MutationValue } from '@front-desk-rm/engine/mutations';
import type { FrontDeskDb } from '../db/db.js';
import { actorOf, readIdentity } from '../db/identity.js';

export type HostResult<V = unknown> =
  | { ok: true; value: V | undefined; changes?: Change[] }
  /** `message`: the refusal by id and arguments, for `spoken` to say in the device's language (issue 54). */
  | { ok: false; reason: string; errors?: { line: number; message: string }[]; message?: MessageRef };

export async function hostMutate<N extends MutationName>(db: FrontDeskDb, name: N, args: MutationArgs<N>): Promise<HostResult<MutationValue<N>>> {
  const [{ mutateLocally }, identity] = await Promise.all([import('./outbox.js'), readIdentity(db)]);
  const result = await mutateLocally(db, name, args, { actor: actorOf(identity) });
  if (result.ok) return { ok: true, value: result.value };
  return refusal(result);
}

/** Runs a mutation against the device's data without keeping it: what the host would get (an import's preview). */
export async function hostPreview<N extends MutationName>(db: FrontDeskDb, name: N, args: MutationArgs<N>): Promise<HostResult<MutationValue<N>>> {
  const [{ dryRun }, identity] = await Promise.all([import('./outbox.js'), readIdentity(db)]);
  const result = await dryRun(db, name, args, { actor: actorOf(identity) });
  if (result.ok) return { ok: true, value: result.value, changes: result.changes };
  return refusal(result);
}

function refusal(result: { reason: string; errors?: { line: number; message: string }[]; message?: MessageRef }): Extract<HostResult, { ok: false }> {
  return { ok: false, reason: result.reason, ...(result.errors ? { errors: result.errors } : {}), ...(result.message ? { message: result.message } : {}) };
}
