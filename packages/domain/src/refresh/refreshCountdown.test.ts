import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatCountdown,
  REFRESH_COUNTDOWN_SECONDS,
  refreshSecondsLeft,
  refreshToastState,
  shouldShowRefreshToast,
} from './refreshCountdown.ts';

describe('formatCountdown (m:ss)', () => {
  test.each([
    [30, '0:30'],
    [REFRESH_COUNTDOWN_SECONDS, '0:30'],
    [9, '0:09'],
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [125, '2:05'],
    [3665, '61:05'],
    [4.2, '0:05'],
    [0.01, '0:01'],
    [-0.5, '0:00'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });

  test('always m:ss with seconds below 60, and parses back to the rounded-up value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (seconds) => {
        const text = formatCountdown(seconds);
        const match = /^(\d+):([0-5]\d)$/.exec(text);
        expect(match).not.toBeNull();
        const [, minutes = '', rest = ''] = match ?? [];
        expect(Number(minutes) * 60 + Number(rest)).toBe(Math.max(0, Math.ceil(seconds)));
      }),
    );
  });
});

describe('refreshToastState (§4 Refresh flow)', () => {
  test.each([
    // secondsLeft, canCancel, urgent, reloadNow
    [30, true, false, false],
    [11, true, false, false],
    [10, true, true, false],
    [6, true, true, false],
    [5, false, true, false],
    [1, false, true, false],
    [0, false, true, true],
    [-3, false, true, true],
  ])('%s s left: cancel %s, urgent %s, reload %s', (seconds, canCancel, urgent, reloadNow) => {
    const state = refreshToastState(seconds);
    expect(state.canCancel).toBe(canCancel);
    expect(state.urgent).toBe(urgent);
    expect(state.reloadNow).toBe(reloadNow);
  });

  test('title, whole seconds and message params agree', () => {
    expect(refreshToastState(30)).toEqual({
      title: '0:30',
      secondsLeft: 30,
      canCancel: true,
      urgent: false,
      reloadNow: false,
      messageKey: 'account:refresh.message',
      messageParams: { time: '0:30' },
    });
  });

  test('fractions round up before the thresholds apply', () => {
    expect(refreshToastState(5.2)).toMatchObject({ title: '0:06', canCancel: true });
    expect(refreshToastState(10.5)).toMatchObject({ title: '0:11', urgent: false });
    expect(refreshToastState(0.4)).toMatchObject({ title: '0:01', reloadNow: false });
  });

  test('flags follow the thresholds for any number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (seconds) => {
        const state = refreshToastState(seconds);
        expect(state.canCancel).toBe(seconds > 5);
        expect(state.urgent).toBe(seconds <= 10);
        expect(state.reloadNow).toBe(seconds <= 0);
        expect(state.secondsLeft).toBe(Math.max(0, seconds));
      }),
    );
  });
});

describe('refreshSecondsLeft', () => {
  test.each([
    [0, 0, 30],
    [0, 1_000, 29],
    [0, 12_500, 17.5],
    [0, 30_000, 0],
    [0, 45_000, 0],
    [1_000_000, 1_012_000, 18],
  ])('started %s, now %s → %s', (startedAt, now, expected) => {
    expect(refreshSecondsLeft(startedAt, now)).toBe(expected);
  });
});

describe('shouldShowRefreshToast', () => {
  test.each([
    ['v41', 'v42', true],
    ['v41', 'v41', false],
    ['v41', ' v41 ', false],
    ['v41', undefined, false],
    ['v41', null, false],
    ['v41', '', false],
    [undefined, 'v42', false],
    [null, 'v42', false],
    ['  ', 'v42', false],
    [undefined, undefined, false],
  ])('%j then %j → %s', (atLoad, current, expected) => {
    expect(shouldShowRefreshToast(atLoad, current)).toBe(expected);
  });

  test('shows exactly when two present keys differ', () => {
    const key = fc.string({ minLength: 1 }).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(key, key, (atLoad, current) => {
        expect(shouldShowRefreshToast(atLoad, current)).toBe(atLoad.trim() !== current.trim());
      }),
    );
  });
});
