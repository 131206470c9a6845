import { describe, expect, test } from 'vitest';
import { isRetryableWithSameKey, PaymentAttempt } from './paymentAttempt.ts';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('PaymentAttempt', () => {
  test('one key per attempt, kept until the form changes', () => {
    const attempt = new PaymentAttempt(counter());
    expect(attempt.key()).toBe('key-1');
    expect(attempt.key()).toBe('key-1');
    attempt.renew();
    expect(attempt.key()).toBe('key-2');
  });

  test('a lost answer keeps the key for the retry; a final answer starts a new attempt', () => {
    const attempt = new PaymentAttempt(counter());
    attempt.key();
    for (const status of [0, 500, 502, 503, 504, 409]) {
      attempt.failed({ status });
      expect(attempt.key()).toBe('key-1');
    }
    attempt.failed({ status: 422 });
    expect(attempt.key()).toBe('key-2');
    attempt.failed({ status: 400 });
    expect(attempt.key()).toBe('key-3');
  });

  test('the default key is a random UUID', () => {
    const key = new PaymentAttempt().key();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new PaymentAttempt().key()).not.toBe(key);
  });

  test('which failures may have reached the server', () => {
    expect(isRetryableWithSameKey({ status: 0 })).toBe(true);
    expect(isRetryableWithSameKey({ status: 502 })).toBe(true);
    expect(isRetryableWithSameKey({ status: 400 })).toBe(false);
    expect(isRetryableWithSameKey({ status: 401 })).toBe(false);
  });
});
