/**
 * A new version of the app is offered, never forced: the service worker waits
 * until the player says yes. During a game the offer waits too, so nothing
 * reloads a game in progress. When changes on this device wait for the new
 * version (the server answered `unsupported`), it is taken without asking at
 * the next safe moment: here, on any screen but a game's; in a game, the play
 * screen takes it between two requests.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { GAME_BASE } from './game-paths.js';
import { updateWaiting, type UpdateState } from './service-worker.js';
import { useT } from '../i18n/use-t.js';

const NONE: UpdateState = { waiting: false, required: false };

export function UpdatePrompt() {
  const t = useT();
  const { pathname } = useLocation();
  // Never offered in a prerendered page's HTML, nor while React adopts it.
  const { waiting, required } = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.state, () => NONE);
  const inGame = pathname.startsWith(`${GAME_BASE}/game/`);
  const takeNow = waiting && required && !inGame;
  useEffect(() => {
    if (takeNow) void updateWaiting.apply();
  }, [takeNow]);
  if (!waiting || inGame) return null;
  if (required) {
    return (
      <div className="update-prompt" role="status">
        <span>{t({ id: 'update.required', message: 'Updating Front Desk RM so your waiting changes can be saved…' })}</span>
      </div>
    );
  }
  return (
    <div className="update-prompt" role="status">
      <span>{t({ id: 'update.ready', message: 'A new version of Front Desk RM is ready.' })}</span>
      <button className="btn btn-ghost" onClick={() => updateWaiting.dismiss()}>
        {t({ id: 'update.later', message: 'Later' })}
      </button>
      <button className="btn btn-primary" onClick={() => void updateWaiting.apply()}>
        {t({ id: 'update.now', message: 'Update now' })}
      </button>
    </div>
  );
}
