import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current (false where `matchMedia` is missing:
 * tests, server rendering).
 * @example const narrow = useMediaQuery('(max-width: 859.98px)');
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  const snapshot = () => globalThis.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
