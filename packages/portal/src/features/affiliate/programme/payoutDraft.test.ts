import { describe, expect, test } from 'vitest';
import { checkPayoutDraft } from './payoutDraft.ts';

const limits = { minimum: '10.00', available: '20.00' };

describe('checkPayoutDraft', () => {
  test('sends a valid amount as typed (a comma becomes a point), with the wallet only for wallet', () => {
    expect(
      checkPayoutDraft({ amount: ' 12,5 ', method: 'balance', wallet: 'ignored' }, limits),
    ).toEqual({
      body: { amount: '12.5', method: 'balance' },
    });
    expect(
      checkPayoutDraft({ amount: '20', method: 'wallet', wallet: ' TQ9x-wallet ' }, limits),
    ).toEqual({
      body: { amount: '20', method: 'wallet', wallet: 'TQ9x-wallet' },
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
});
