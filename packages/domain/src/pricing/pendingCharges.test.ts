import { describe, expect, test } from 'vitest';
import { PENDING_CHARGE_INTERVAL_MS, nextPendingChargeAt } from './pendingCharges.ts';

const HOUR = 3_600_000;

describe('nextPendingChargeAt', () => {
  test('is every 24 hours (§9)', () => {
    expect(PENDING_CHARGE_INTERVAL_MS).toBe(24 * HOUR);
    expect(nextPendingChargeAt(Date.UTC(2026, 0, 1, 6))).toBe(Date.UTC(2026, 0, 2, 6));
  });

  test('with now, the next time on the same grid after now', () => {
    const last = Date.UTC(2026, 0, 1, 6);
    expect(nextPendingChargeAt(last, last + HOUR)).toBe(Date.UTC(2026, 0, 2, 6));
    expect(nextPendingChargeAt(last, Date.UTC(2026, 0, 3, 7))).toBe(Date.UTC(2026, 0, 4, 6));
    expect(nextPendingChargeAt(last, Date.UTC(2026, 0, 2, 6))).toBe(Date.UTC(2026, 0, 3, 6));
  });
});
