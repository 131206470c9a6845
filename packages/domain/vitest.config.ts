import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // 1,000 fast-check runs per property take seconds on a busy 2-core CI machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/**/*.types.ts'],
      reporter: ['text-summary', 'text'],
      // Issue 3: branch coverage of the package ≥ 95 %.
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
