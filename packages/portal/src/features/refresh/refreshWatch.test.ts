import { describe, expect, test } from 'vitest';
import {
  initialRefreshWatch,
  refreshCancelled,
  refreshKeyReceived,
  refreshReloadRequested,
  refreshToastClosed,
  type RefreshWatch,
} from './refreshWatch.ts';

const T0 = 1_000_000;
const loaded = refreshKeyReceived(initialRefreshWatch, 'v1', T0);
const counting = refreshKeyReceived(loaded, 'v2', T0 + 20_000);

describe('refreshKeyReceived (§4 Refresh flow)', () => {
  test('the first key is the key at load, and no countdown starts for it', () => {
    expect(loaded).toEqual({ ...initialRefreshWatch, baseline: 'v1' });
    expect(refreshKeyReceived(loaded, 'v1', T0 + 20_000)).toBe(loaded);
  });

  test('another key starts the countdown at the time it arrived', () => {
    expect(counting.countdown).toEqual({ key: 'v2', startedAt: T0 + 20_000, toastHidden: false });
    expect(counting.baseline).toBe('v1');
  });

  test('a failed poll (no key, an empty one) changes nothing, before or after the first key', () => {
    for (const key of [null, undefined, '', '  ']) {
      expect(refreshKeyReceived(initialRefreshWatch, key, T0)).toBe(initialRefreshWatch);
      expect(refreshKeyReceived(loaded, key, T0)).toBe(loaded);
      expect(refreshKeyReceived(counting, key, T0)).toBe(counting);
    }
  });

  test('keys are compared trimmed', () => {
    expect(refreshKeyReceived(loaded, ' v1 ', T0).countdown).toBeUndefined();
  });

  test('a running countdown is not restarted by yet another key', () => {
    expect(refreshKeyReceived(counting, 'v3', T0 + 40_000)).toBe(counting);
  });

  test('after a cancel the same key stays quiet, a newer one asks again', () => {
    const cancelled = refreshCancelled(counting);
    expect(cancelled.countdown).toBeUndefined();
    expect(cancelled.declinedKey).toBe('v2');
    expect(refreshKeyReceived(cancelled, 'v2', T0 + 60_000)).toBe(cancelled);
    expect(refreshKeyReceived(cancelled, 'v1', T0 + 60_000)).toBe(cancelled);
    expect(refreshKeyReceived(cancelled, 'v3', T0 + 80_000).countdown).toEqual({
      key: 'v3',
      startedAt: T0 + 80_000,
      toastHidden: false,
    });
  });

  test('once a reload was asked for, nothing starts any more', () => {
    const reloading: RefreshWatch = refreshReloadRequested(refreshCancelled(counting));
    expect(refreshKeyReceived(reloading, 'v3', T0 + 80_000)).toBe(reloading);
  });
});

describe('refreshToastClosed (the × button)', () => {
  const started = T0 + 20_000;

  test('above 5 s left it cancels, like the cancel button', () => {
    expect(refreshToastClosed(counting, started + 24_000)).toEqual(refreshCancelled(counting));
    expect(refreshToastClosed(counting, started + 24_000).declinedKey).toBe('v2');
  });

  test('at 5 s or less it hides the toast, and the reload still comes', () => {
    const closed = refreshToastClosed(counting, started + 25_000);
    expect(closed.countdown).toEqual({ key: 'v2', startedAt: started, toastHidden: true });
    expect(closed.declinedKey).toBeUndefined();
  });

  test('without a countdown it changes nothing', () => {
    expect(refreshToastClosed(loaded, T0)).toBe(loaded);
    expect(refreshCancelled(loaded)).toBe(loaded);
  });
});
