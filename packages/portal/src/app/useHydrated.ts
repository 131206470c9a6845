import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders on the server or hydrates prerendered HTML, true afterwards (and from
 * the start of a fresh client render). Client-only state (a choice kept in localStorage) is shown
 * only once hydrated, so the hydrating render matches the prerendered HTML exactly.
 * @example const value = useHydrated() ? storedChoice : 'system';
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
