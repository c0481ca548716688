import { defineConfig } from 'vitest/config';

/**
 * Two projects: every suite on SQLite (the default store), and the API, sync
 * and security suites again on PostgreSQL (issue 20), each harness on a new
 * database of one throw-away cluster started for the run.
 */
export default defineConfig({
  test: {
    // Each worker loads the server's modules once for all its files, not once a file: loading the app for each of the
    // 36 files took a third of the suite's processor time. Every harness builds its own app and store, so no test leans
    // on a fresh module (the files pass in any order, --sequence.shuffle.files).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      // Several instances share one database only on PostgreSQL.
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts'], exclude: ['src/routes/instances.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/routes/*.test.ts', 'src/security/*.test.ts', 'src/services.test.ts', 'src/optima.test.ts', 'src/result-read.test.ts'],
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['src/testing/postgres-global-setup.ts'],
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
