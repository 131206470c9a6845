import { describe, expect, test } from 'vitest';
import { readPaymentAmount } from './paymentAmount.ts';

const limits = { minimum: 5, maximum: 10_000 };
const noCard = { hasLinkedCard: false };

describe('readPaymentAmount', () => {
  test('reads dollars with at most two decimals as the API string', () => {
    expect(readPaymentAmount('10', noCard, limits)).toEqual({
      ok: true,
      amount: 10,
      text: '10.00',
    });
    expect(readPaymentAmount(' 12,5 ', noCard, limits)).toEqual({
      ok: true,
      amount: 12.5,
      text: '12.50',
    });
    expect(readPaymentAmount('1 000.05', noCard, limits)).toEqual({
      ok: true,
      amount: 1000.05,
      text: '1000.05',
    });
  });

  test('required, format, decimals and > 0 each have their message', () => {
    const key = (typed: string) => {
      const reading = readPaymentAmount(typed, noCard, limits);
      return reading.ok ? undefined : reading.message.key;
    };
    expect(key('  ')).toBe('billing:pay.amount.required');
    expect(key('10.123')).toBe('billing:pay.amount.decimals');
    for (const typed of ['-5', 'ten', '1e3', '$10', '10..0']) {
      expect(key(typed)).toBe('billing:pay.amount.format');
    }
    expect(key('0')).toBe('billing:payment.invalidAmount');
    expect(key('0.00')).toBe('billing:payment.invalidAmount');
  });

  test('the §9 minimum: $5, $1 with a linked card, $5 again for a Russian card', () => {
    expect(readPaymentAmount('4.99', noCard, limits)).toEqual({
      ok: false,
      message: { key: 'billing:payment.belowMinimum', params: { minimum: '$5.00' } },
    });
    expect(readPaymentAmount('5', noCard, limits).ok).toBe(true);
    const linked = { minimum: 1, maximum: 10_000 };
    expect(readPaymentAmount('1', { hasLinkedCard: true }, linked).ok).toBe(true);
    expect(readPaymentAmount('0.99', { hasLinkedCard: true }, linked).ok).toBe(false);
    expect(readPaymentAmount('4', { hasLinkedCard: true, cardCountry: 'ru' }, linked)).toEqual({
      ok: false,
      message: { key: 'billing:payment.belowMinimum', params: { minimum: '$5.00' } },
    });
  });

  test("the method's own minimum and maximum from payment-gateways also hold", () => {
    expect(readPaymentAmount('6', noCard, { minimum: 7, maximum: 100 })).toEqual({
      ok: false,
      message: { key: 'billing:payment.belowMinimum', params: { minimum: '$7.00' } },
    });
    expect(readPaymentAmount('100.01', noCard, { minimum: 5, maximum: 100 })).toEqual({
      ok: false,
      message: { key: 'billing:pay.amount.maximum', params: { maximum: '$100.00' } },
    });
    expect(readPaymentAmount('100', noCard, { minimum: 5, maximum: 100 }).ok).toBe(true);
  });
});
