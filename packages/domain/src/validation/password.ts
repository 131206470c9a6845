import { validationMessage, type ValidationResult } from './messages.ts';
import { characterCount } from './required.ts';

// §5 Field messages: a password has at least 10 characters, and both entries must match. Two
// rules, so the form can show each under its own field. Characters are counted as code points;
// spaces count (pass phrases), and the password is never trimmed.

/** Fewest characters of a password (§5). */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * Password (§5): at least 10 characters. Empty answers `validation:required`.
 *
 * @example
 * validatePassword('correct horse'); // null
 * validatePassword('short'); // { key: 'auth:validation.passwordTooShort', params: { min: 10 } }
 */
export function validatePassword(value: string): ValidationResult {
  if (value === '') return validationMessage('required');
  return characterCount(value) < PASSWORD_MIN_LENGTH
    ? validationMessage('passwordTooShort', { min: PASSWORD_MIN_LENGTH })
    : null;
}

/**
 * Password confirmation (§5): the second entry must equal the first exactly. Empty answers
 * `validation:required`.
 *
 * @example
 * validatePasswordConfirmation('correct horse', 'correct horse'); // null
 * validatePasswordConfirmation('correct horse', 'correct horse '); // { key: 'auth:validation.passwordMismatch' }
 */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult {
  if (confirmation === '') return validationMessage('required');
  return password === confirmation ? null : validationMessage('passwordMismatch');
}
