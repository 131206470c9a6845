/** What the visitor chose: follow the system, or a fixed scheme. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

/** The scheme applied to the page (`data-theme` on `<html>`, read by the ui tokens). */
export type ColorScheme = 'light' | 'dark';

/**
 * localStorage key of the visitor's choice (a preference, not a secret). The brand apps' boot
 * script (`THEME_INIT_SCRIPT` of `@cloud-portal/vite-config/theme-init`, loaded in <head>) reads
 * the same key to set `data-theme` before the first paint; colorScheme.test.ts runs it against
 * this one, so change both together.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'cloud-portal.color-scheme';

/** The media query of the system's dark preference. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether a value is a colour-scheme choice. */
export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The stored choice, or `system` when there is none (or storage is disabled). */
export function readColorSchemeChoice(
  storage: Pick<Storage, 'getItem'> | undefined,
): ColorSchemeChoice {
  try {
    const stored = storage?.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isColorSchemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage disabled: follow the system
  }
}

/** Remembers the choice; `system` removes it. */
export function storeColorSchemeChoice(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  choice: ColorSchemeChoice,
): void {
  try {
    if (choice === 'system') storage?.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else storage?.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/**
 * The scheme to show: the choice, or the system's preference when the choice is `system`.
 * @example resolveColorScheme('system', true) // 'dark'
 */
export function resolveColorScheme(
  choice: ColorSchemeChoice,
  systemPrefersDark: boolean,
): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
