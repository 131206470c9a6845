import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { expect, test } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY, PREFERS_DARK_QUERY } from './colorScheme.ts';
import {
  applyColorScheme,
  colorSchemeListener,
  type ColorSchemeEnvironment,
} from './colorSchemeListener.ts';
import { colorSchemeChosen, preferencesSlice } from './preferencesSlice.ts';

/** A system preference that tests can flip, with the MediaQueryList events the code listens to. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    listeners,
    matchMedia: (query: string) => {
      expect(query).toBe(PREFERS_DARK_QUERY);
      return media as unknown as MediaQueryList;
    },
    flip(dark: boolean) {
      prefersDark = dark;
      for (const listener of listeners) listener();
    },
  };
}

const environment = (
  system: ReturnType<typeof fakeSystem>,
): ColorSchemeEnvironment & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    root: document.createElement('html'),
    storage: {
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    matchMedia: system.matchMedia,
  };
};

test('system follows the system preference as it changes; a fixed choice does not', () => {
  const system = fakeSystem(false);
  const env = environment(system);
  const stop = applyColorScheme('system', env);
  expect(env.root.dataset.theme).toBe('light');
  system.flip(true);
  expect(env.root.dataset.theme).toBe('dark');
  stop();
  expect(system.listeners.size).toBe(0);

  applyColorScheme('light', env);
  system.flip(true);
  expect(env.root.dataset.theme).toBe('light');
});

test('choosing a scheme applies it, remembers it, and stops following the system', () => {
  const system = fakeSystem(true);
  const env = environment(system);
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: { preferences: preferencesSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
  colorSchemeListener(listeners, env, 'system');
  expect(env.root.dataset.theme).toBe('dark');

  store.dispatch(colorSchemeChosen('light'));
  expect(env.root.dataset.theme).toBe('light');
  expect(env.items.get(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  expect(system.listeners.size).toBe(0);
  system.flip(false);
  system.flip(true);
  expect(env.root.dataset.theme).toBe('light');

  store.dispatch(colorSchemeChosen('system'));
  expect(env.root.dataset.theme).toBe('dark');
  expect(env.items.has(COLOR_SCHEME_STORAGE_KEY)).toBe(false);
});
