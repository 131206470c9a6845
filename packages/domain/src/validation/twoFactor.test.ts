import { describe, expect, test } from 'vitest';
import {
  normaliseRecoveryCode,
  normaliseTwoFactorCode,
  validateRecoveryCode,
  validateTwoFactorCode,
} from './twoFactor.ts';

describe('validateTwoFactorCode (§5 6 digits)', () => {
  test.each(['123456', '000000', '123 456', ' 123456 '])('%j is valid', (code) => {
    expect(validateTwoFactorCode(code)).toBeNull();
  });

  test.each(['12345', '1234567', '12345a', '١٢٣٤٥٦', '12-3456'])('%j is refused', (code) => {
    expect(validateTwoFactorCode(code)).toEqual({ key: 'auth:validation.twoFactorCode' });
  });

  test('empty is required; the normaliser drops spaces', () => {
    expect(validateTwoFactorCode(' ')).toEqual({ key: 'validation:required' });
    expect(normaliseTwoFactorCode(' 123 456 ')).toBe('123456');
  });
});

describe('validateRecoveryCode (§5 8 characters)', () => {
  test.each(['ab12cd34', 'AB12CD34', 'ab12-cd34', 'ab12 cd34', '12345678', 'abcdefgh'])(
    '%j is valid',
    (code) => {
      expect(validateRecoveryCode(code)).toBeNull();
    },
  );

  test.each(['ab12cd3', 'ab12cd345', 'ab12cd3!', 'аб12cd34', 'ab12_cd34'])(
    '%j is refused',
    (code) => {
      expect(validateRecoveryCode(code)).toEqual({ key: 'auth:validation.recoveryCode' });
    },
  );

  test('empty is required; the normaliser drops spaces and hyphens and lower-cases', () => {
    expect(validateRecoveryCode('--')).toEqual({ key: 'validation:required' });
    expect(normaliseRecoveryCode(' AB12-CD34 ')).toBe('ab12cd34');
  });
});
