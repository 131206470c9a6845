import { describe, expect, test } from 'vitest';
import {
  draftSearch,
  initialCurrency,
  readDraft,
  receiptEmailOk,
  safePaymentUrl,
} from './donation.ts';

describe('the pay-with URL', () => {
  test('a draft survives the round trip through the query string', () => {
    const draft = { amount: '25.50', currency: 'eur', method: 'paypal' } as const;
    expect(readDraft(new URLSearchParams(draftSearch(draft)))).toEqual(draft);
  });
  test('normalises a hand-typed amount', () => {
    expect(readDraft(new URLSearchParams('amount=7&currency=usd&method=card'))?.amount).toBe(
      '7.00',
    );
  });
  test('refuses missing or invalid parts', () => {
    for (const search of [
      '',
      'amount=10.00&currency=usd',
      'amount=0.10&currency=usd&method=card',
      'amount=10.00&currency=gbp&method=card',
      'amount=abc&currency=usd&method=card',
      'amount=10.00&currency=usd&method=cheque',
    ])
      expect(readDraft(new URLSearchParams(search))).toBeUndefined();
  });
  test('refuses a method the currency does not offer', () => {
    expect(
      readDraft(new URLSearchParams('amount=100.00&currency=usd&method=fast_payment_system')),
    ).toBeUndefined();
    expect(
      readDraft(new URLSearchParams('amount=100.00&currency=rub&method=fast_payment_system')),
    ).toEqual({ amount: '100.00', currency: 'rub', method: 'fast_payment_system' });
  });
});

test('initialCurrency takes a valid request, else the brand currency', () => {
  expect(initialCurrency('EUR', 'usd')).toBe('eur');
  expect(initialCurrency('gbp', 'rub')).toBe('rub');
  expect(initialCurrency(null, 'usd')).toBe('usd');
});

test('receiptEmailOk accepts empty or address-shaped input', () => {
  expect(receiptEmailOk('')).toBe(true);
  expect(receiptEmailOk('  ')).toBe(true);
  expect(receiptEmailOk('donor@example.com')).toBe(true);
  expect(receiptEmailOk('donor@')).toBe(false);
  expect(receiptEmailOk('not an email')).toBe(false);
});

describe('safePaymentUrl', () => {
  const origin = 'http://127.0.0.1:4710';
  test('allows same-origin paths and https providers', () => {
    expect(safePaymentUrl('/sandbox/pay/abc', origin)).toBe(`${origin}/sandbox/pay/abc`);
    expect(safePaymentUrl('https://pay.example.com/c/1', origin)).toBe(
      'https://pay.example.com/c/1',
    );
  });
  test('refuses scripts and plain http elsewhere', () => {
    expect(safePaymentUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(safePaymentUrl('http://evil.example/pay', origin)).toBeUndefined();
    expect(safePaymentUrl('//evil.example/pay', origin)).toBeUndefined();
  });
});
