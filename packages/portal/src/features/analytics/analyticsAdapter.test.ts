import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsAdapter } from './analyticsAdapter.ts';

const environment = () => ({
  console: { info: vi.fn() },
  window: {} as { dataLayer?: unknown[] },
});

describe('createAnalyticsAdapter', () => {
  it('reports nothing with none', () => {
    const env = environment();
    createAnalyticsAdapter('none', env).goal('sign_up');
    expect(env.console.info).not.toHaveBeenCalled();
    expect(env.window.dataLayer).toBeUndefined();
  });

  it('logs each goal with debug', () => {
    const env = environment();
    createAnalyticsAdapter('debug', env).goal('success_payment');
    expect(env.console.info).toHaveBeenCalledExactlyOnceWith('[analytics] goal', 'success_payment');
  });

  it('pushes events to dataLayer, creating it once and keeping what a tag manager queued', () => {
    const env = environment();
    env.window.dataLayer = [{ event: 'gtm.js' }];
    const adapter = createAnalyticsAdapter('dataLayer', env);
    adapter.goal('try_payment');
    adapter.goal('add_service');
    expect(env.window.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'try_payment' },
      { event: 'add_service' },
    ]);
    const fresh = environment();
    createAnalyticsAdapter('dataLayer', fresh).goal('delete_service');
    expect(fresh.window.dataLayer).toEqual([{ event: 'delete_service' }]);
  });

  it('adds the console log to the brand adapter when the debug setting is on', () => {
    const env = environment();
    createAnalyticsAdapter('dataLayer', env, true).goal('sign_up');
    expect(env.window.dataLayer).toEqual([{ event: 'sign_up' }]);
    expect(env.console.info).toHaveBeenCalledExactlyOnceWith('[analytics] goal', 'sign_up');
    const debugged = environment();
    createAnalyticsAdapter('debug', debugged, true).goal('sign_up');
    expect(debugged.console.info).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a window (server-side prerender)', () => {
    const env = { console: { info: vi.fn() }, window: undefined };
    expect(() => createAnalyticsAdapter('dataLayer', env).goal('sign_up')).not.toThrow();
  });
});
