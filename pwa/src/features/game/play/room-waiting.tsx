/**
 * The room in step (decision record 021): the team has decided the room's
 * request and waits for the host to move everyone on. Requests the room left
 * before the team decided them are named, so nobody wonders where they went.
 */
import type { Scenario } from '@front-desk-rm/engine/domain';
import { useT } from '../../../i18n/use-t.js';

export interface RoomWaitingProps {
  /** The index of the request the room is on. */
  step: number;
  deck: readonly Scenario[];
  /** The team's decisions by request id. */
  decided: Readonly<Record<string, unknown>>;
}

export function RoomWaiting({ step, deck, decided }: RoomWaitingProps) {
  const t = useT();
  const missed = deck.slice(0, step).filter((s) => decided[s._id] === undefined);
  const current = deck[step];
  return (
    <section className="panel room-waiting" aria-labelledby="room-waiting-title" aria-live="polite">
      <p className="eyebrow">{t('play.inStep.eyebrow', { position: Math.min(step + 1, deck.length), total: deck.length })}</p>
      <h2 id="room-waiting-title">
        {!current
          ? t('play.inStep.decided')
          : current.reservationName
            ? t('play.inStep.decidedNamed', { name: current.reservationName })
            : t('play.inStep.decidedThis')}
      </h2>
      <p className="muted">{t('play.inStep.lead')}</p>
      {missed.length > 0 && (
        <p className="small">
          {t('play.inStep.missed', { count: missed.length, names: missed.map((s) => s.reservationName || t('play.bookingFallback')).join(', ') })}
        </p>
      )}
    </section>
  );
}
