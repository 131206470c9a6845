import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { balanceFloor, canSpend } from './balance.ts';

describe('balanceFloor', () => {
  test('-$10 with a linked card, 0 otherwise (§9)', () => {
    expect(balanceFloor({ hasLinkedCard: true })).toBe(-10);
    expect(balanceFloor({ hasLinkedCard: false })).toBe(0);
  });
});

describe('canSpend', () => {
  test('without a linked card the balance may reach 0 but not go below', () => {
    expect(canSpend({ balance: 10, amount: 10, hasLinkedCard: false })).toBe(true);
    expect(canSpend({ balance: 10, amount: 10.01, hasLinkedCard: false })).toBe(false);
  });

  test('with a linked card the balance may reach -$10', () => {
    expect(canSpend({ balance: 3, amount: 13, hasLinkedCard: true })).toBe(true);
    expect(canSpend({ balance: 3, amount: 13.01, hasLinkedCard: true })).toBe(false);
    expect(canSpend({ balance: -10, amount: 0, hasLinkedCard: true })).toBe(true);
    expect(canSpend({ balance: -10, amount: 0.01, hasLinkedCard: true })).toBe(false);
  });

  test('a balance already below the floor cannot spend', () => {
    expect(canSpend({ balance: -1, amount: 0, hasLinkedCard: false })).toBe(false);
  });

  test('compares to the cent, without floating-point noise', () => {
    // 0.3 − 0.1 − 0.2 is −2.8e-17 in doubles.
    expect(canSpend({ balance: 0.3 - 0.1, amount: 0.2, hasLinkedCard: false })).toBe(true);
  });

  test('rejects non-finite values and negative amounts', () => {
    expect(() => canSpend({ balance: Number.NaN, amount: 1, hasLinkedCard: false })).toThrow(
      RangeError,
    );
    expect(() => canSpend({ balance: 1, amount: -1, hasLinkedCard: false })).toThrow(RangeError);
    expect(() =>
      canSpend({ balance: 1, amount: Number.POSITIVE_INFINITY, hasLinkedCard: true }),
    ).toThrow(RangeError);
  });

  test('property: a linked card never allows less than without one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (balanceCents, amountCents) => {
          const balance = balanceCents / 100;
          const amount = amountCents / 100;
          const withCard = canSpend({ balance, amount, hasLinkedCard: true });
          const withoutCard = canSpend({ balance, amount, hasLinkedCard: false });
          if (withoutCard) expect(withCard).toBe(true);
          expect(withCard).toBe(balanceCents - amountCents >= -1000);
          expect(withoutCard).toBe(balanceCents - amountCents >= 0);
        },
      ),
    );
  });
});
