/** In-process fan-out of session events to the open event streams. */
import type { SessionEvent } from '@front-desk-rm/engine/domain';

/**
 * Which players' devices a change is news to, when it is not news to every device in the session: a member's row is
 * seen by the member and their team (the old team too, which must drop it), a decision by its team
 * (`engine/src/views/visibility.ts`; `session-fanout.ts` works it out). A host sees everything. `teamOf` answers a player's team as the session holds it
 * now. Without it, a room of 24 tablets pulled 23 times for every player who opened a lobby or decided.
 */
export interface Audience {
  teams: ReadonlySet<string>;
  members: ReadonlySet<string>;
  teamOf: (memberId: string) => string | null;
}

/** Hears an event, with the players it is news to when not every device in the session needs it (`session-fanout.ts`). */
type Listener = (event: SessionEvent, audience: Audience | null) => void;

export function createEventBus() {
  const bySession = new Map<string, Set<Listener>>();
  return {
    subscribe(sessionId: string, listener: Listener): () => void {
      let set = bySession.get(sessionId);
      if (!set) bySession.set(sessionId, (set = new Set()));
      set.add(listener);
      // Safe to call twice: a second call must not drop a newer set of another stream's listeners.
      return () => {
        set.delete(listener);
        if (set.size === 0 && bySession.get(sessionId) === set) bySession.delete(sessionId);
      };
    },
    publish(sessionId: string, event: SessionEvent, audience: Audience | null = null): void {
      for (const listener of bySession.get(sessionId) ?? []) listener(event, audience);
    },
    listeners: (sessionId: string) => bySession.get(sessionId)?.size ?? 0,
    /** The sessions with a stream open on this instance. */
    sessions: () => [...bySession.keys()],
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
