import { describe, expect, it } from 'vitest';
import { reactTestConfig } from './index.js';

describe('reactTestConfig', () => {
  // Vitest's own default is one worker on a 2-core machine: the portal's jsdom files then ran
  // one after another and were the CI unit stage's critical path.
  it('runs test files on at least two workers', () => {
    expect(reactTestConfig().test?.maxWorkers).toBeGreaterThanOrEqual(2);
  });

  it("lets a package's overrides win", () => {
    const config = reactTestConfig({ test: { maxWorkers: 1, include: ['src/**/*.test.ts'] } });
    expect(config.test?.maxWorkers).toBe(1);
    expect(config.test?.environment).toBe('jsdom');
  });
});
