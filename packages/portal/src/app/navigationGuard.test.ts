import { afterEach, describe, expect, test, vi } from 'vitest';
import { createNavigationGuard } from './navigationGuard.ts';

describe('createNavigationGuard', () => {
  test('asks only while a form is blocking, and each blocker releases once', () => {
    const ask = vi.fn(() => false);
    const guard = createNavigationGuard(ask);
    expect(guard.confirmLeave()).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    const release = guard.block();
    const other = guard.block();
    expect(guard.confirmLeave()).toBe(false);
    release();
    release(); // a second call must not release the other form
    expect(guard.blocked()).toBe(true);
    other();
    expect(guard.blocked()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  describe('back and forward', () => {
    let uninstall = () => undefined as void;
    afterEach(() => uninstall());

    /** A popstate as the browser sends it, and whether a later listener (the router) saw it. */
    const pop = (idx: number) => {
      const routerSaw = vi.fn();
      window.addEventListener('popstate', routerSaw, { once: true });
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx } }));
      window.removeEventListener('popstate', routerSaw);
      return routerSaw.mock.calls.length > 0;
    };

    test('staying keeps the event from the router and moves the history back', () => {
      const guard = createNavigationGuard(() => false);
      window.history.replaceState({ idx: 3 }, '');
      uninstall = guard.install(window);
      guard.shown();
      const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
      guard.block();
      expect(pop(2)).toBe(false); // back one entry: stopped
      expect(go).toHaveBeenCalledWith(1);
      // The browser's answer to our go(1) is ours too: not a navigation, not asked again.
      expect(pop(3)).toBe(false);
      go.mockRestore();
    });

    test('leaving lets the router have it; nothing blocked lets everything through', () => {
      const ask = vi.fn(() => true);
      const guard = createNavigationGuard(ask);
      window.history.replaceState({ idx: 5 }, '');
      uninstall = guard.install(window);
      guard.shown();
      expect(pop(4)).toBe(true);
      expect(ask).not.toHaveBeenCalled();
      guard.block();
      expect(pop(3)).toBe(true);
      expect(ask).toHaveBeenCalledTimes(1);
    });
  });
});
