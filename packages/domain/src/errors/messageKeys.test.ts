import { describe, expect, test } from 'vitest';
import { checkPaymentAmount } from '../payments/minimumPayment.ts';
import { ERROR_MESSAGE_KEYS, PRODUCT_API_ERROR_CODES, productApiErrorKey } from './messageKeys.ts';

describe('error message keys', () => {
  test('productApiErrorKey puts the code under errors:api', () => {
    expect(productApiErrorKey('card_declined')).toBe('errors:api.card_declined');
  });

  test('every catalogue key lives in the errors namespace', () => {
    for (const key of Object.values(ERROR_MESSAGE_KEYS)) {
      expect(key).toMatch(/^errors:[a-zA-Z]+\.[a-zA-Z0-9_]+$/);
    }
  });

  test('catalogue keys under api name a listed product-API code', () => {
    const apiKeys = Object.values(ERROR_MESSAGE_KEYS).filter((key) =>
      key.startsWith('errors:api.'),
    );
    expect(apiKeys.length).toBeGreaterThan(0);
    for (const key of apiKeys) {
      expect(PRODUCT_API_ERROR_CODES).toContain(key.slice('errors:api.'.length));
    }
  });

  test('codes are unique snake_case identifiers', () => {
    expect(new Set(PRODUCT_API_ERROR_CODES).size).toBe(PRODUCT_API_ERROR_CODES.length);
    for (const code of PRODUCT_API_ERROR_CODES) expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  test('the payment form messages are in the catalogue', () => {
    expect(checkPaymentAmount(0, { hasLinkedCard: false })?.key).toBe(
      ERROR_MESSAGE_KEYS.paymentInvalidAmount,
    );
    expect(checkPaymentAmount(1, { hasLinkedCard: false })?.key).toBe(
      ERROR_MESSAGE_KEYS.paymentBelowMinimum,
    );
  });
});
