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

  it('consume checks and counts in one step; a refused attempt is not counted', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });

    expect(limiter.consume('a').allowed).toBe(true);
    now = 10_000;
    expect(limiter.consume('a').allowed).toBe(true);
    now = 20_000;
    expect(limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // The refusal did not extend the lockout: the first event leaves at 60 s as planned.
    now = 60_001;
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('refund gives back the newest event only', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => 0 });
    limiter.consume('a');
    limiter.consume('a');
    expect(limiter.check('a').allowed).toBe(false);

    limiter.refund('a');

    expect(limiter.check('a').allowed).toBe(true);
    limiter.record('a');
    expect(limiter.check('a').allowed).toBe(false);
    limiter.refund('b'); // nothing to give back: no effect
    expect(limiter.check('b').allowed).toBe(true);
  });
});
