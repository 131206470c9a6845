import { describe, expect, test } from 'vitest';
import {
  COLOR_SCHEME_STORAGE_KEY,
  readColorSchemeChoice,
  resolveColorScheme,
  storeColorSchemeChoice,
} from './colorScheme.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('resolveColorScheme', () => {
  test('a fixed choice wins over the system', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
  test('system follows the system preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });
});

describe('the stored choice', () => {
  test('is remembered, and system forgets it', () => {
    const storage = memoryStorage();
    expect(readColorSchemeChoice(storage)).toBe('system');
    storeColorSchemeChoice(storage, 'dark');
    expect(storage.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(readColorSchemeChoice(storage)).toBe('dark');
    storeColorSchemeChoice(storage, 'system');
    expect(storage.items.has(COLOR_SCHEME_STORAGE_KEY)).toBe(false);
  });
  test('a stored value that is not a choice reads as system', () => {
    const storage = memoryStorage();
    storage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    expect(readColorSchemeChoice(storage)).toBe('system');
  });
  test('disabled storage reads as system and does not throw on write', () => {
    const denied = () => {
      throw new Error('denied');
    };
    expect(readColorSchemeChoice({ getItem: denied })).toBe('system');
    expect(() =>
      storeColorSchemeChoice({ setItem: denied, removeItem: denied }, 'dark'),
    ).not.toThrow();
  });
});
