import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Account tests hash several scrypt passwords each (about 50 ms apiece idle); on a busy 2-core
    // CI machine running other packages' tests at the same time they can pass vitest's 5 s default.
    testTimeout: 30_000,
    // Most files start a sandbox (migrations, seeds, every route) in beforeEach: the same margin
    // as a test, not Vitest's 10 s hook default.
    hookTimeout: 30_000,
    // Vitest's default is one worker on 2 cores: the suite (about 370 s of CPU) then ran alone on
    // one core at the end of the CI unit stage. Two workers, as the React packages' config.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
