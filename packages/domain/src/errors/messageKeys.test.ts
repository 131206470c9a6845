import { describe, expect, test } from 'vitest';
import { checkPaymentAmount } from '../payments/minimumPayment.ts';
import {
  ERROR_MESSAGE_KEYS,
  PRODUCT_API_ERROR_CODES,
  PRODUCT_API_ERROR_KEYS,
  productApiErrorKey,
} from './messageKeys.ts';

describe('error message keys', () => {
  test('productApiErrorKey maps a known code to its area and any other code under errors:api', () => {
    expect(productApiErrorKey('card_declined')).toBe('billing:payment.cardDeclined');
    expect(productApiErrorKey('totp_invalid')).toBe('auth:twoFactor.invalidCode');
    expect(productApiErrorKey('quota_exceeded')).toBe('servers:createErrors.quotaExceeded');
    expect(productApiErrorKey('server_locked')).toBe('errors:api.server_locked');
    // An inherited property name is a code like any other, not a key of the map.
    expect(productApiErrorKey('constructor')).toBe('errors:api.constructor');
  });

  test('every listed code has an area key, each key once', () => {
    expect(Object.keys(PRODUCT_API_ERROR_KEYS).sort()).toEqual([...PRODUCT_API_ERROR_CODES].sort());
    const keys = Object.values(PRODUCT_API_ERROR_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('every catalogue key is a namespaced key of an area (namespace:dotted.path)', () => {
    for (const key of Object.values(ERROR_MESSAGE_KEYS)) {
      expect(key).toMatch(/^(errors|billing|servers|auth|storage):[a-zA-Z]+\.[a-zA-Z0-9_]+$/);
    }
  });

  test('the catalogue uses the same key as the toast for the same product-API code', () => {
    expect(ERROR_MESSAGE_KEYS.cardDeclined).toBe(productApiErrorKey('card_declined'));
    expect(ERROR_MESSAGE_KEYS.promoNotFound).toBe(productApiErrorKey('coupon_not_found'));
    expect(ERROR_MESSAGE_KEYS.twoFactorInvalidCode).toBe(productApiErrorKey('totp_invalid'));
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
