import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The service worker's registration is the PWA plugin's virtual module, which only the app's build provides.
  resolve: { alias: { 'virtual:pwa-register': new URL('./src/testing/pwa-register.ts', import.meta.url).pathname } },
  define: { __APP_BUILD__: JSON.stringify('0.0.0+test') },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
