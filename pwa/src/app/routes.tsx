/**
 * Every route of the app; each screen is its own chunk, loaded when first
 * visited. The same table renders the prerendered pages at build time
 * (entry-server.tsx) and runs in the browser (main.tsx).
 */
import { redirect, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.js';
import { GAME_BASE } from './game-paths.js';
import { loadLobbyScreen } from './lobby-screen.js';
import { RouteError } from './route-error.js';
import { toast } from '../components/ui/toast.js';
import { loadMessages, type Scope } from '../i18n/i18n.js';

/** The messages every game screen shows: the engine's words and the shared components'. */
const SHELL_MESSAGES: Scope[] = ['i18n', 'components', 'app'];

/** A game screen's code and its words in the device's language, fetched together (issue 54). */
function withMessages<T>(scope: Scope, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadMessages(...SHELL_MESSAGES, scope)]))[0];
}

/** Screens that read the device's data wait for the database to be opened (and rebuilt if it must be). */
function withLocalDb<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [{ localDbReady }, route] = await Promise.all([import('../data/db/db-ready.js'), load()]);
    await localDbReady();
    return route;
  };
}

const advancements = () => import('../features/site/pages/advancements-page.js').then((m) => ({ Component: m.AdvancementsPage }));

const login = withMessages('features/game/login', () => import('../features/game/login/login-page.js').then((m) => ({ Component: m.LoginPage })));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown for the moment the first screen's code is loading.
    HydrateFallback: () => <main className="page-center" aria-busy="true" />,
    children: [
      { path: '/', lazy: () => import('../features/site/home-page.js').then((m) => ({ Component: m.HomePage })) },
      {
        path: '/tools/review-response-assistant',
        lazy: () => import('../features/site/review-assistant/review-assistant-page.js').then((m) => ({ Component: m.ReviewAssistantPage })),
      },
      { path: '/labs/overview', lazy: () => import('../features/site/pages/labs-overview-page.js').then((m) => ({ Component: m.LabsOverviewPage })) },
      { path: '/labs/index', lazy: () => import('../features/site/pages/project-index-page.js').then((m) => ({ Component: m.ProjectIndexPage })) },
      // The route table names /labs/advancements; the header and footer link /labs/projects: the same page at both (docs/rules.md §10).
      { path: '/labs/advancements', lazy: advancements },
      { path: '/labs/projects', lazy: advancements },
      { path: '/graveyard', lazy: () => import('../features/site/pages/graveyard-page.js').then((m) => ({ Component: m.GraveyardPage })) },
      { path: '/about', lazy: () => import('../features/site/pages/about-page.js').then((m) => ({ Component: m.AboutPage })) },
      { path: '/charter', lazy: () => import('../features/site/pages/charter-page.js').then((m) => ({ Component: m.CharterPage })) },
      { path: '/security', lazy: () => import('../features/site/pages/security-page.js').then((m) => ({ Component: m.SecurityPage })) },
      { path: '/safety', loader: () => redirect('/security'), Component: () => null },
      { path: '/careers', lazy: () => import('../features/site/pages/careers-page.js').then((m) => ({ Component: m.CareersPage })) },
      { path: '/company/contact', lazy: () => import('../features/site/pages/contact-page.js').then((m) => ({ Component: m.ContactPage })) },
      { path: '/terms', lazy: () => import('../features/site/pages/terms-page.js').then((m) => ({ Component: m.TermsPage })) },
      { path: '/privacy', lazy: () => import('../features/site/pages/privacy-page.js').then((m) => ({ Component: m.PrivacyPage })) },
      { path: '/brand', lazy: () => import('../features/site/pages/brand-page.js').then((m) => ({ Component: m.BrandPage })) },
      { path: '/policies', lazy: () => import('../features/site/pages/policies-page.js').then((m) => ({ Component: m.PoliciesPage })) },
      { path: '/products/ai-solutions', lazy: () => import('../features/site/pages/ai-solutions-page.js').then((m) => ({ Component: m.AiSolutionsPage })) },
      { path: '/products/api', lazy: () => import('../features/site/pages/api-page.js').then((m) => ({ Component: m.ApiPage })) },
      {
        path: '/tools/properties',
        lazy: withLocalDb(() => import('../features/site/properties/properties-page.js').then((m) => ({ Component: m.PropertiesPage }))),
      },
      {
        path: '/tools/retvens/manage-client-automation',
        lazy: () => import('../features/site/pages/client-automation-page.js').then((m) => ({ Component: m.ClientAutomationPage })),
      },
      {
        path: GAME_BASE,
        children: [
          { index: true, loader: () => redirect(`${GAME_BASE}/login`) },
          { path: 'login', lazy: login },
          { path: 'login/:gameCode', lazy: login },
          {
            path: 'team-lobby/:teamId',
            lazy: withMessages(
              'features/game/lobby',
              withLocalDb(() => loadLobbyScreen().then((m) => ({ Component: m.LobbyPage }))),
            ),
          },
          {
            path: 'game/:sessionId',
            lazy: withMessages(
              'features/game/play',
              withLocalDb(() => import('../features/game/play/game-page.js').then((m) => ({ Component: m.GamePage }))),
            ),
          },
          {
            path: 'adminDashboard',
            lazy: withMessages(
              'features/game/admin-dashboard',
              withLocalDb(() => import('../features/game/admin-dashboard/admin-dashboard-page.js').then((m) => ({ Component: m.AdminDashboardPage }))),
            ),
          },
          {
            path: 'create-session',
            lazy: withMessages(
              'features/game/session-wizard',
              withLocalDb(() => import('../features/game/session-wizard/session-wizard-page.js').then((m) => ({ Component: m.SessionWizardPage }))),
            ),
          },
          {
            path: 'edit-session/:id',
            lazy: withMessages(
              'features/game/session-wizard',
              withLocalDb(() => import('../features/game/session-wizard/session-wizard-page.js').then((m) => ({ Component: m.SessionWizardPage }))),
            ),
          },
          // The control panel without an id (docs/rules.md §2): back to the sessions, saying why.
          {
            path: 'session',
            loader: async () => {
              toast.error('No session ID provided', { id: 'no-session-id' });
              return redirect(`${GAME_BASE}/adminDashboard`);
            },
          },
          {
            path: 'session/:id',
            lazy: withMessages(
              'features/game/control-panel',
              withLocalDb(() => import('../features/game/control-panel/control-panel-page.js').then((m) => ({ Component: m.ControlPanelPage }))),
            ),
          },
          {
            path: 'view-dashboard/:id',
            lazy: withMessages(
              'features/game/live-dashboard',
              withLocalDb(() => import('../features/game/live-dashboard/live-dashboard-page.js').then((m) => ({ Component: m.LiveDashboardPage }))),
            ),
          },
          {
            path: 'result/:sessionId',
            lazy: withMessages(
              'features/game/results',
              withLocalDb(() => import('../features/game/results/results-page.js').then((m) => ({ Component: m.ResultsPage }))),
            ),
          },
          // A past round Play Again kept (issue 38): its results, debrief and report, read from the session row.
          {
            path: 'result/:sessionId/round/:round',
            lazy: withMessages(
              'features/game/results',
              withLocalDb(() => import('../features/game/results/results-page.js').then((m) => ({ Component: m.ResultsPage }))),
            ),
          },
          {
            path: 'debrief/:sessionId',
            lazy: withMessages(
              'features/game/debrief',
              withLocalDb(() => import('../features/game/debrief/debrief-page.js').then((m) => ({ Component: m.DebriefPage }))),
            ),
          },
          {
            path: 'debrief/:sessionId/round/:round',
            lazy: withMessages(
              'features/game/debrief',
              withLocalDb(() => import('../features/game/debrief/debrief-page.js').then((m) => ({ Component: m.DebriefPage }))),
            ),
          },
          {
            path: 'report/:sessionId/round/:round',
            lazy: withMessages(
              'features/game/results',
              withLocalDb(() => import('../features/game/results/report-page.js').then((m) => ({ Component: m.ReportPage }))),
            ),
          },
          {
            path: 'debrief/:sessionId/side-by-side',
            lazy: withMessages(
              'features/game/debrief',
              withLocalDb(() => import('../features/game/debrief/side-by-side-page.js').then((m) => ({ Component: m.SideBySidePage }))),
            ),
          },
          {
            path: 'report/:sessionId',
            lazy: withMessages(
              'features/game/results',
              withLocalDb(() => import('../features/game/results/report-page.js').then((m) => ({ Component: m.ReportPage }))),
            ),
          },
          // Progress across sessions (issue 36): the host's participants, and a participant's own history; both read from the server.
          {
            path: 'progress',
            lazy: withMessages(
              'features/game/progress',
              withLocalDb(() => import('../features/game/progress/host-progress-page.js').then((m) => ({ Component: m.HostProgressPage }))),
            ),
          },
          {
            path: 'my-progress',
            lazy: withMessages(
              'features/game/progress',
              withLocalDb(() => import('../features/game/progress/my-progress-page.js').then((m) => ({ Component: m.MyProgressPage }))),
            ),
          },
          { path: '*', lazy: () => import('./not-found.js').then((m) => ({ Component: m.NotFound })) },
        ],
      },
      { path: '*', lazy: () => import('./not-found.js').then((m) => ({ Component: m.NotFound })) },
    ],
  },
];
