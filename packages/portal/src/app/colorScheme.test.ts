import { THEME_INIT_SCRIPT, THEME_INIT_STORAGE_KEY } from '@cloud-portal/vite-config/theme-init';
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

describe('the boot script in <head> (/assets/theme-init-*.js of every brand app)', () => {
  /** Runs the script with its two globals replaced by fakes; returns the data-theme it set. */
  const runBootScript = (storage: Pick<Storage, 'getItem'>): string | undefined => {
    const attributes = new Map<string, string>();
    const fakeDocument = {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    // Runs the real shipped source, with its two globals as parameters.
    new Function('localStorage', 'document', THEME_INIT_SCRIPT)(storage, fakeDocument);
    return attributes.get('data-theme');
  };

  test('reads the choice that storeColorSchemeChoice wrote, under the same key', () => {
    for (const choice of ['light', 'dark'] as const) {
      const storage = memoryStorage();
      storeColorSchemeChoice(storage, choice);
      expect(runBootScript(storage)).toBe(choice);
    }
    expect(THEME_INIT_STORAGE_KEY).toBe(COLOR_SCHEME_STORAGE_KEY);
  });

  test('leaves the page to the system without a choice, with junk, or without storage', () => {
    const storage = memoryStorage();
    storeColorSchemeChoice(storage, 'system');
    expect(runBootScript(storage)).toBeUndefined();
    storage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    expect(runBootScript(storage)).toBeUndefined();
    expect(
      runBootScript({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeUndefined();
  });
});
