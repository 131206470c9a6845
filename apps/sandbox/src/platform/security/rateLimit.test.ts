import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` events per sliding window and says when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    limiter.record('a');
    now = 10_000;
    limiter.record('a');

    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.check('b').allowed).toBe(true);
    now = 60_001; // the first event left the window
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('reset forgets a key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => 0 });
    limiter.record('a');
    limiter.reset('a');
    expect(limiter.check('a').allowed).toBe(true);
  });
});
