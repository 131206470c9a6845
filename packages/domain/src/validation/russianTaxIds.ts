import { validationMessage, type ValidationResult } from './messages.ts';

// §3 Form store: company name, address, inn, kpp. A Russian taxpayer number (ИНН) has 10 digits
// for a company and 12 for a person (a sole trader, ИП); its last digit(s) are check digits: the
// weighted sum of the digits before, mod 11, mod 10 (the Federal Tax Service's rule). A KPP (the
// registration reason code of a company's office) has 9 characters: 4 digits (tax office), 2
// digits or capital Latin letters (reason), 3 digits (sequence). Sole traders have no KPP.

/** Who holds an INN: a company (10 digits) or a sole trader (12 digits). */
export type TaxpayerKind = 'company' | 'soleTrader';

/** Digits of an INN by kind. */
export const INN_LENGTH: Readonly<Record<TaxpayerKind, number>> = {
  company: 10,
  soleTrader: 12,
};

/** Characters of a KPP. */
export const KPP_LENGTH = 9;

const COMPANY_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/**
 * Whether the check digits of an INN of 10 or 12 digits are right (other input: false).
 *
 * @example
 * innChecksumValid('7707083893'); // true
 * innChecksumValid('7707083894'); // false
 */
export function innChecksumValid(inn: string): boolean {
  if (!/^(?:\d{10}|\d{12})$/.test(inn)) return false;
  const digits = [...inn].map(Number);
  if (digits.length === 10) return checkDigit(digits, COMPANY_WEIGHTS) === digits[9];
  return (
    checkDigit(digits, PERSON_WEIGHTS_11) === digits[10] &&
    checkDigit(digits, PERSON_WEIGHTS_12) === digits[11]
  );
}

/**
 * INN of a company (10 digits) or a sole trader (12 digits), with its check digits; surrounding
 * spaces ignored.
 *
 * @example
 * validateInn('7707083893', 'company'); // null
 * validateInn('7707083893', 'soleTrader'); // { key: 'account:info.validation.innLength', params: { length: 12 } }
 * validateInn('7707083894', 'company'); // { key: 'account:info.validation.innChecksum' }
 */
export function validateInn(value: string, kind: TaxpayerKind): ValidationResult {
  const inn = value.trim();
  if (inn === '') return validationMessage('required');
  const length = INN_LENGTH[kind];
  if (inn.length !== length || !/^\d+$/.test(inn))
    return validationMessage('innLength', { length });
  return innChecksumValid(inn) ? null : validationMessage('innChecksum');
}

/**
 * KPP of a company: 9 characters, `NNNNPPNNN` where `PP` are digits or capital Latin letters;
 * surrounding spaces ignored.
 *
 * @example
 * validateKpp('773601001'); // null
 * validateKpp('7736010'); // { key: 'account:info.validation.kpp' }
 */
export function validateKpp(value: string): ValidationResult {
  const kpp = value.trim();
  if (kpp === '') return validationMessage('required');
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp) ? null : validationMessage('kpp');
}
