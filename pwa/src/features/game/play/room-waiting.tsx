/**
 * The room in step (decision record 021): the team has decided the room's
 * request and waits for the host to move everyone on. Requests the room left
 * before the team decided them are named, so nobody wonders where they went.
 */
import type { Scenario } from '@front-desk-rm/engine/domain';

export interface RoomWaitingProps {
  /** The index of the request the room is on. */
  step: number;
  deck: readonly Scenario[];
  /** The team's decisions by request id. */
  decided: Readonly<Record<string, unknown>>;
}

export function RoomWaiting({ step, deck, decided }: RoomWaitingProps) {
  const missed = deck.slice(0, step).filter((s) => decided[s._id] === undefined);
  const current = deck[step];
  return (
    <section className="panel room-waiting" aria-labelledby="room-waiting-title" aria-live="polite">
      <p className="eyebrow">
        Request {Math.min(step + 1, deck.length)} of {deck.length} · the room plays in step
      </p>
      <h2 id="room-waiting-title">Your team has decided{current ? ` ${current.reservationName || 'this request'}` : ''}</h2>
      <p className="muted">The host moves the whole room on to the next request together. Look up: the room may be talking it through.</p>
      {missed.length > 0 && (
        <p className="small">
          {missed.length === 1 ? 'One request was' : `${missed.length} requests were`} not decided before the room moved on, so{' '}
          {missed.length === 1 ? 'it counts' : 'they count'} as not taken: {missed.map((s) => s.reservationName || 'Booking').join(', ')}.
        </p>
      )}
    </section>
  );
}
