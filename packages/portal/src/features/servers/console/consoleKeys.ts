// Keys the console sends for the user: the key bar (keys a browser keeps for itself or a laptop
// lacks) and text pasted as keystrokes. VNC carries keys as X11 keysyms (RFC 6143 §7.5.4); noVNC
// also sends the physical key's `KeyboardEvent.code` where the server understands it.

/** A key the console can press: its X11 keysym and its `KeyboardEvent.code`. */
export interface ConsoleKey {
  /** What the key bar shows and the i18n key suffix for its accessible name. */
  id: string;
  keysym: number;
  code: string;
}

/** X11 keysyms of the keys the console presses (keysymdef.h). */
export const KEYSYM = {
  BackSpace: 0xff08,
  Tab: 0xff09,
  Return: 0xff0d,
  Escape: 0xff1b,
  Left: 0xff51,
  Up: 0xff52,
  Right: 0xff53,
  Down: 0xff54,
  F1: 0xffbe,
} as const;

const functionKeys: ConsoleKey[] = Array.from({ length: 12 }, (_, index) => ({
  id: `F${index + 1}`,
  keysym: KEYSYM.F1 + index,
  code: `F${index + 1}`,
}));

/** The key bar, in display order: Esc, Tab, the arrows, F1–F12. */
export const KEY_BAR: readonly ConsoleKey[] = [
  { id: 'Esc', keysym: KEYSYM.Escape, code: 'Escape' },
  { id: 'Tab', keysym: KEYSYM.Tab, code: 'Tab' },
  { id: 'Left', keysym: KEYSYM.Left, code: 'ArrowLeft' },
  { id: 'Up', keysym: KEYSYM.Up, code: 'ArrowUp' },
  { id: 'Down', keysym: KEYSYM.Down, code: 'ArrowDown' },
  { id: 'Right', keysym: KEYSYM.Right, code: 'ArrowRight' },
  ...functionKeys,
];

/** The name of the key combination that restarts a PC, as printed on keycaps everywhere. */
export const CTRL_ALT_DEL = 'Ctrl-Alt-Del';

/** The most characters "Type it" sends at once: a long paste takes a while to type. */
export const MAX_TYPED_CHARACTERS = 4096;

/** A keystroke of typed text: the keysym, and the code where the key has a fixed one. */
export interface Keystroke {
  keysym: number;
  code: string;
}

/**
 * The keysym that types a character: Latin-1 characters are their code point, others
 * `0x01000000 + code point` (X11's Unicode keysyms); a newline is Return, a tab is Tab. Other
 * control characters type nothing (`undefined`).
 * @example keysymOfCharacter('a') // 0x61
 * @example keysymOfCharacter('ж') // 0x01000436
 */
export function keysymOfCharacter(character: string): number | undefined {
  const codePoint = character.codePointAt(0);
  if (codePoint === undefined) return undefined;
  if (character === '\n') return KEYSYM.Return;
  if (character === '\t') return KEYSYM.Tab;
  if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff))
    return codePoint;
  if (codePoint < 0x100 || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
  return 0x01000000 + codePoint;
}

/**
 * The keystrokes that type a text, one per character (Windows and old Mac line ends become one
 * Return each), and how many characters had no key and were left out.
 * @example textToKeystrokes('ls\n').keystrokes.map((key) => key.keysym) // [0x6c, 0x73, 0xff0d]
 */
export function textToKeystrokes(text: string): { keystrokes: Keystroke[]; skipped: number } {
  const keystrokes: Keystroke[] = [];
  let skipped = 0;
  for (const character of text.replace(/\r\n?/g, '\n')) {
    const keysym = keysymOfCharacter(character);
    if (keysym === undefined) {
      skipped += 1;
      continue;
    }
    const code = keysym === KEYSYM.Return ? 'Enter' : keysym === KEYSYM.Tab ? 'Tab' : '';
    keystrokes.push({ keysym, code });
  }
  return { keystrokes, skipped };
}
