import { describe, expect, test } from 'vitest';
import { promoFailureMessage, promoSuccessMessage } from './promoMessages.ts';

describe('promoFailureMessage (§8 promo failures)', () => {
  test.each([
    ['first_payment_only', 'billing:promo.firstPaymentOnly'],
    ['new_users_only', 'billing:promo.newUsersOnly'],
    ['already_used', 'billing:promo.alreadyUsed'],
    ['not_found', 'billing:promo.notFound'],
  ] as const)('%s → %s', (reason, key) => {
    expect(promoFailureMessage(reason)).toEqual({ key, params: {} });
  });
});

describe('promoSuccessMessage (§8 promo successes)', () => {
  test('one-time, sign-up and first-payment bonus have their own keys', () => {
    const bonus = { type: 'amount', amount: 5, currency: 'usd' } as const;
    expect(promoSuccessMessage('one_time', bonus).key).toBe('billing:promo.oneTime');
    expect(promoSuccessMessage('sign_up', bonus).key).toBe('billing:promo.signUpBonus');
    expect(promoSuccessMessage('first_payment', bonus).key).toBe('billing:promo.firstPaymentBonus');
  });

  test('a money bonus is formatted with its currency', () => {
    expect(
      promoSuccessMessage('sign_up', { type: 'amount', amount: 5, currency: 'usd' }).params,
    ).toEqual({ bonus: '$5.00' });
    expect(
      promoSuccessMessage('one_time', { type: 'amount', amount: 2.5, currency: 'eur' }).params,
    ).toEqual({ bonus: '€2.50' });
    expect(
      promoSuccessMessage('one_time', {
        type: 'amount',
        amount: 499.6,
        currency: 'rub',
        roubleIntegers: true,
      }).params,
    ).toEqual({ bonus: '500\u00a0₽' });
  });

  test('a percentage bonus keeps up to 2 decimals', () => {
    expect(promoSuccessMessage('first_payment', { type: 'percent', percent: 10 }).params).toEqual({
      bonus: '10%',
    });
    expect(promoSuccessMessage('first_payment', { type: 'percent', percent: 12.5 }).params).toEqual(
      { bonus: '12.5%' },
    );
  });
});
