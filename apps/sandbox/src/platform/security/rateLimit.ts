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
  /**
   * Checks and, when allowed, counts one event for `key` in one step. Call it BEFORE any await
   * (a password hash): a check followed by a later `record` lets concurrent requests all pass.
   */
  consume(key: string): RateVerdict;
  /** Gives back the newest event of `key` (an attempt consumed up front that turned out fine). */
  refund(key: string): void;
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

  function check(key: string): RateVerdict {
    const times = recent(key);
    if (times.length < limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = times[times.length - limit] ?? now();
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)),
    };
  }

  function record(key: string): void {
    events.set(key, [...recent(key), now()]);
  }

  return {
    check,
    record,
    consume(key) {
      const verdict = check(key);
      if (verdict.allowed) record(key);
      return verdict;
    },
    refund(key) {
      const times = recent(key);
      if (times.length <= 1) events.delete(key);
      else events.set(key, times.slice(0, -1));
    },
    reset(key) {
      events.delete(key);
    },
  };
}
