/** What {@link isPaletteShortcut} reads of a key press. */
export type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/**
 * Whether a key press is the palette's shortcut, Ctrl-K or ⌘-K (either modifier on every
 * platform, without Alt or Shift). On a layout without Latin letters (Russian: the key prints
 * "л") the physical K key counts; on a Latin layout the letter does, wherever it sits (Dvorak).
 * @example isPaletteShortcut({ key: 'k', code: 'KeyK', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }) // true
 * @example isPaletteShortcut({ key: 'л', code: 'KeyK', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }) // true
 */
export function isPaletteShortcut(event: ShortcutKeyEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  if (event.key === 'k' || event.key === 'K') return true;
  return event.code === 'KeyK' && !/^[a-z]$/i.test(event.key);
}

/**
 * Whether the visitor is on a Mac, iPhone or iPad, whose keyboards say ⌘ rather than Ctrl (only
 * the hint differs: both shortcuts work everywhere).
 * @example isApplePlatform() // true in Safari on macOS
 */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}
