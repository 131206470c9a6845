import { describe, expect, test } from 'vitest';
import { validatePassword, validatePasswordConfirmation } from './password.ts';

describe('validatePassword (§5 at least 10 characters)', () => {
  test('10 characters pass, 9 do not', () => {
    expect(validatePassword('a'.repeat(10))).toBeNull();
    expect(validatePassword('a'.repeat(9))).toEqual({
      key: 'auth:validation.passwordTooShort',
      params: { min: 10 },
    });
  });

  test('spaces count and are not trimmed; characters are code points', () => {
    expect(validatePassword('          ')).toBeNull();
    expect(validatePassword('😀'.repeat(9))).not.toBeNull();
    expect(validatePassword('пароль1234')).toBeNull();
  });

  test('empty is required', () => {
    expect(validatePassword('')).toEqual({ key: 'validation:required' });
  });
});

describe('validatePasswordConfirmation (§5 both entries must match)', () => {
  test('match exactly', () => {
    expect(validatePasswordConfirmation('correct horse', 'correct horse')).toBeNull();
  });

  test.each(['correct horse ', 'Correct horse', 'correct hors'])(
    '%j does not match',
    (confirmation) => {
      expect(validatePasswordConfirmation('correct horse', confirmation)).toEqual({
        key: 'auth:validation.passwordMismatch',
      });
    },
  );

  test('empty confirmation is required', () => {
    expect(validatePasswordConfirmation('correct horse', '')).toEqual({
      key: 'validation:required',
    });
  });
});
