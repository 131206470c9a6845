import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateAlphabetic } from './alphabetic.ts';

describe('validateAlphabetic (§5 "only alphabetic characters")', () => {
  test.each([
    'Anna',
    'Иванов',
    '王芳',
    'José',
    'Zoë',
    'Ng',
    'Анна-Мария',
    "O'Brien",
    'O’Neil',
    'Mary Ann',
    'हिन्दी',
    'Jose\u0301',
  ])('%s passes', (name) => {
    expect(validateAlphabetic(name)).toBeNull();
  });

  test.each([
    'R2D2',
    'Anna!',
    'a_b',
    'Anna  Maria',
    'Anna-',
    '-Anna',
    'A--B',
    "'",
    'Ann😀',
    'a.b',
    ' Anna',
  ])('%j fails', (name) => {
    expect(validateAlphabetic(name)).toEqual({ key: 'validation:alphabetic' });
  });

  test('empty is required', () => {
    expect(validateAlphabetic('')).toEqual({ key: 'validation:required' });
    expect(validateAlphabetic('  ')).toEqual({ key: 'validation:required' });
  });

  test('property: any string with a digit fails', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 9 }),
        fc.string(),
        (before, digit, after) => {
          expect(validateAlphabetic(`${before}${String(digit)}${after}`)).not.toBeNull();
        },
      ),
    );
  });
});
