import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/** `npm run screenshots`: the same browser as the end-to-end tests, one run of screenshots-spec/. */
export default defineConfig({
  ...base,
  testDir: 'screenshots-spec',
  workers: 1,
});
