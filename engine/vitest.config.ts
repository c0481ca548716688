import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A test's time limit guards against a hang, not against a busy machine: `npm test` runs this suite beside the
    // browsers of end to end, where the review engine's cross-validation takes several times its 1 to 2 s alone.
    // Each worker loads the engine's modules once for all its files, not once a file: loading them for each of the 75
    // files took two fifths of the suite's processor time. No test leans on a fresh module (the files pass in any order,
    // --sequence.shuffle.files).
    isolate: false,
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/*/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
