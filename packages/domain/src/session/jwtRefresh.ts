import { JWT_REFRESH_AFTER_MS } from './timings.ts';

/**
 * Whether a jwt refresh is due (§4 Login: "more than 8 hours have passed since the last one").
 * Strictly more than 8 h; a missing or non-finite `lastRefreshAt` (never refreshed in this
 * browser) is due; a `lastRefreshAt` in the future (clock change) is not.
 *
 * @example
 * isJwtRefreshDue(0, 28_800_001); // true
 * isJwtRefreshDue(0, 28_800_000); // false (exactly 8 h)
 * isJwtRefreshDue(undefined, 5);  // true
 */
export function isJwtRefreshDue(lastRefreshAt: number | null | undefined, now: number): boolean {
  if (lastRefreshAt === null || lastRefreshAt === undefined || !Number.isFinite(lastRefreshAt)) {
    return true;
  }
  return now - lastRefreshAt > JWT_REFRESH_AFTER_MS;
}
