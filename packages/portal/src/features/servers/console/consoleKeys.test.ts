import { describe, expect, test } from 'vitest';
import { KEY_BAR, keysymOfCharacter, textToKeystrokes } from './consoleKeys.ts';

describe('console keys', () => {
  test('the key bar is Esc, Tab, the four arrows and F1–F12 with their X11 keysyms', () => {
    expect(KEY_BAR.map((key) => key.id)).toEqual([
      'Esc',
      'Tab',
      'Left',
      'Up',
      'Down',
      'Right',
      ...Array.from({ length: 12 }, (_, index) => `F${index + 1}`),
    ]);
    const byId = Object.fromEntries(KEY_BAR.map((key) => [key.id, key]));
    expect(byId['Esc']).toMatchObject({ keysym: 0xff1b, code: 'Escape' });
    expect(byId['Left']).toMatchObject({ keysym: 0xff51, code: 'ArrowLeft' });
    expect(byId['Down']).toMatchObject({ keysym: 0xff54, code: 'ArrowDown' });
    expect(byId['F1']).toMatchObject({ keysym: 0xffbe, code: 'F1' });
    expect(byId['F12']).toMatchObject({ keysym: 0xffc9, code: 'F12' });
  });

  test('characters map to Latin-1 or Unicode keysyms; control characters to nothing', () => {
    expect(keysymOfCharacter('a')).toBe(0x61);
    expect(keysymOfCharacter('~')).toBe(0x7e);
    expect(keysymOfCharacter('é')).toBe(0xe9);
    expect(keysymOfCharacter('ж')).toBe(0x01000436);
    expect(keysymOfCharacter('中')).toBe(0x01004e2d);
    expect(keysymOfCharacter('😀')).toBe(0x0101f600);
    expect(keysymOfCharacter('\n')).toBe(0xff0d);
    expect(keysymOfCharacter('\t')).toBe(0xff09);
    expect(keysymOfCharacter('\u0007')).toBeUndefined();
    expect(keysymOfCharacter('\u0085')).toBeUndefined();
  });

  test('a pasted text becomes one keystroke per character; CRLF and CR are one Return', () => {
    const { keystrokes, skipped } = textToKeystrokes('ls -l\r\nw\rx\u0000');
    expect(keystrokes.map((key) => key.keysym)).toEqual([
      0x6c, 0x73, 0x20, 0x2d, 0x6c, 0xff0d, 0x77, 0xff0d, 0x78,
    ]);
    expect(keystrokes[5]).toEqual({ keysym: 0xff0d, code: 'Enter' });
    expect(skipped).toBe(1);
  });
});
