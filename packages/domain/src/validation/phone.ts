import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: a phone number must start with '+' and a country code. We follow E.164: the
// country code starts with 1–9 and the whole number (country code included) has at most 15
// digits; at least 7, the shortest numbers in use (small island countries) with their country
// code. People type groups, so single spaces or dashes may separate digit groups, and one group
// after the country code may be in parentheses, as in '+7 (495) 123-45-67'.

/** Fewest digits of a phone number, country code included. */
export const PHONE_MIN_DIGITS = 7;

/** Most digits of a phone number, country code included (E.164). */
export const PHONE_MAX_DIGITS = 15;

/** Longer input is not a phone number (15 digits with separators fit well within it). */
const PHONE_MAX_INPUT = 40;

// Country code, then groups that each start with a separator; at most one parenthesised group,
// which may follow without a separator. Every group starts with a separator or '(', so a failing
// match cannot backtrack exponentially.
const PHONE_SHAPE = /^\+[1-9]\d*(?:[ -]\d+)*(?:[ -]?\(\d+\)\d*)?(?:[ -]\d+)*$/;

/**
 * Phone number (§5): `+`, a country code, then digits with optional single spaces or dashes
 * between groups (one group may be in parentheses); 7–15 digits in all (E.164).
 *
 * @example
 * validatePhone('+44 20 7946 0958'); // null
 * validatePhone('+7 (495) 123-45-67'); // null
 * validatePhone('8 495 123 45 67'); // { key: 'validation:phone' }
 * validatePhone('+1 23'); // { key: 'validation:phoneLength', params: { min: 7, max: 15 } }
 */
export function validatePhone(value: string): ValidationResult {
  const phone = value.trim();
  if (phone === '') return validationMessage('required');
  if (phone.length > PHONE_MAX_INPUT || !PHONE_SHAPE.test(phone)) {
    return validationMessage('phone');
  }
  const digits = phone.replace(/\D/g, '').length;
  return digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS
    ? validationMessage('phoneLength', { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS })
    : null;
}
