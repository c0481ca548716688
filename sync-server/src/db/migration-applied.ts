/** What an operator reads when a start changes the schema, or cannot: the same lines from both stores. */
export function migrationApplied(m: { version: number; name: string }): string {
  return `migration ${m.version} (${m.name}) applied`;
}

/** A database a newer release has migrated: this release does not start on it (docs/operations.md#rolling-back). */
export class NewerSchemaError extends Error {}

/**
 * Refuses a schema newer than this release's migrations. An older release on
 * a newer schema would write rows without what the newer one added (a column,
 * a key, a table's rows it keeps in step) and serve from tables it does not
 * know: a rollback is a restore of the backup made before the upgrade, never
 * the old code on the new data.
 */
export function refuseNewerSchema(applied: Iterable<number>, known: readonly { version: number }[]): void {
  const newest = Math.max(0, ...known.map((m) => m.version));
  const found = Math.max(0, ...applied);
  if (found <= newest) return;
  throw new NewerSchemaError(
    `the database's schema is version ${found}, written by a newer release; this release reads version ${newest} and older. Start the newer release again, or restore the backup made before the upgrade (docs/operations.md, "Rolling back")`,
  );
}
