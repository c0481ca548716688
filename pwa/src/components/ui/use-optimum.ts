/**
 * A session's hindsight optimum for a screen (debrief, results, report): the
 * copy stored on the device at once, and a fresh one asked of the server on
 * every visit, since the deck may have changed since it was stored. A screen
 * that may not show it yet (a player's, before the end: issue 38) passes
 * `enabled` false and gets no optimum, not even one stored from an earlier
 * round.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OptimumData } from '@front-desk-rm/engine';
import { db } from '../../local/local-db.js';
import { refreshOptimum } from '../../local/optimum-store.js';

export function useOptimum(sessionId: string, enabled: boolean) {
  const stored: OptimumData | undefined = useLiveQuery(() => db.optima.get(sessionId), [sessionId], undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = useCallback(async () => {
    setAsking(true);
    const r = await refreshOptimum(db, sessionId);
    setAsking(false);
    // Not yet revealed is the screen's to say, in its own words: no failure to show.
    setProblem(r.ok || r.hidden ? null : r.message);
  }, [sessionId]);
  useEffect(() => {
    if (enabled) void ask();
  }, [enabled, ask]);
  return { stored: enabled ? stored : undefined, asking, problem, ask };
}
