/**
 * The changes the server refused for good, oldest first, each with the words
 * that name it ("Accept “Sharma Wedding”"): the request's name comes from the
 * device when it holds it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { describeChange } from '@front-desk-rm/engine/mutations';
import type { UnsavedRow } from '../db/db.js';
import { db } from '../db/local-db.js';

const scenarioOf = (row: UnsavedRow) => (row.args as { scenarioId?: unknown } | null)?.scenarioId;

export function useUnsavedChanges(): { row: UnsavedRow; label: string }[] {
  const rows = useLiveQuery(() => db.unsaved.orderBy('id').toArray(), [], [] as UnsavedRow[]);
  const names = useLiveQuery(
    async () => {
      const ids = rows.map(scenarioOf).filter((id): id is string => typeof id === 'string');
      const found = await db.scenarios.bulkGet(ids);
      return new Map(found.flatMap((s) => (s ? [[s._id, s.reservationName] as const] : [])));
    },
    [rows],
    new Map<string, string>(),
  );
  return rows.map((row) => {
    const id = scenarioOf(row);
    return { row, label: describeChange(row.name, row.args, names.get(typeof id === 'string' ? id : '')) };
  });
}
