import { describe, expect, test } from 'vitest';
import {
  VALIDATION_MESSAGE_NAMES,
  allowEmpty,
  firstProblem,
  validationMessage,
} from './messages.ts';
import { validatePhone } from './phone.ts';
import { validateRequired } from './required.ts';

describe('validationMessage', () => {
  test('prefixes the namespace and keeps params', () => {
    expect(validationMessage('requiredMin', { min: 10 })).toEqual({
      key: 'validation:requiredMin',
      params: { min: 10 },
    });
  });

  test('no params key when there are no params', () => {
    expect(validationMessage('required')).toStrictEqual({ key: 'validation:required' });
  });

  test('message names are unique', () => {
    expect(new Set(VALIDATION_MESSAGE_NAMES).size).toBe(VALIDATION_MESSAGE_NAMES.length);
  });
});

describe('firstProblem', () => {
  const short = (value: string) => (value.length < 3 ? validationMessage('maxLength') : null);

  test('returns the first failing validator, in order', () => {
    expect(firstProblem('', [validateRequired, short])).toEqual({ key: 'validation:required' });
    expect(firstProblem('ab', [validateRequired, short])).toEqual({ key: 'validation:maxLength' });
  });

  test('null when all pass, and for no validators', () => {
    expect(firstProblem('abc', [validateRequired, short])).toBeNull();
    expect(firstProblem('', [])).toBeNull();
  });
});

describe('allowEmpty', () => {
  test('empty and blank pass; other values are checked', () => {
    const optionalPhone = allowEmpty(validatePhone);
    expect(optionalPhone('')).toBeNull();
    expect(optionalPhone('   ')).toBeNull();
    expect(optionalPhone('12345')).toEqual({ key: 'validation:phone' });
    expect(optionalPhone('+44 20 7946 0958')).toBeNull();
  });
});
