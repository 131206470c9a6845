import { describe, expect, test } from 'vitest';
import {
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGE_NAMES,
  allowEmpty,
  firstProblem,
  validationMessage,
} from './messages.ts';
import { validatePhone } from './phone.ts';
import { validateRequired } from './required.ts';

describe('validationMessage', () => {
  test('a general field message is in the validation namespace and keeps params', () => {
    expect(validationMessage('requiredMin', { min: 10 })).toEqual({
      key: 'validation:requiredMin',
      params: { min: 10 },
    });
  });

  test('no params key when there are no params', () => {
    expect(validationMessage('required')).toStrictEqual({ key: 'validation:required' });
  });

  test('an area message gets the key of its area', () => {
    expect(validationMessage('dnsNameDot')).toStrictEqual({ key: 'dns:validation.nameDot' });
    expect(validationMessage('containerNameLength', { min: 3, max: 63 })).toStrictEqual({
      key: 'storage:validation.containerNameLength',
      params: { min: 3, max: 63 },
    });
  });

  test('message names are unique and each has its own key', () => {
    expect(new Set(VALIDATION_MESSAGE_NAMES).size).toBe(VALIDATION_MESSAGE_NAMES.length);
    expect(Object.keys(VALIDATION_MESSAGE_KEYS).sort()).toEqual(
      [...VALIDATION_MESSAGE_NAMES].sort(),
    );
    const keys = Object.values(VALIDATION_MESSAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
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
