import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_BUILD__: JSON.stringify('0.0.0+test') },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
