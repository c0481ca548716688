import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A test's time limit guards against a hang, not against a busy machine: `npm test` runs this suite beside the
    // browsers of end to end, where the classifier's cross-validation takes several times its 1 to 2 s alone, and on a
    // slow two-core CI machine the tests that compose every reply of the dev set took over three minutes.
    isolate: false,
    testTimeout: 120_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
