import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  PREFERS_DARK_QUERY,
  resolveColorScheme,
  storeColorSchemeChoice,
  type ColorSchemeChoice,
} from './colorScheme.ts';
import { colorSchemeChosen } from './preferencesSlice.ts';

/** Where the colour scheme is applied and remembered (the browser's, or fakes in tests). */
export interface ColorSchemeEnvironment {
  /** The element that carries `data-theme` (the document element). */
  root: HTMLElement;
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined;
  /** `window.matchMedia`, when the platform has it. */
  matchMedia?: (query: string) => MediaQueryList;
}

/**
 * Applies a choice to the page: `data-theme` from the choice or, for `system`, from the system's
 * preference (re-applied whenever the system switches).
 * @returns a function that stops following the system.
 */
export function applyColorScheme(
  choice: ColorSchemeChoice,
  environment: ColorSchemeEnvironment,
): () => void {
  const media = environment.matchMedia?.(PREFERS_DARK_QUERY);
  const apply = () => {
    environment.root.dataset.theme = resolveColorScheme(choice, media?.matches ?? false);
  };
  apply();
  if (choice !== 'system' || !media) return () => undefined;
  media.addEventListener('change', apply);
  return () => media.removeEventListener('change', apply);
}

/**
 * Applies the initial choice and registers the reaction to `colorSchemeChosen`: remember the
 * choice and apply it to the page.
 */
export function colorSchemeListener(
  listeners: ListenerMiddlewareInstance,
  environment: ColorSchemeEnvironment,
  initial: ColorSchemeChoice,
): void {
  let stopFollowingSystem = applyColorScheme(initial, environment);
  listeners.startListening({
    actionCreator: colorSchemeChosen,
    effect: (action) => {
      storeColorSchemeChoice(environment.storage, action.payload);
      stopFollowingSystem();
      stopFollowingSystem = applyColorScheme(action.payload, environment);
    },
  });
}
