/**
 * Leave protection while a game runs (docs/rules.md §4): in-app navigation and
 * browser back ask 'Leave Game?', F5 and Ctrl+R ask 'Refresh Page?', and closing
 * or reloading the tab gets the browser's own prompt.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { updateWaiting } from '../../../app/service-worker.js';

export const LEAVE_PROMPTS = {
  leaveTitle: 'Leave Game?',
  // Titles as the specification has them; the texts say what is true here, where every decision is kept on the device.
  leave: 'Going back takes you to your team lobby. Every decision you made is kept, and you can return to the game from there.',
  refreshTitle: 'Refresh Page?',
  refresh: 'Refreshing reloads the game from this device: every decision you made is kept, and the booking timer resumes within a few seconds of where it was.',
  unload: 'Are you sure you want to leave? Your decisions are kept on this device.',
} as const;

export type LeavePrompt = 'leave' | 'refresh' | null;

export function useLeaveProtection(active: boolean) {
  const [prompt, setPrompt] = useState<LeavePrompt>(null);
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
      e.returnValue = LEAVE_PROMPTS.unload;
      return LEAVE_PROMPTS.unload;
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
  }, [active]);

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
