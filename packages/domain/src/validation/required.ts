import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: 'This is a required field.' and 'This is a required field and must be at least
// {0} characters.' (the i18n text uses the i18next placeholder {{min}}).

/**
 * Length in characters as a person counts them (Unicode code points, so an emoji or a CJK
 * character outside the BMP counts once).
 *
 * @example
 * characterCount('héllo'); // 5
 * characterCount('😀'); // 1
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _character of value) count += 1;
  return count;
}

/**
 * Required field (§5): a value that is empty or only whitespace is missing.
 *
 * @example
 * validateRequired('  '); // { key: 'validation:required' }
 * validateRequired('x'); // null
 */
export function validateRequired(value: string): ValidationResult {
  return value.trim() === '' ? validationMessage('required') : null;
}

/**
 * Required field with a minimum length (§5): missing or shorter than `min` characters (counted on
 * the trimmed value: spaces around a value do not make it long enough).
 *
 * @example
 * validateRequiredMin('abc', 10); // { key: 'validation:requiredMin', params: { min: 10 } }
 * validateRequiredMin('long enough', 10); // null
 */
export function validateRequiredMin(value: string, min: number): ValidationResult {
  return characterCount(value.trim()) < Math.max(min, 1)
    ? validationMessage('requiredMin', { min })
    : null;
}

/**
 * At most `max` characters (for optional text such as descriptions and names).
 *
 * @example
 * validateMaxLength('abcdef', 5); // { key: 'validation:maxLength', params: { max: 5 } }
 */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return characterCount(value) > max ? validationMessage('maxLength', { max }) : null;
}
