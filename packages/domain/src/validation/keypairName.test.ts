import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateKeypairName } from './keypairName.ts';

describe('validateKeypairName (§5 alphanumerics, spaces and dashes only)', () => {
  test.each(['laptop', 'work laptop-2', 'KEY-2024', '1', 'a b c'])('%j is valid', (name) => {
    expect(validateKeypairName(name)).toBeNull();
  });

  test.each(['my_key', 'key.pub', 'ключ', 'key!', 'a/b', 'tab\there', 'emoji😀'])(
    '%j is refused',
    (name) => {
      expect(validateKeypairName(name)).toEqual({ key: 'servers:validation.keypairName' });
    },
  );

  test('empty or blank is required', () => {
    expect(validateKeypairName('')).toEqual({ key: 'validation:required' });
    expect(validateKeypairName('   ')).toEqual({ key: 'validation:required' });
  });

  test('at most 255 characters (Nova)', () => {
    expect(validateKeypairName('a'.repeat(255))).toBeNull();
    expect(validateKeypairName('a'.repeat(256))).toEqual({
      key: 'validation:maxLength',
      params: { max: 255 },
    });
  });

  test('property: names over [A-Za-z0-9 -] with a letter pass', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9 -]{0,40}$/),
        fc.stringMatching(/^[A-Za-z]$/),
        (rest, letter) => {
          expect(validateKeypairName(letter + rest)).toBeNull();
        },
      ),
    );
  });
});
