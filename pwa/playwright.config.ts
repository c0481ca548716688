import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the built app and the real server in Debian's Chromium
 * (the package cannot download its own browser here). Each worker starts one
 * server and resets it to a freshly seeded SQLite file before each test
 * (e2e/support/fixtures.ts), so tests never share state.
 */
/**
 * Debian's headless shell (`chromium-headless-shell`, the same Blink and V8 as its `chromium`, without the browser's
 * windows and their pages) where the machine has it, as Playwright's own headless runs use: the end-to-end suite took
 * a seventh less processor time in it. `chromium` otherwise; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The features Playwright turns off itself (playwright-core's chromiumSwitches, 1.65): a second list would replace it. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // A test spends much of its time waiting on the app's own timers and the network, so one worker more than the
  // two cores keeps them busy (E2E_WORKERS to change it).
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // A page meets no service worker unless its file asks for one (`test.use({ serviceWorkers: 'allow' })`): those
    // about offline, reloads and updates do. Installing it precaches the whole app in every new browser context, a
    // quarter of a test's time where the worker is not what the test is about.
    serviceWorkers: 'block',
    // Motion reduced, as a tablet set for it shows the app: no test looks at an animation, and drawing them at 60
    // frames a second in software took a third of the browser's time.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium keeps only the last --disable-features, so this one carries Playwright's own list as well. Ours: the
        // omnibox popup, a page of browser UI each window loads ahead in a renderer of its own (a tenth of the
        // browser's time in these tests) though a headless window never shows it.
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
      ],
    },
  },
});
