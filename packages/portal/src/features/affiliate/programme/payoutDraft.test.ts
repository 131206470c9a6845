import { describe, expect, test } from 'vitest';
import { checkPayoutDraft, payoutLimits, type PayoutCurrency } from './payoutDraft.ts';

const limits = { minimum: '10.00', available: '20.00' };

describe('checkPayoutDraft', () => {
  test('sends a valid amount in dollars with 2 decimals (a comma becomes a point), with the wallet only for wallet', () => {
    expect(
      checkPayoutDraft({ amount: ' 12,5 ', method: 'balance', wallet: 'ignored' }, limits),
    ).toEqual({
      body: { amount: '12.50', method: 'balance' },
    });
    expect(
      checkPayoutDraft({ amount: '20', method: 'wallet', wallet: ' TQ9x-wallet ' }, limits),
    ).toEqual({
      body: { amount: '20.00', method: 'wallet', wallet: 'TQ9x-wallet' },
    });
  });

  test('the minimum and the available amount are both allowed, a cent beyond is not', () => {
    expect(
      checkPayoutDraft({ amount: '10.00', method: 'balance', wallet: '' }, limits),
    ).toHaveProperty('body');
    expect(checkPayoutDraft({ amount: '9.99', method: 'balance', wallet: '' }, limits)).toEqual({
      errors: { amount: 'belowMinimum' },
    });
    expect(checkPayoutDraft({ amount: '20.01', method: 'balance', wallet: '' }, limits)).toEqual({
      errors: { amount: 'aboveAvailable' },
    });
  });

  test('refuses what is not an amount, and a wallet pay-out without a wallet', () => {
    for (const amount of ['', 'ten', '-10', '10.001', '1e3', '10.5.1'])
      expect(checkPayoutDraft({ amount, method: 'balance', wallet: '' }, limits), amount).toEqual({
        errors: { amount: 'amountFormat' },
      });
    expect(checkPayoutDraft({ amount: '15', method: 'wallet', wallet: '  ' }, limits)).toEqual({
      errors: { wallet: 'walletRequired' },
    });
  });

  describe('typed in roubles (the rouble brand: whole roubles at the rates/ rate)', () => {
    const roubles: PayoutCurrency = { currency: 'rub', rate: 92, wholeUnits: true };
    const odd = { minimum: '10.00', available: '20.57' };

    test('the limits: the minimum rounded up, the available amount rounded down', () => {
      expect(payoutLimits(odd, roubles)).toEqual({
        minimumUnits: 920,
        availableUnits: 1892, // $20.57 × 92 = 1892.44
        unitsPerWhole: 1,
      });
      // 91.37 ₽ a dollar: $10 = 913.7 ₽, so 914 ₽ is the least that reaches the minimum.
      expect(payoutLimits(odd, { ...roubles, rate: 91.37 }).minimumUnits).toBe(914);
    });

    test('converts back to dollars to the cent', () => {
      expect(
        checkPayoutDraft({ amount: '1000', method: 'balance', wallet: '' }, odd, roubles),
      ).toEqual(
        { body: { amount: '10.87', method: 'balance' } }, // 1000 / 92 = 10.869…
      );
      expect(
        checkPayoutDraft({ amount: '1 500', method: 'balance', wallet: '' }, odd, roubles),
      ).toEqual(
        { body: { amount: '16.30', method: 'balance' } }, // 1500 / 92 = 16.304…
      );
    });

    test('the shown limits convert back within the dollar limits, never beyond', () => {
      expect(
        checkPayoutDraft({ amount: '920', method: 'balance', wallet: '' }, odd, roubles),
      ).toEqual({ body: { amount: '10.00', method: 'balance' } });
      expect(
        checkPayoutDraft({ amount: '1892', method: 'balance', wallet: '' }, odd, roubles),
      ).toEqual({ body: { amount: '20.57', method: 'balance' } });
      const rate = { ...roubles, rate: 91.37 };
      // 914 ₽ / 91.37 = 10.0033 → $10.00: at the minimum, not below it.
      expect(checkPayoutDraft({ amount: '914', method: 'balance', wallet: '' }, odd, rate)).toEqual(
        {
          body: { amount: '10.00', method: 'balance' },
        },
      );
    });

    test('refuses kopecks, and a rouble beyond the limits', () => {
      for (const amount of ['1000.50', '1000,5'])
        expect(checkPayoutDraft({ amount, method: 'balance', wallet: '' }, odd, roubles)).toEqual({
          errors: { amount: 'amountWhole' },
        });
      expect(
        checkPayoutDraft({ amount: '919', method: 'balance', wallet: '' }, odd, roubles),
      ).toEqual({
        errors: { amount: 'belowMinimum' },
      });
      expect(
        checkPayoutDraft({ amount: '1893', method: 'balance', wallet: '' }, odd, roubles),
      ).toEqual({
        errors: { amount: 'aboveAvailable' },
      });
    });
  });
});
