import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_HOLD_DAYS,
  AFFILIATE_RATE,
  UTM_COOKIE_MAX_AGE_SECONDS,
  affiliateCommission,
  affiliateCommissionTotals,
} from './commission.ts';

const DAY = 86_400_000;
const JAN_1 = Date.UTC(2026, 0, 1);

describe('constants (§9)', () => {
  test('5 % after a 30-day hold; cookies last 30 days', () => {
    expect(AFFILIATE_RATE).toBe(0.05);
    expect(AFFILIATE_HOLD_DAYS).toBe(30);
    expect(AFFILIATE_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(UTM_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });
});

describe('affiliateCommission', () => {
  test('5 % of a payment, held for 30 days', () => {
    expect(affiliateCommission({ amount: 100, createdAt: JAN_1 }, JAN_1 + DAY)).toEqual({
      amount: 5,
      availableAt: Date.UTC(2026, 0, 31),
      isAvailable: false,
    });
  });

  test('available from the end of the hold on', () => {
    const transaction = { amount: 10, createdAt: JAN_1 };
    expect(affiliateCommission(transaction, JAN_1 + 30 * DAY - 1).isAvailable).toBe(false);
    expect(affiliateCommission(transaction, JAN_1 + 30 * DAY).isAvailable).toBe(true);
    expect(affiliateCommission(transaction, JAN_1 + 90 * DAY).isAvailable).toBe(true);
  });

  test('rounds half up to cents', () => {
    expect(affiliateCommission({ amount: 0.59, createdAt: JAN_1 }, JAN_1).amount).toBe(0.03); // 0.0295
    expect(affiliateCommission({ amount: 19.99, createdAt: JAN_1 }, JAN_1).amount).toBe(1); // 0.9995
    expect(affiliateCommission({ amount: 0.09, createdAt: JAN_1 }, JAN_1).amount).toBe(0); // 0.0045
  });

  test('charges and refunds earn nothing', () => {
    expect(affiliateCommission({ amount: -50, createdAt: JAN_1 }, JAN_1).amount).toBe(0);
    expect(affiliateCommission({ amount: 0, createdAt: JAN_1 }, JAN_1).amount).toBe(0);
  });

  test('rejects non-finite input', () => {
    expect(() => affiliateCommission({ amount: Number.NaN, createdAt: JAN_1 }, JAN_1)).toThrow(
      RangeError,
    );
    expect(() => affiliateCommission({ amount: 1, createdAt: JAN_1 }, Number.NaN)).toThrow(
      RangeError,
    );
  });

  test('property: never negative, within half a cent of 5 %', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 0, max: 2 ** 42 }),
        (amount, createdAt, now) => {
          const commission = affiliateCommission({ amount, createdAt }, now);
          expect(commission.amount).toBeGreaterThanOrEqual(0);
          expect(Math.abs(commission.amount - Math.max(0, amount) * 0.05)).toBeLessThanOrEqual(
            0.005 + 1e-6,
          );
          expect(commission.isAvailable).toBe(now - createdAt >= 30 * DAY);
        },
      ),
    );
  });
});

describe('affiliateCommissionTotals', () => {
  test('splits available and held commissions', () => {
    const now = Date.UTC(2026, 2, 1);
    expect(
      affiliateCommissionTotals(
        [
          { amount: 100, createdAt: JAN_1 },
          { amount: 20, createdAt: Date.UTC(2026, 1, 20) },
          { amount: -30, createdAt: JAN_1 },
          { amount: 10, createdAt: Date.UTC(2026, 0, 2) },
        ],
        now,
      ),
    ).toEqual({ available: 5.5, held: 1 });
  });

  test('nothing is nothing', () => {
    expect(affiliateCommissionTotals([], JAN_1)).toEqual({ available: 0, held: 0 });
  });

  test('sums exactly to the cent', () => {
    const transactions = Array.from({ length: 10 }, () => ({ amount: 2, createdAt: JAN_1 }));
    // 10 × 0.1 is 0.9999999999999999 when added as doubles.
    expect(affiliateCommissionTotals(transactions, JAN_1 + 31 * DAY).available).toBe(1);
  });

  test('property: totals equal the sum of the single commissions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: -100_000, max: 100_000 }).map((cents) => cents / 100),
            createdAt: fc.integer({ min: 0, max: 100 * DAY }),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 200 * DAY }),
        (transactions, now) => {
          const totals = affiliateCommissionTotals(transactions, now);
          const single = transactions.map((each) => affiliateCommission(each, now));
          const sum = (list: typeof single): number =>
            list.reduce((total, each) => total + Math.round(each.amount * 100), 0) / 100;
          expect(totals.available).toBe(sum(single.filter((each) => each.isAvailable)));
          expect(totals.held).toBe(sum(single.filter((each) => !each.isAvailable)));
          expect(totals.available).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
