import { describe, expect, test } from 'vitest';
import { declineMessage } from './declineReason.ts';

describe('declineMessage', () => {
  test('card_declined is §8’s "Bank declined your payment"', () => {
    expect(
      declineMessage({
        decline_code: 'card_declined',
        decline_reason: 'Bank declined your payment',
      }),
    ).toEqual({ key: 'payment.cardDeclined' });
  });

  test('every other known code has its own key, whatever the provider’s text says', () => {
    for (const code of [
      'insufficient_funds',
      'expired_card',
      'incorrect_cvc',
      'processing_error',
      'expired',
      'cancelled',
      'below_card_minimum',
    ] as const)
      expect(
        declineMessage({ decline_code: code, decline_reason: 'Something in English' }),
      ).toEqual({ key: `pay.recharge.declineReasons.${code}` });
  });

  test('an unknown code falls back to the provider’s text, then to §8’s text', () => {
    expect(
      declineMessage({ decline_code: 'do_not_honor', decline_reason: ' Do not honor ' }),
    ).toEqual({ text: 'Do not honor' });
    expect(declineMessage({ decline_reason: 'Declined by the issuer' })).toEqual({
      text: 'Declined by the issuer',
    });
    expect(declineMessage({ decline_code: 'do_not_honor', decline_reason: null })).toEqual({
      key: 'payment.cardDeclined',
    });
    expect(declineMessage({ decline_reason: '  ' })).toEqual({ key: 'payment.cardDeclined' });
  });
});
