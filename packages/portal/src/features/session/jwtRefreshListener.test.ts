import { describe, expect, test } from 'vitest';
import { listenerStore } from '../../test/listenerStore.ts';
import { JWT_REFRESHED_AT_KEY } from './apiClientOptions.ts';

const EIGHT_HOURS = 8 * 3_600_000;

/** A store whose clock the test sets, with the stamp in jsdom's localStorage. */
async function refreshHarness(stamp: number | undefined, now: number) {
  localStorage.clear();
  if (stamp !== undefined) localStorage.setItem(JWT_REFRESHED_AT_KEY, String(stamp));
  const clock = { now };
  const harness = await listenerStore({
    path: '/control/servers/list',
    jwtRefresh: { storage: () => localStorage, now: () => clock.now },
  });
  const refreshes = () => harness.calls.filter((call) => call === 'POST /api/jwt-refresh/').length;
  return { ...harness, clock, refreshes };
}

describe('the 8-hour jwt refresh (§4 Login), after a customer poll', () => {
  test('due (never refreshed in this browser): stamps the time and asks once', async () => {
    const harness = await refreshHarness(undefined, 1_000_000);
    await harness.poll();
    await harness.poll();
    await expect.poll(harness.refreshes).toBe(1);
    expect(localStorage.getItem(JWT_REFRESHED_AT_KEY)).toBe('1000000');
  });

  test('not due within 8 hours, due after more than 8 hours', async () => {
    const harness = await refreshHarness(0, EIGHT_HOURS);
    await harness.poll();
    expect(harness.refreshes()).toBe(0);
    harness.clock.now = EIGHT_HOURS + 1;
    await harness.poll();
    await expect.poll(harness.refreshes).toBe(1);
  });

  test('no customer (logged out): no refresh', async () => {
    const harness = await refreshHarness(undefined, 1_000_000);
    harness.answer({ status: 401 });
    await harness.poll();
    expect(harness.refreshes()).toBe(0);
    expect(localStorage.getItem(JWT_REFRESHED_AT_KEY)).toBeNull();
  });
});
