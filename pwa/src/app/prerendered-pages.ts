/**
 * The pages the build prerenders (decision 012): every route of the site's
 * route table that shows the same thing to every visitor, and the game's
 * login. Screens that need the device's data (lobby, game, host screens, the
 * property dashboard) keep the app shell. `module` is the page's own chunk,
 * preloaded beside the entry so the two download together; `file` is where the
 * HTML lands in the build, the name the server and the service worker look up
 * for the address (`/about` → `about.html`).
 */
import { LOGIN_TEMPLATE_PATH } from './login-template.js';

export interface PrerenderedPage {
  path: string;
  file: string;
  module: string;
  /** The site's pages carry the header and footer; the login does not. */
  chrome: 'site' | 'game';
}

const SITE_HEADER = 'src/features/site/site-header.tsx';
const SITE_FOOTER = 'src/features/site/site-footer.tsx';
export const SITE_CHROME_MODULES = [SITE_HEADER, SITE_FOOTER];

const site = (path: string, module: string): PrerenderedPage => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
  module: `src/features/site/${module}`,
  chrome: 'site',
});

export const LOGIN_MODULE = 'src/features/game/login/login-page.tsx';
// Every `/login/{gameCode}` is served the one page prerendered at this address; its code is written in as it starts.
export { LOGIN_TEMPLATE_PATH };

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  site('/', 'home-page.tsx'),
  site('/tools/review-response-assistant', 'review-assistant/review-assistant-page.tsx'),
  site('/labs/overview', 'pages/labs-overview-page.tsx'),
  site('/labs/index', 'pages/project-index-page.tsx'),
  site('/labs/advancements', 'pages/advancements-page.tsx'),
  site('/labs/projects', 'pages/advancements-page.tsx'),
  site('/graveyard', 'pages/graveyard-page.tsx'),
  site('/about', 'pages/about-page.tsx'),
  site('/charter', 'pages/charter-page.tsx'),
  site('/security', 'pages/security-page.tsx'),
  site('/careers', 'pages/careers-page.tsx'),
  site('/company/contact', 'pages/contact-page.tsx'),
  site('/terms', 'pages/terms-page.tsx'),
  site('/privacy', 'pages/privacy-page.tsx'),
  site('/brand', 'pages/brand-page.tsx'),
  site('/policies', 'pages/policies-page.tsx'),
  site('/products/ai-solutions', 'pages/ai-solutions-page.tsx'),
  site('/products/api', 'pages/api-page.tsx'),
  site('/tools/retvens/manage-client-automation', 'pages/client-automation-page.tsx'),
  { path: '/game/revenue-management/login', file: 'game/revenue-management/login.html', module: LOGIN_MODULE, chrome: 'game' },
  { path: LOGIN_TEMPLATE_PATH, file: 'game/revenue-management/login/code.html', module: LOGIN_MODULE, chrome: 'game' },
];
