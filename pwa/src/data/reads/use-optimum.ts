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
import type { OptimumData } from '@front-desk-rm/engine/domain';
import { db } from '../db/local-db.js';
import { fetchRoundOptimum, refreshOptimum } from './optimum-store.js';

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
  // A best week not yet proven (a large deck, issue 51): the server is still improving it, so ask again now and then.
  const unproven = enabled && stored?.optimum.proven === false;
  useEffect(() => {
    if (!unproven) return;
    const timer = setInterval(() => void ask(), UNPROVEN_ASK_EVERY_MS);
    return () => clearInterval(timer);
  }, [unproven, ask]);
  return { stored: enabled ? stored : undefined, asking, problem, ask };
}

/** How often a screen asks again for a best week the server has not yet proven. */
const UNPROVEN_ASK_EVERY_MS = 20_000;

/**
 * A past round's optimum (issue 38), the same shape as `useOptimum`'s: asked
 * of the server when the screen opens, so a past round's best choices show
 * while online and read "—" offline.
 */
export function useRoundOptimum(sessionId: string, round: number | null, enabled: boolean) {
  const [stored, setStored] = useState<OptimumData | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = useCallback(async () => {
    if (round === null) return;
    setAsking(true);
    const r = await fetchRoundOptimum(db, sessionId, round);
    setAsking(false);
    setProblem(r.ok ? null : r.message);
    if (r.ok) setStored(r.data);
  }, [sessionId, round]);
  useEffect(() => {
    if (enabled && round !== null) void ask();
  }, [enabled, round, ask]);
  return { stored: enabled && round !== null ? stored : undefined, asking, problem, ask };
}

/** The optimum of the round a screen shows: a past round's when `round` is set, else the one being played. */
export function useShownOptimum(sessionId: string, round: number | null, enabled: boolean) {
  const live = useOptimum(sessionId, enabled && round === null);
  const past = useRoundOptimum(sessionId, round, enabled && round !== null);
  return round === null ? live : past;
}
