import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Client checks that exist: card number with the Luhn check; an empty card is invalid. Card
// numbers (PANs, ISO/IEC 7812) have 12–19 digits; people type them in groups, so spaces and
// hyphens are ignored.

/** Fewest digits of a card number. */
export const CARD_NUMBER_MIN_DIGITS = 12;

/** Most digits of a card number. */
export const CARD_NUMBER_MAX_DIGITS = 19;

/**
 * Whether a string of digits passes the Luhn (mod 10) check.
 *
 * @example
 * passesLuhn('4242424242424242'); // true
 * passesLuhn('4242424242424241'); // false
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card number's digits without spaces and hyphens, as the payment gateway expects them.
 *
 * @example
 * normaliseCardNumber('4242 4242-4242 4242'); // '4242424242424242'
 */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * Card number (§5): 12–19 digits (spaces and hyphens ignored) passing the Luhn check. An empty
 * card is invalid (`validation:required`).
 *
 * @example
 * validateCardNumber('4242 4242 4242 4242'); // null
 * validateCardNumber('4242 4242 4242 4241'); // { key: 'billing:validation.cardNumber' }
 */
export function validateCardNumber(value: string): ValidationResult {
  const digits = normaliseCardNumber(value);
  if (digits === '') return validationMessage('required');
  const valid =
    /^\d+$/.test(digits) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits);
  return valid ? null : validationMessage('cardNumber');
}
