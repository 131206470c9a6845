import { describe, expect, test } from 'vitest';
import { validateNewName } from './names.ts';

describe('validateNewName (§5 "Name is already taken", "Can\'t use this name")', () => {
  const groups = { taken: ['web', 'db'], reserved: ['default', 'allow_all'] };

  test('taken', () => {
    expect(validateNewName('web', groups)).toEqual({ key: 'validation:nameTaken' });
    expect(validateNewName(' web ', groups)).toEqual({ key: 'validation:nameTaken' });
  });

  test('reserved wins over taken', () => {
    expect(validateNewName('default', { taken: ['default'], reserved: ['default'] })).toEqual({
      key: 'validation:nameForbidden',
    });
    expect(validateNewName('allow_all', groups)).toEqual({ key: 'validation:nameForbidden' });
  });

  test('free names pass; case matters unless ignoreCase', () => {
    expect(validateNewName('api', groups)).toBeNull();
    expect(validateNewName('Web', groups)).toBeNull();
    expect(validateNewName('Web', { ...groups, ignoreCase: true })).toEqual({
      key: 'validation:nameTaken',
    });
    expect(validateNewName('DEFAULT', { ...groups, ignoreCase: true })).toEqual({
      key: 'validation:nameForbidden',
    });
  });

  test('works with any iterable and without options', () => {
    expect(validateNewName('x', { taken: new Set(['x']) })).toEqual({
      key: 'validation:nameTaken',
    });
    expect(validateNewName('x')).toBeNull();
  });

  test('empty is required', () => {
    expect(validateNewName('  ', groups)).toEqual({ key: 'validation:required' });
  });
});
