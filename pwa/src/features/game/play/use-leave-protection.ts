/**
 * Leave protection while a game runs (docs/rules.md §4): in-app navigation and
 * browser back ask 'Leave Game?', F5 and Ctrl+R ask 'Refresh Page?', and closing
 * or reloading the tab gets the browser's own prompt.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { updateWaiting } from '../../../app/service-worker.js';
import { useT } from '../../../i18n/use-t.js';

// The prompts' words are the catalogue's (play.leave.*, play.refresh.*): titles as the specification has them; the texts
// say what is true here, where every decision is kept on the device.

export type LeavePrompt = 'leave' | 'refresh' | null;

export function useLeaveProtection(active: boolean) {
  const [prompt, setPrompt] = useState<LeavePrompt>(null);
  const t = useT();
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state === 'blocked') setPrompt('leave');
  }, [blocker.state]);

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      // The app's own reload into a required new version keeps the game: the decision is stored, the next request comes back.
      if (allowed.current || updateWaiting.reloading()) return;
      e.preventDefault();
      // Browsers show their own wording; older ones read returnValue.
      const unload = t('play.leave.unload');
      e.returnValue = unload;
      return unload;
    };
    const keydown = (e: KeyboardEvent) => {
      const reload = e.key === 'F5' || ((e.ctrlKey || e.metaKey) && (e.key === 'r' || e.key === 'R'));
      if (!reload) return;
      e.preventDefault();
      setPrompt('refresh');
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('keydown', keydown);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('keydown', keydown);
    };
  }, [active, t]);

  const cancel = useCallback(() => {
    if (blocker.state === 'blocked') blocker.reset();
    setPrompt(null);
  }, [blocker]);

  /** Lets the next navigation or reload through without asking. */
  const allow = useCallback(() => {
    allowed.current = true;
  }, []);

  const confirm = useCallback(
    (leaveTo: () => void) => {
      allowed.current = true;
      const kind = prompt;
      setPrompt(null);
      if (kind === 'refresh') window.location.reload();
      else if (blocker.state === 'blocked') blocker.proceed();
      else leaveTo();
    },
    [blocker, prompt],
  );

  return { prompt, ask: setPrompt, cancel, confirm, allow };
}
