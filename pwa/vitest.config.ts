import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [lingui()],
  // The service worker's registration is the PWA plugin's virtual module, which only the app's build provides.
  resolve: { alias: { 'virtual:pwa-register': new URL('./src/testing/pwa-register.ts', import.meta.url).pathname } },
  define: { __APP_BUILD__: JSON.stringify('0.0.0+test') },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/testing/setup.ts'],
    // Each worker loads the app's modules once for all its files, not once a file: loading them (and React, Dexie, the
    // sync engine) for each of the 42 files took two thirds of the suite's processor time. The files pass in any order
    // (--sequence.shuffle.files); a test about a module's first load takes a registry of its own (vi.resetModules).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
