/** localStorage key of the debug setting: `'1'` shows the debug toast (§2 Global UI). */
export const DEBUG_STORAGE_KEY = 'cloud-portal.debug';

/**
 * What the URL says about the debug setting: `?debug=1` turns it on, `?debug=0` off, anything
 * else leaves it as stored.
 * @example debugFromQuery('?debug=1') // true
 */
export function debugFromQuery(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('debug');
  if (value === '1') return true;
  if (value === '0') return false;
  return undefined;
}

/**
 * Whether the debug setting is on in `storage`.
 * @example readDebugSetting(localStorage) // false until ?debug=1 was visited
 */
export function readDebugSetting(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(DEBUG_STORAGE_KEY) === '1';
  } catch {
    return false; // storage disabled: only ?debug=1 on the page itself shows it
  }
}

/**
 * Stores the debug setting (kept across visits, in this browser only).
 * @example writeDebugSetting(localStorage, true);
 */
export function writeDebugSetting(storage: Storage | undefined, enabled: boolean): void {
  try {
    if (enabled) storage?.setItem(DEBUG_STORAGE_KEY, '1');
    else storage?.removeItem(DEBUG_STORAGE_KEY);
  } catch {
    // storage disabled: the setting lasts for this page
  }
}
