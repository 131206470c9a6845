import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Account tests hash several scrypt passwords each (about 50 ms apiece idle); on a busy 2-core CI
  // machine running other packages' tests at the same time they can pass vitest's 5 s default.
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
