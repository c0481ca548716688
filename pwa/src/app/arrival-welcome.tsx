/**
 * The welcome after a sign-in (docs/rules.md §1: the user's name and "Let's
 * Begin!", going on by itself after 3 s), shown over the page the sign-in
 * leads to rather than on the sign-in page before it (issue 48). The lobby or
 * the sessions load and sync behind it, so a player is in their lobby the
 * moment the server answers, not 3 s later. The name rides in the navigation's
 * state: a reload or a link never shows it again.
 */
import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadMessages } from '../i18n/i18n.js';

const WelcomeDialog = lazy(() =>
  Promise.all([import('../features/game/login/welcome-dialog.js'), loadMessages('features/game/login')]).then(([m]) => ({ default: m.WelcomeDialog })),
);

/** The state a sign-in navigates with. */
export const welcomeState = (name: string) => ({ welcome: name });

export function ArrivalWelcome() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const name = (state as { welcome?: unknown } | null)?.welcome;
  const done = useCallback(() => void navigate({ pathname, search }, { replace: true, state: null }), [navigate, pathname, search]);
  if (typeof name !== 'string') return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog name={name} onContinue={done} />
    </Suspense>
  );
}
