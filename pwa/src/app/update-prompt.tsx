/**
 * A new version of the app is offered, never forced: the service worker waits
 * until the player says yes. During a game the offer waits too, so nothing
 * reloads a game in progress.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { GAME_BASE } from '../local/game-paths.js';
import { updateWaiting } from './service-worker.js';

export function UpdatePrompt() {
  const { pathname } = useLocation();
  // Never offered in a prerendered page's HTML, nor while React adopts it.
  const needRefresh = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  const inGame = pathname.startsWith(`${GAME_BASE}/game/`);
  if (!needRefresh || inGame) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version of Front Desk RM is ready.</span>
      <button className="btn btn-ghost" onClick={() => updateWaiting.dismiss()}>
        Later
      </button>
      <button className="btn btn-primary" onClick={() => void updateWaiting.apply()}>
        Update now
      </button>
    </div>
  );
}
