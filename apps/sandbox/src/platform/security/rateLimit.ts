/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Events allowed per key inside one window. */
  limit: number;
  /** Window length in ms (sliding). */
  windowMs: number;
  /** Clock. Default `Date.now`. */
  now?: () => number;
}

/** Verdict of {@link RateLimiter.check}. */
export interface RateVerdict {
  allowed: boolean;
  /** When refused: seconds until the oldest counted event leaves the window (at least 1). */
  retryAfterSeconds: number;
}

/** An in-memory sliding-window counter per key (the sandbox runs as one process). */
export interface RateLimiter {
  /** Whether one more event for `key` is allowed now (does not count it). */
  check(key: string): RateVerdict;
  /** Counts one event for `key`. */
  record(key: string): void;
  /** Forgets the events of `key` (after a successful login). */
  reset(key: string): void;
}

/**
 * Creates an in-memory sliding-window rate limiter.
 *
 * @example
 * const failures = createRateLimiter({ limit: 5, windowMs: 15 * 60_000 });
 * if (!failures.check(email).allowed) return tooManyRequests();
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const events = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const kept = (events.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  }

  return {
    check(key) {
      const times = recent(key);
      if (times.length < limit) return { allowed: true, retryAfterSeconds: 0 };
      const oldest = times[times.length - limit] ?? now();
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)),
      };
    },
    record(key) {
      events.set(key, [...recent(key), now()]);
    },
    reset(key) {
      events.delete(key);
    },
  };
}
