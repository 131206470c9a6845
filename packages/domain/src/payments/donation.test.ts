import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { donationMethods, parseDonationAmount } from './donation.ts';

describe('parseDonationAmount', () => {
  test('reads whole and decimal amounts as two-decimal strings', () => {
    expect(parseDonationAmount('10')).toEqual({ ok: true, amount: '10.00' });
    expect(parseDonationAmount('10.5')).toEqual({ ok: true, amount: '10.50' });
    expect(parseDonationAmount(' 10,05 ')).toEqual({ ok: true, amount: '10.05' });
    expect(parseDonationAmount('1 000')).toEqual({ ok: true, amount: '1000.00' });
    expect(parseDonationAmount('7.')).toEqual({ ok: true, amount: '7.00' });
  });
  test('the bounds are 1.00 and 10000.00 inclusive', () => {
    expect(parseDonationAmount('1.00')).toEqual({ ok: true, amount: '1.00' });
    expect(parseDonationAmount('0.99')).toEqual({ ok: false, problem: 'min' });
    expect(parseDonationAmount('0')).toEqual({ ok: false, problem: 'min' });
    expect(parseDonationAmount('10000')).toEqual({ ok: true, amount: '10000.00' });
    expect(parseDonationAmount('10000.01')).toEqual({ ok: false, problem: 'max' });
  });
  test('empty input is missing, anything else unreadable is a format problem', () => {
    expect(parseDonationAmount('   ')).toEqual({ ok: false, problem: 'required' });
    for (const text of ['-5', 'ten', '10.123', '1e3', '$10', '10..0', '.5'])
      expect(parseDonationAmount(text)).toEqual({ ok: false, problem: 'format' });
  });
  test('whole units refuse decimals but accept .00', () => {
    expect(parseDonationAmount('500', { wholeUnits: true })).toEqual({
      ok: true,
      amount: '500.00',
    });
    expect(parseDonationAmount('500.00', { wholeUnits: true })).toEqual({
      ok: true,
      amount: '500.00',
    });
    expect(parseDonationAmount('500.5', { wholeUnits: true })).toEqual({
      ok: false,
      problem: 'format',
    });
  });
  test('property: every amount in cents within the bounds reads back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(parseDonationAmount(text)).toEqual({ ok: true, amount: text });
      }),
    );
  });
  test('property: never throws, and an accepted amount matches the API pattern and bounds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseDonationAmount(text);
        if (result.ok) {
          expect(result.amount).toMatch(/^[0-9]+\.[0-9]{2}$/);
          expect(Number(result.amount)).toBeGreaterThanOrEqual(1);
          expect(Number(result.amount)).toBeLessThanOrEqual(10_000);
        }
      }),
    );
  });
});

describe('donationMethods', () => {
  test('the Fast Payment System only for roubles, Webmoney WMZ only for dollars', () => {
    expect(donationMethods('rub')).toEqual([
      'card',
      'paypal',
      'alipay',
      'crypto',
      'fast_payment_system',
    ]);
    expect(donationMethods('usd')).toEqual(['card', 'paypal', 'alipay', 'webmoney_wmz', 'crypto']);
    expect(donationMethods('eur')).toEqual(['card', 'paypal', 'alipay', 'crypto']);
  });
});
