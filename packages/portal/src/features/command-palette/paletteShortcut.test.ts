import { describe, expect, test } from 'vitest';
import { isPaletteShortcut, type ShortcutKeyEvent } from './paletteShortcut.ts';

const press = (overrides: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  key: 'k',
  code: 'KeyK',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isPaletteShortcut', () => {
  test('Ctrl-K and ⌘-K', () => {
    expect(isPaletteShortcut(press({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ ctrlKey: true, key: 'K' }))).toBe(true); // Caps Lock
  });

  test('not K alone, nor with Alt or Shift, nor another letter', () => {
    expect(isPaletteShortcut(press({}))).toBe(false);
    expect(isPaletteShortcut(press({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(press({ ctrlKey: true, shiftKey: true, key: 'K' }))).toBe(false);
    expect(isPaletteShortcut(press({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
  });

  test('the K key of a Cyrillic layout counts; on a Latin layout the letter decides', () => {
    expect(isPaletteShortcut(press({ ctrlKey: true, key: 'л' }))).toBe(true);
    // Dvorak: the key at K's place types "t", and "k" sits elsewhere.
    expect(isPaletteShortcut(press({ ctrlKey: true, key: 't', code: 'KeyK' }))).toBe(false);
    expect(isPaletteShortcut(press({ ctrlKey: true, key: 'k', code: 'KeyV' }))).toBe(true);
  });
});
