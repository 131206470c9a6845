import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PAGE_LIFETIME_MS,
  paymentPageExpired,
  paymentPageExpiresAt,
  testCardDecline,
} from './declines.ts';

// The sandbox bank's declines as pure rules: the test cards and the payment page's lifetime.

const CREATED = '2026-11-21T10:00:00.000Z';

describe('the payment page’s lifetime (decline code expired)', () => {
  it('is an hour after the payment was made', () => {
    expect(PAYMENT_PAGE_LIFETIME_MS).toBe(3_600_000);
    expect(paymentPageExpiresAt(CREATED).toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });

  it('lapses at its expiry time, not a millisecond before', () => {
    expect(paymentPageExpired(CREATED, new Date(CREATED))).toBe(false);
    expect(paymentPageExpired(CREATED, new Date('2026-11-21T10:59:59.999Z'))).toBe(false);
    expect(paymentPageExpired(CREATED, new Date('2026-11-21T11:00:00.000Z'))).toBe(true);
    expect(paymentPageExpired(CREATED, new Date('2026-11-28T10:00:00.000Z'))).toBe(true);
  });
});

describe('testCardDecline', () => {
  it('declines the listed test cards with their code and pays any other number', () => {
    expect(testCardDecline('4000000000000069')?.code).toBe('expired_card');
    expect(testCardDecline('4242424242424242')).toBeUndefined();
  });
});
