/** Every route of the app; each screen is its own chunk, loaded when first visited. */
import { createBrowserRouter, redirect } from 'react-router';
import { RootLayout } from './root-layout.js';
import { GAME_BASE } from '../local/game-paths.js';
import { RouteError } from './route-error.js';

/** Screens that read the device's data wait for the database to be opened (and rebuilt if it must be). */
function withLocalDb<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [{ localDbReady }, route] = await Promise.all([import('../local/db-ready.js'), load()]);
    await localDbReady();
    return route;
  };
}

const login = () => import('../features/game/login/login-page.js').then((m) => ({ Component: m.LoginPage }));

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown for the moment the first screen's code is loading.
    HydrateFallback: () => <main className="page-center" aria-busy="true" />,
    children: [
      { path: '/', lazy: () => import('../features/site/home-page.js').then((m) => ({ Component: m.HomePage })) },
      { path: '/tools/review-response-assistant', lazy: () => import('../features/site/review-assistant/review-assistant-page.js').then((m) => ({ Component: m.ReviewAssistantPage })) },
      {
        path: GAME_BASE,
        children: [
          { index: true, loader: () => redirect(`${GAME_BASE}/login`) },
          { path: 'login', lazy: login },
          { path: 'login/:gameCode', lazy: login },
          { path: 'team-lobby/:teamId', lazy: withLocalDb(() => import('../features/game/lobby/lobby-page.js').then((m) => ({ Component: m.LobbyPage }))) },
          { path: 'game/:sessionId', lazy: withLocalDb(() => import('../features/game/play/game-page.js').then((m) => ({ Component: m.GamePage }))) },
          { path: 'adminDashboard', lazy: withLocalDb(() => import('../features/game/admin-dashboard/admin-dashboard-page.js').then((m) => ({ Component: m.AdminDashboardPage }))) },
          { path: 'create-session', lazy: withLocalDb(() => import('../features/game/session-wizard/session-wizard-page.js').then((m) => ({ Component: m.SessionWizardPage }))) },
          // The control panel without an id (spec/game.md §2): back to the sessions, saying why.
          {
            path: 'session',
            loader: async () => {
              const { toast } = await import('sonner');
              toast.error('No session ID provided', { id: 'no-session-id' });
              return redirect(`${GAME_BASE}/adminDashboard`);
            },
          },
          { path: 'session/:id', lazy: withLocalDb(() => import('../features/game/control-panel/control-panel-page.js').then((m) => ({ Component: m.ControlPanelPage }))) },
          { path: 'view-dashboard/:id', lazy: withLocalDb(() => import('../features/game/live-dashboard/live-dashboard-page.js').then((m) => ({ Component: m.LiveDashboardPage }))) },
          { path: 'result/:sessionId', lazy: withLocalDb(() => import('../features/game/results/results-page.js').then((m) => ({ Component: m.ResultsPage }))) },
          { path: 'debrief/:sessionId', lazy: withLocalDb(() => import('../features/game/debrief/debrief-page.js').then((m) => ({ Component: m.DebriefPage }))) },
          { path: 'report/:sessionId', lazy: withLocalDb(() => import('../features/game/results/report-page.js').then((m) => ({ Component: m.ReportPage }))) },
          { path: '*', lazy: () => import('./not-found.js').then((m) => ({ Component: m.NotFound })) },
        ],
      },
      { path: '*', lazy: () => import('./not-found.js').then((m) => ({ Component: m.NotFound })) },
    ],
  },
]);
