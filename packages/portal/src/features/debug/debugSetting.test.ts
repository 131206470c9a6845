import { afterEach, describe, expect, test } from 'vitest';
import {
  DEBUG_STORAGE_KEY,
  debugFromQuery,
  readDebugSetting,
  writeDebugSetting,
} from './debugSetting.ts';

afterEach(() => localStorage.clear());

describe('the debug setting', () => {
  test.each([
    ['?debug=1', true],
    ['?tab=2&debug=1', true],
    ['?debug=0', false],
    ['?debug=yes', undefined],
    ['', undefined],
  ])('%j → %s', (search, expected) => {
    expect(debugFromQuery(search)).toBe(expected);
  });

  test("is kept in localStorage as '1'", () => {
    expect(readDebugSetting(localStorage)).toBe(false);
    writeDebugSetting(localStorage, true);
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe('1');
    expect(readDebugSetting(localStorage)).toBe(true);
    writeDebugSetting(localStorage, false);
    expect(readDebugSetting(localStorage)).toBe(false);
  });

  test('storage that throws (disabled by privacy settings) reads as off', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readDebugSetting(blocked)).toBe(false);
    expect(() => writeDebugSetting(blocked, true)).not.toThrow();
  });
});
