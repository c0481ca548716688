/**
 * The host's controls for the room, on the live dashboard that drives the
 * projector: move the room on to the next request (in step; N or →, from the
 * projector view too), pause and resume every team's timer, reveal the house
 * teams and the best week to the room before the end, and end the game once
 * the room has passed the last request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { campaignLength, currentWeek, inPricingRound, type Session } from '@front-desk-rm/engine/domain';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import type { MoveOn } from './projector-board.js';
import { isMoveOnKey } from './move-on-key.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import './live-dashboard.css';

/** The move-on control while the room is live, in step and short of the deck's end; null otherwise. */
export function useMoveOn(session: Session | null | undefined, deckSize: number): MoveOn | null {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const spoken = useSpoken();
  const step = session?.step ?? 0;
  const sessionId = session?.id ?? '';
  // A pricing round comes before the deck (issue 36): the room moves on once the host has closed it.
  const active = session?.status === 'live' && session.pace === 'inStep' && step < deckSize && !inPricingRound(session);
  // The key handler reads the step at the moment of the press, not the one of the render that bound it.
  const stepRef = useRef(step);
  stepRef.current = step;
  const run = useCallback(async () => {
    setBusy(true);
    const result = await hostMutate(db, 'moveRoomOn', { sessionId, from: stepRef.current });
    setBusy(false);
    if (!result.ok) toast.error(result.reason ? spoken(result.reason) : t('dashboard.room.moveOnFailed'));
  }, [sessionId, t, spoken]);
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isMoveOnKey(e) || document.querySelector('dialog[open], [role=dialog]')) return;
      e.preventDefault();
      void run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, run]);
  if (!active) return null;
  return { label: step === deckSize - 1 ? t('dashboard.room.closeLast') : t('dashboard.room.next'), run: () => void run(), busy };
}

async function patch(session: Session, change: { timerPaused: boolean } | { revealed: boolean }, done: string, t: Translate, spoken: (text: string) => string) {
  const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: change });
  if (result.ok) toast.success(done, { duration: 2000 });
  else toast.error(result.reason ? spoken(result.reason) : t('dashboard.room.updateFailed'));
}

/** The host's switch for the figures the room does not see yet, while there are any. */
export interface HostOnlySwitch {
  shown: boolean;
  toggle: () => void;
}

export function RoomControls({
  session,
  deckSize,
  moveOn,
  hostOnly,
}: {
  session: Session;
  deckSize: number;
  moveOn: MoveOn | null;
  hostOnly: HostOnlySwitch | null;
}) {
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const spoken = useSpoken();
  const live = session.status === 'live';
  const inStep = session.pace === 'inStep';
  const step = session.step ?? 0;
  const paused = session.timerPaused === true;
  const revealed = session.revealed === true;
  const pricing = inPricingRound(session);
  const weeks = campaignLength(session);
  if (!live) return null;

  async function closePricing() {
    setBusy(true);
    const result = await hostMutate(db, 'closePricing', { sessionId: session.id });
    setBusy(false);
    if (result.ok) toast.success(t('dashboard.room.pricingClosed'), { duration: 2000 });
    else toast.error(result.reason ? spoken(result.reason) : t('dashboard.room.pricingCloseFailed'));
  }

  async function end() {
    setBusy(true);
    const result = await hostMutate(db, 'setSessionStatus', { sessionId: session.id, status: 'ended' });
    setBusy(false);
    setEnding(false);
    if (result.ok) toast.success(t('dashboard.room.ended'), { duration: 2000 });
    else toast.error(result.reason ? spoken(result.reason) : t('dashboard.room.endFailed'));
  }

  const where = pricing
    ? t('dashboard.room.pricing')
    : inStep
      ? step >= deckSize
        ? t('dashboard.room.passed', { count: deckSize })
        : t('dashboard.room.onRequest', { request: step + 1, total: deckSize })
      : t('dashboard.room.ownPace');
  return (
    <section className="panel room-controls" aria-label={t('dashboard.room.label')}>
      <p className="room-where" aria-live="polite">
        {weeks > 1 ? t('dashboard.room.week', { week: currentWeek(session), weeks, where }) : where}
        {paused && <span className="badge badge-yellow">{t('dashboard.room.paused')}</span>}
      </p>
      <div className="row gap room-buttons">
        {pricing && (
          <button className="btn btn-primary btn-lg" onClick={() => void closePricing()} disabled={busy}>
            {t('dashboard.room.closePricing')}
          </button>
        )}
        {moveOn && (
          <button className="btn btn-primary btn-lg" onClick={moveOn.run} disabled={moveOn.busy} aria-keyshortcuts="N ArrowRight">
            {moveOn.label} <kbd>N</kbd>
          </button>
        )}
        {inStep && step >= deckSize && (
          <button className="btn btn-danger btn-lg" onClick={() => setEnding(true)} disabled={busy}>
            {t('dashboard.room.end')}
          </button>
        )}
        <button
          className="btn btn-ghost"
          onClick={() => void patch(session, { timerPaused: !paused }, paused ? t('dashboard.room.resumed') : t('dashboard.room.pausedToast'), t, spoken)}
          aria-pressed={paused}
        >
          {paused ? t('dashboard.room.resume') : t('dashboard.room.pause')}
        </button>
        {hostOnly && (
          // For when this screen itself is on the wall: the figures the room may not see yet go away.
          <button className="btn btn-ghost" onClick={hostOnly.toggle}>
            {hostOnly.shown ? t('dashboard.room.hideHostOnly') : t('dashboard.room.showHostOnly')}
          </button>
        )}
        <label className="switch-row reveal-switch">
          <input
            type="checkbox"
            checked={revealed}
            onChange={(e) =>
              void patch(
                session,
                { revealed: e.currentTarget.checked },
                e.currentTarget.checked ? t('dashboard.room.revealed') : t('dashboard.room.hiddenAgain'),
                t,
                spoken,
              )
            }
          />
          <span>
            {t('dashboard.room.reveal')}
            <span className="small muted"> {t('dashboard.room.reveal.hint')}</span>
          </span>
        </label>
      </div>
      {moveOn && <p className="small muted">{t('dashboard.room.keyHint')}</p>}
      <ConfirmDialog
        open={ending}
        title={t('dashboard.room.endConfirm.title')}
        message={t('dashboard.room.endConfirm.message')}
        confirmLabel={t('dashboard.room.endConfirm.confirm')}
        tone="danger"
        busy={busy}
        onConfirm={() => void end()}
        onCancel={() => setEnding(false)}
      />
    </section>
  );
}
