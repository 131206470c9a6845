import { createContext, useContext, useEffect } from 'react';
import { createNavigationGuard, type NavigationGuard } from './navigationGuard.ts';

// Without a portal around (a component test with its own router) nothing is ever blocked.
const NavigationGuardContext = createContext<NavigationGuard>(createNavigationGuard(() => true));

/** Gives the screens the portal's navigation guard (PortalView sets it). */
export const NavigationGuardProvider = NavigationGuardContext.Provider;

/**
 * The portal's navigation guard (RouteEffects asks it before following a link).
 * @example const guard = useNavigationGuard();
 */
export function useNavigationGuard(): NavigationGuard {
  return useContext(NavigationGuardContext);
}

/**
 * Warns before leaving while `dirty` (a form with unsaved input): in-app links and back/forward
 * ask first, and reloading or closing the tab gets the browser's own prompt. Pass `false` once
 * the input is saved, before navigating away on success.
 * @example useUnsavedChangesWarning(form.formState.isDirty && !submitted);
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const guard = useNavigationGuard();
  useEffect(() => {
    if (!dirty) return;
    const release = guard.block();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs a value; the browser shows its own text.
      event.returnValue = '';
    };
    globalThis.addEventListener?.('beforeunload', onBeforeUnload);
    return () => {
      release();
      globalThis.removeEventListener?.('beforeunload', onBeforeUnload);
    };
  }, [dirty, guard]);
}
