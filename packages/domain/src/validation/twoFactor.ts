import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: a 2FA code has 6 digits; a recovery code has 8 characters. Authenticator
// apps show codes as '123 456' and people paste recovery codes as 'ab12-cd34', so spaces (and, in
// recovery codes, hyphens) are ignored. Recovery codes are ASCII letters and digits,
// case-insensitive; the normalisers give the form to send.

/**
 * The 6-digit code without spaces, as the API expects it.
 *
 * @example
 * normaliseTwoFactorCode(' 123 456 '); // '123456'
 */
export function normaliseTwoFactorCode(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * 2FA (TOTP) code (§5): exactly 6 digits, spaces ignored.
 *
 * @example
 * validateTwoFactorCode('123 456'); // null
 * validateTwoFactorCode('12345'); // { key: 'auth:validation.twoFactorCode' }
 */
export function validateTwoFactorCode(value: string): ValidationResult {
  const code = normaliseTwoFactorCode(value);
  if (code === '') return validationMessage('required');
  return /^[0-9]{6}$/.test(code) ? null : validationMessage('twoFactorCode');
}

/**
 * The recovery code without spaces and hyphens, lower-cased.
 *
 * @example
 * normaliseRecoveryCode('AB12-CD34'); // 'ab12cd34'
 */
export function normaliseRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * Recovery code (§5): exactly 8 ASCII letters or digits, any case, spaces and hyphens ignored.
 *
 * @example
 * validateRecoveryCode('ab12-cd34'); // null
 * validateRecoveryCode('ab12cd3'); // { key: 'auth:validation.recoveryCode' }
 */
export function validateRecoveryCode(value: string): ValidationResult {
  const code = normaliseRecoveryCode(value);
  if (code === '') return validationMessage('required');
  return /^[a-z0-9]{8}$/.test(code) ? null : validationMessage('recoveryCode');
}
