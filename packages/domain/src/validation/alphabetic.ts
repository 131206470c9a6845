import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: 'This field has to contain only alphabetic characters.' Used for personal
// names, so "alphabetic" means letters of any script (Unicode \p{L}, with combining marks \p{M}
// for decomposed accents and Indic vowel signs): Иванов, 王芳 and José pass. Real names also hold
// a space, hyphen or apostrophe between letters (Анна-Мария, O'Brien, Mary Ann), so a single one
// of those is allowed between letters; digits, other punctuation and emoji are not.

const ALPHABETIC_NAME = /^[\p{L}\p{M}]+(?:[ \-'’][\p{L}\p{M}]+)*$/u;

/**
 * Alphabetic only (§5): letters of any script, with single spaces, hyphens or apostrophes between
 * letters. An empty value answers `validation:required`.
 *
 * @example
 * validateAlphabetic('Анна-Мария'); // null
 * validateAlphabetic('R2D2'); // { key: 'validation:alphabetic' }
 */
export function validateAlphabetic(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  return ALPHABETIC_NAME.test(value.normalize('NFC')) ? null : validationMessage('alphabetic');
}
