/**
 * Warns before leaving a form with unsaved input (issue 12). Forms register while they are dirty
 * (`useUnsavedChangesWarning`); the guard is asked before any way out of the page:
 * - in-app links: `RouteEffects`' click listener asks `confirmLeave()`;
 * - back and forward: a `popstate` listener installed before the router's own (`install`) stops
 *   the event from reaching the router when the user stays, and moves the history back;
 * - reload, closing the tab, another site: the browser's own `beforeunload` prompt.
 * Declarative React Router has no blocker of its own (the data router's `useBlocker` is this,
 * at 16 KB gzip more for the whole router).
 */
export interface NavigationGuard {
  /** Registers a form with unsaved input; returns the function that releases it. */
  block(): () => void;
  /** Whether some form has unsaved input. */
  blocked(): boolean;
  /** True when nothing is blocked or the user agrees to leave (one question per attempt). */
  confirmLeave(): boolean;
  /** Called after each navigation has rendered: notes which history entry is on screen. */
  shown(): void;
  /**
   * Listens for back/forward before the router does (call before the router mounts); returns the
   * function that stops listening.
   */
  install(target: Window): () => void;
}

/** How the guard asks: `window.confirm` with the translated question, by default. */
export type LeaveQuestion = () => boolean;

/** The history index React Router keeps in `history.state.idx`, if any. */
function historyIndex(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { idx } = state as { idx?: unknown };
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Creates the guard of one portal.
 * @example
 * const guard = createNavigationGuard(() => window.confirm(t('unsavedChanges.confirm')));
 * guard.install(window);
 */
export function createNavigationGuard(ask: LeaveQuestion): NavigationGuard {
  let blockers = 0;
  let shownIndex: () => void = () => undefined;
  const blocked = () => blockers > 0;
  const confirmLeave = () => !blocked() || ask();
  return {
    block() {
      blockers += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        blockers -= 1;
      };
    },
    blocked,
    confirmLeave,
    shown: () => shownIndex(),
    install(target) {
      let index = historyIndex(target.history.state);
      // The move back we make ourselves after the user chose to stay: not a navigation.
      let restoring = false;
      const onPopState = (event: PopStateEvent) => {
        const next = historyIndex(event.state);
        if (restoring) {
          restoring = false;
          event.stopImmediatePropagation();
          return;
        }
        if (blocked() && index !== undefined && next !== undefined && next !== index) {
          if (!confirmLeave()) {
            event.stopImmediatePropagation();
            restoring = true;
            target.history.go(index - next);
            return;
          }
        }
        index = next;
      };
      // Kept current by the router's rendering (`shown`), so it is the page on screen.
      shownIndex = () => {
        index = historyIndex(target.history.state);
      };
      target.addEventListener('popstate', onPopState);
      return () => {
        target.removeEventListener('popstate', onPopState);
        shownIndex = () => undefined;
      };
    },
  };
}
