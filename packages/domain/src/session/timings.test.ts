import { expect, test } from 'vitest';
import { JWT_REFRESH_AFTER_MS, TIMINGS } from './timings.ts';

// Each figure as §9 (and §2/§4) states it, written in the spec's own unit.
test.each([
  ['customerPollMs', 10 * 1000],
  ['jwtRefreshAfterMs', 8 * 60 * 60 * 1000],
  ['notificationsPollMs', 60 * 1000],
  ['notificationOffsetRecalcMs', 3 * 1000],
  ['refreshCountdownMs', 30 * 1000],
  ['chunkLoadTimeoutMs', 120 * 1000],
  ['clipboardCopiedMs', 2 * 1000],
  ['pollingRequestIntervalMs', 20_000],
  ['toastDurationMs', 10 * 1000],
  ['tokenWaitMs', 10 * 1000],
  ['tokenRenewPollMs', 200],
  ['retryAttempts', 3],
  ['retryDelayMs', 3 * 1000],
  ['signedObjectUrlExpirySeconds', 60],
  ['loadingFlagClearMs', 300],
  ['regionsRefreshMs', 30 * 1000],
  ['regionsRefreshCeilingMs', 60 * 1000],
  ['plansRefreshMs', 10 * 1000],
  ['plansRefreshCeilingMs', 30 * 1000],
  ['hashScrollOffsetPx', 130],
  ['sideNavCollapseBelowPx', 860],
] as const)('%s = %s', (name, value) => {
  expect(TIMINGS[name]).toBe(value);
});

test('jwt refresh after 28,800,000 ms (§9)', () => {
  expect(JWT_REFRESH_AFTER_MS).toBe(28_800_000);
});

test('every key names its unit', () => {
  for (const name of Object.keys(TIMINGS)) {
    expect(name).toMatch(/(Ms|Seconds|Px|Attempts)$/);
  }
});

test('ceilings are not below their intervals', () => {
  expect(TIMINGS.regionsRefreshCeilingMs).toBeGreaterThanOrEqual(TIMINGS.regionsRefreshMs);
  expect(TIMINGS.plansRefreshCeilingMs).toBeGreaterThanOrEqual(TIMINGS.plansRefreshMs);
});
