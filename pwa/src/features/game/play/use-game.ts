/**
 * The game machine for a screen: it plays from the team's view as the device
 * holds it, saves each decision through the local store, and says what
 * happened in toasts. The booking timer's time left is kept on the device
 * every 5 seconds and when the page hides, so a reload resumes it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, inPricingRound, playKey } from '@front-desk-rm/engine/domain';
import { gameMachine, type GameView, type SentDecision } from '@front-desk-rm/engine/machines';
import { roomStep } from '@front-desk-rm/engine/rules';
import { type TeamPlayView } from '@front-desk-rm/engine/views';
import { announce } from '../../../components/ui/announcer.js';
import { toast } from '../../../components/ui/toast.js';
import { updateWaiting } from '../../../app/service-worker.js';
import type { Identity } from '../../../data/db/identity.js';
import { db } from '../../../data/db/local-db.js';
import { markGameStarted, recordDecision, saveTimer } from '../../../data/writes/play-actions.js';
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';

const BOOKING_REFUSED = 'booking-refused';
const STORAGE_WARNED = 'fdrm.storage-warned';

/**
 * Whether this device is still to be told that its browser may clear its data: once on a device, never again after
 * each decision or each game. It is said in the page's flow under the request, not in a toast over its title.
 */
function storageWarningDue(): boolean {
  try {
    if (localStorage.getItem(STORAGE_WARNED)) return false;
    localStorage.setItem(STORAGE_WARNED, new Date().toISOString());
  } catch {
    // No local storage (a locked-down browser): said on this screen, as it cannot be remembered.
  }
  return true;
}

export interface GameSource {
  identity: Identity;
  view: TeamPlayView;
  started: boolean;
}

/** The team's view as the machine reads it. */
export function gameViewOf(view: TeamPlayView): GameView {
  const { session } = view;
  return {
    session,
    deck: view.deck,
    decisions: view.decisions,
    mayDecide: view.mayDecide,
    open: session.status === 'live',
    timerPaused: session.timerPaused === true,
    step: roomStep(session),
    pricing: inPricingRound(session),
    ...(session.decisionSeconds !== undefined ? { seconds: session.decisionSeconds } : {}),
  };
}

export function useGame(source: GameSource, resume: { scenarioId: string; remaining: number } | null) {
  const latest = useRef(source);
  latest.current = source;
  const logic = useMemo(
    () =>
      gameMachine.provide({
        actors: {
          saveDecision: fromPromise<void, SentDecision>(async ({ input }) => {
            const { identity, view } = latest.current;
            const result = await recordDecision(db, identity, view.team.id, input.scenarioId, input.decision, input.source);
            if (!result.ok) throw new Error(result.reason);
          }),
          markStarted: fromPromise(() => markGameStarted(db, playKey(latest.current.view.session))),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { view: gameViewOf(source.view), started: source.started, resume } });
  const [storageAtRisk, setStorageAtRisk] = useState(false);
  // The machine's words (its toasts) are the engine's messages, said in the language spoken.
  const t = useT();
  const spoken = useSpoken();

  useEffect(() => {
    actor.send({ type: 'view.updated', view: gameViewOf(source.view) });
  }, [actor, source.view]);

  useEffect(() => {
    const subs = [
      actor.on('game.started', ({ persistent }) => {
        toast.success(spoken(MESSAGES.gameStarted), { duration: 2000 });
        if (!persistent && storageWarningDue()) setStorageAtRisk(true);
      }),
      actor.on('booking.saved', ({ message, source }) => {
        // Between two requests is the one safe moment in a game to take a new version that changes on this device wait
        // for: the decision is in the outbox, which the new version sends. The page reloads; nothing more is said.
        if (updateWaiting.applyIfRequired()) return;
        toast.stepDone(BOOKING_REFUSED);
        if (source === 'timer') {
          // Nobody declined it: the words say the time ran out, and they interrupt, since the captain may not be looking.
          toast.warning(spoken(message), { duration: 4000 });
          announce(t('play.announce.timerDeclined'), 'assertive');
        } else toast.success(spoken(message), { duration: 2000 });
      }),
      actor.on('booking.refused', ({ reason }) => toast.error(spoken(reason), { step: BOOKING_REFUSED })),
      actor.on('timer.persist', ({ scenarioId, remaining }) => void saveTimer(db, scenarioId, remaining)),
    ];
    const hidden = () => actor.send({ type: 'page.hidden' });
    const onVisibility = () => document.visibilityState === 'hidden' && hidden();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hidden);
    return () => {
      subs.forEach((s) => s.unsubscribe());
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hidden);
    };
  }, [actor, t, spoken]);

  return { actor, storageAtRisk, dismissStorageWarning: () => setStorageAtRisk(false) };
}
