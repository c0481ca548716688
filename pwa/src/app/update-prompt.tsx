/**
 * A new version of the app is offered, never forced: the service worker waits
 * until the player says yes. During a game the offer waits too, so nothing
 * reloads a game in progress.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useLocation } from 'react-router';
import { GAME_BASE } from '../local/game-paths.js';
import { useHydrated } from '../components/ui/use-hydrated.js';

/** Registers the service worker once the page runs on the device (never while it is prerendered), and offers updates. */
export function UpdatePrompt() {
  return useHydrated() ? <UpdateOffer /> : null;
}

function UpdateOffer() {
  const { pathname } = useLocation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  const inGame = pathname.startsWith(`${GAME_BASE}/game/`);
  if (!needRefresh || inGame) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version of Front Desk RM is ready.</span>
      <button className="btn btn-ghost" onClick={() => setNeedRefresh(false)}>
        Later
      </button>
      <button className="btn btn-primary" onClick={() => void updateServiceWorker(true)}>
        Update now
      </button>
    </div>
  );
}
