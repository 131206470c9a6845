import { validatePassword } from '@cloud-portal/domain/validation';
import { describe, expect, test } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_ALPHABET,
  generatePassword,
  type RandomValues,
} from './generatePassword.ts';

/** Random values from a list, in order (then zeros). */
const scripted =
  (values: number[]): RandomValues =>
  (array) => {
    for (let index = 0; index < array.length; index += 1) array[index] = values.shift() ?? 0;
    return array;
  };

describe('generatePassword', () => {
  test('16 characters of the alphabet, with a capital, a small letter and a digit, valid by §5', () => {
    for (let round = 0; round < 200; round += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...password].every((char) => PASSWORD_ALPHABET.includes(char))).toBe(true);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(validatePassword(password)).toBeNull();
    }
  });

  test('no look-alike characters', () => {
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
  });

  test('values past the last whole multiple of the alphabet are drawn again (no modulo bias)', () => {
    const size = PASSWORD_ALPHABET.length;
    const limit = Math.floor(2 ** 32 / size) * size;
    // The first value is refused; the next ones map to A, a, 2 and then A again.
    const first = [limit, 0, PASSWORD_ALPHABET.indexOf('a'), PASSWORD_ALPHABET.indexOf('2')];
    const password = generatePassword(scripted([...first, ...Array.from({ length: 40 }, () => 0)]));
    expect(password.startsWith('Aa2A')).toBe(true);
  });

  test('draws again until the password has a capital, a small letter and a digit', () => {
    const capitalsOnly = Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => 0);
    const mixed = [0, PASSWORD_ALPHABET.indexOf('b'), PASSWORD_ALPHABET.indexOf('3')];
    const password = generatePassword(scripted([...capitalsOnly, ...mixed]));
    expect(password.startsWith('Ab3')).toBe(true);
  });
});
