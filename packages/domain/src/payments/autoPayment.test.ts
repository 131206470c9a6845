import { describe, expect, test } from 'vitest';
import { AUTO_PAYMENT_INTERVAL_MS, nextAutoPaymentAt } from './autoPayment.ts';

describe('nextAutoPaymentAt', () => {
  test('once a week (§9)', () => {
    expect(AUTO_PAYMENT_INTERVAL_MS).toBe(604_800_000);
    expect(nextAutoPaymentAt(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 8));
  });

  test('with now, the next weekly slot after now', () => {
    expect(nextAutoPaymentAt(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 3))).toBe(
      Date.UTC(2026, 0, 8),
    );
    expect(nextAutoPaymentAt(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 20))).toBe(
      Date.UTC(2026, 0, 22),
    );
    expect(nextAutoPaymentAt(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 8))).toBe(
      Date.UTC(2026, 0, 15),
    );
  });
});
