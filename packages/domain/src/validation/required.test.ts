import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  characterCount,
  validateMaxLength,
  validateRequired,
  validateRequiredMin,
} from './required.ts';

describe('validateRequired (§5 "This is a required field.")', () => {
  test.each(['', ' ', '\t\n', '\u00a0'])('%j is missing', (value) => {
    expect(validateRequired(value)).toEqual({ key: 'validation:required' });
  });

  test.each(['a', ' a ', '0', '—'])('%j is given', (value) => {
    expect(validateRequired(value)).toBeNull();
  });
});

describe('validateRequiredMin (§5 "… at least {0} characters.")', () => {
  test('shorter than min, with min as a param', () => {
    expect(validateRequiredMin('abc', 10)).toEqual({
      key: 'validation:requiredMin',
      params: { min: 10 },
    });
    expect(validateRequiredMin('', 3)).toEqual({
      key: 'validation:requiredMin',
      params: { min: 3 },
    });
  });

  test('exactly min is enough; one less is not', () => {
    expect(validateRequiredMin('a'.repeat(10), 10)).toBeNull();
    expect(validateRequiredMin('a'.repeat(9), 10)).not.toBeNull();
  });

  test('spaces around do not count', () => {
    expect(validateRequiredMin('   abc    ', 5)).not.toBeNull();
  });

  test('characters, not UTF-16 units: 2 emoji are 2 characters', () => {
    expect(validateRequiredMin('😀😀', 3)).not.toBeNull();
    expect(validateRequiredMin('😀😀😀', 3)).toBeNull();
  });

  test('min 0 still means required', () => {
    expect(validateRequiredMin(' ', 0)).not.toBeNull();
    expect(validateRequiredMin('x', 0)).toBeNull();
  });
});

describe('validateMaxLength', () => {
  test('over max fails with max as a param', () => {
    expect(validateMaxLength('abcdef', 5)).toEqual({
      key: 'validation:maxLength',
      params: { max: 5 },
    });
    expect(validateMaxLength('abcde', 5)).toBeNull();
    expect(validateMaxLength('', 0)).toBeNull();
  });
});

describe('characterCount', () => {
  test('counts code points', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('héllo')).toBe(5);
    expect(characterCount('𠀋')).toBe(1);
  });

  test('property: equals the number of code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(characterCount(value)).toBe(Array.from(value).length);
      }),
    );
  });
});
