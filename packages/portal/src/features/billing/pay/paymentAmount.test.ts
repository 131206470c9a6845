import { describe, expect, test } from 'vitest';
import type { ShownCurrency } from '../../control/shownCurrency.ts';
import { readPaymentAmount } from './paymentAmount.ts';

const limits = { minimum: 5, maximum: 10_000 };
const noCard = { hasLinkedCard: false };

describe('readPaymentAmount', () => {
  test('reads dollars with at most two decimals as the API string', () => {
    expect(readPaymentAmount('10', noCard, limits)).toEqual({
      ok: true,
      amount: 10,
      text: '10.00',
      units: 1000,
    });
    expect(readPaymentAmount(' 12,5 ', noCard, limits)).toEqual({
      ok: true,
      amount: 12.5,
      text: '12.50',
      units: 1250,
    });
    expect(readPaymentAmount('1 000.05', noCard, limits)).toEqual({
      ok: true,
      amount: 1000.05,
      text: '1000.05',
      units: 100_005,
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

describe('readPaymentAmount on the rouble brand (whole roubles typed, dollars sent)', () => {
  const roubles: ShownCurrency = { currency: 'rub', rate: 92, wholeUnits: true };
  const NBSP = '\u00a0';

  test('whole roubles go to the API as dollars to the nearest cent', () => {
    expect(readPaymentAmount('920', noCard, limits, roubles)).toEqual({
      ok: true,
      amount: 10,
      text: '10.00',
      units: 920,
    });
    expect(readPaymentAmount('1 000', noCard, limits, roubles)).toEqual({
      ok: true,
      amount: 10.87, // 10.869…
      text: '10.87',
      units: 1000,
    });
    expect(readPaymentAmount('461', noCard, limits, roubles)).toMatchObject({ text: '5.01' });
    const dearer: ShownCurrency = { ...roubles, rate: 95.5 };
    expect(readPaymentAmount('1000', noCard, limits, dearer)).toMatchObject({ text: '10.47' });
  });

  test('kopecks, signs and letters ask for whole roubles; nothing typed or 0 as in dollars', () => {
    const key = (typed: string) => {
      const reading = readPaymentAmount(typed, noCard, limits, roubles);
      return reading.ok ? undefined : reading.message.key;
    };
    for (const typed of ['920.50', '920,5', '-920', 'ten', '1e3', '920 ₽']) {
      expect(key(typed)).toBe('billing:pay.amount.whole');
    }
    expect(key(' ')).toBe('billing:pay.amount.required');
    expect(key('0')).toBe('billing:payment.invalidAmount');
  });

  test('the minimums are the smallest rouble amounts the API takes, named in roubles', () => {
    // $5 is 460 ₽ (459 ₽ would be $4.99).
    expect(readPaymentAmount('459', noCard, limits, roubles)).toEqual({
      ok: false,
      message: { key: 'billing:payment.belowMinimum', params: { minimum: `460${NBSP}₽` } },
    });
    expect(readPaymentAmount('460', noCard, limits, roubles)).toMatchObject({ text: '5.00' });
    // $1 with a linked card is 92 ₽; a Russian card keeps 460 ₽; a method asking $7, 644 ₽.
    const linked = { minimum: 1, maximum: 10_000 };
    expect(readPaymentAmount('92', { hasLinkedCard: true }, linked, roubles).ok).toBe(true);
    expect(readPaymentAmount('91', { hasLinkedCard: true }, linked, roubles).ok).toBe(false);
    const russian = { hasLinkedCard: true, cardCountry: 'RU' };
    expect(readPaymentAmount('400', russian, linked, roubles)).toMatchObject({
      message: { params: { minimum: `460${NBSP}₽` } },
    });
    expect(readPaymentAmount('600', noCard, { minimum: 7, maximum: 100 }, roubles)).toMatchObject({
      message: { params: { minimum: `644${NBSP}₽` } },
    });
  });

  test('the maximum is the largest rouble amount within the API maximum', () => {
    expect(readPaymentAmount('920000', noCard, limits, roubles)).toMatchObject({
      text: '10000.00',
    });
    expect(readPaymentAmount('920001', noCard, limits, roubles)).toEqual({
      ok: false,
      message: { key: 'billing:pay.amount.maximum', params: { maximum: `920${NBSP}000${NBSP}₽` } },
    });
  });
});
