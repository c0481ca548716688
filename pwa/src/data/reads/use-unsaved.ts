/**
 * The changes the server refused for good, oldest first, each named for the
 * user ("Accept “Sharma Wedding”", `describeIn`): the request's name comes
 * from the device when it holds it. A host's change is named once the host's
 * mutations have loaded; until then it reads as a change this app does not know.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MessagePart } from '@front-desk-rm/engine/domain';
import { describeIn } from '@front-desk-rm/engine/mutations';
import type { UnsavedRow } from '../db/db.js';
import { db } from '../db/local-db.js';
import { loadedMutations, mutationsFor } from '../writes/loaded-mutations.js';

const scenarioOf = (row: UnsavedRow) => (row.args as { scenarioId?: unknown } | null)?.scenarioId;

export function useUnsavedChanges(): { row: UnsavedRow; change: MessagePart }[] {
  const rows = useLiveQuery(() => db.unsaved.orderBy('id').toArray(), [], [] as UnsavedRow[]);
  const [table, setTable] = useState(loadedMutations);
  useEffect(() => {
    let live = true;
    void mutationsFor(rows.map((r) => r.name)).then((loaded) => live && setTable(() => loaded));
    return () => {
      live = false;
    };
  }, [rows]);
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
    return { row, change: describeIn(table, row.name, row.args, names.get(typeof id === 'string' ? id : '')) };
  });
}
