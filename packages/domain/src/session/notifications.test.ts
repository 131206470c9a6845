import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  canDismissNotification,
  notificationMessage,
  notificationVisible,
  visibleNotifications,
  type NotificationLike,
  type NotificationVisibilityContext,
} from './notifications.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function banner(overrides: Partial<NotificationLike> = {}): NotificationLike {
  return {
    id: 7,
    message: 'Planned maintenance tonight',
    alert_type: 'WARNING',
    permanent: false,
    high_priority: false,
    time_start: null,
    time_end: null,
    visible_control_panel: true,
    visible_main_page: true,
    ...overrides,
  };
}

function context(
  overrides: Partial<NotificationVisibilityContext> = {},
): NotificationVisibilityContext {
  return { now: NOW, area: 'control', dismissedIds: [], ...overrides };
}

describe('notificationVisible: area flags', () => {
  test.each<[string, Partial<NotificationLike>, 'control' | 'main', boolean]>([
    ['control panel flag on, in control', { visible_main_page: false }, 'control', true],
    ['control panel flag off, in control', { visible_control_panel: false }, 'control', false],
    ['main page flag on, on main', { visible_control_panel: false }, 'main', true],
    ['main page flag off, on main', { visible_main_page: false }, 'main', false],
    ['main page flag missing, on main', { visible_main_page: undefined }, 'main', false],
    ['control flag null, in control', { visible_control_panel: null }, 'control', false],
  ])('%s → %s', (_name, overrides, area, expected) => {
    expect(notificationVisible(banner(overrides), context({ area }))).toBe(expected);
  });
});

describe('notificationVisible: time window (start inclusive, end exclusive)', () => {
  test.each<[string, Partial<NotificationLike>, boolean]>([
    ['no bounds', {}, true],
    ['started an hour ago', { time_start: '2026-11-21T11:00:00Z' }, true],
    ['starts now', { time_start: '2026-11-21T12:00:00Z' }, true],
    ['starts in a second', { time_start: '2026-11-21T12:00:01Z' }, false],
    ['ends in a second', { time_end: '2026-11-21T12:00:01Z' }, true],
    ['ends now', { time_end: '2026-11-21T12:00:00Z' }, false],
    ['ended yesterday', { time_end: '2026-11-20T12:00:00Z' }, false],
    ['inside a window', { time_start: '2026-11-01', time_end: '2026-12-01' }, true],
    ['bounds as ms since epoch', { time_start: NOW - 1, time_end: NOW + 1 }, true],
    ['empty string bounds are open', { time_start: '', time_end: ' ' }, true],
    ['unreadable start hides the banner', { time_start: 'soon' }, false],
    ['unreadable end hides the banner', { time_end: 'never' }, false],
    ['timezone offsets are respected', { time_start: '2026-11-21T13:30:00+02:00' }, true],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(notificationVisible(banner(overrides), context())).toBe(expected);
  });
});

describe('notificationVisible: dismissal', () => {
  test.each<[string, Partial<NotificationLike>, readonly string[] | ReadonlySet<string>, boolean]>([
    ['dismissed id (array)', { id: 7 }, ['7'], false],
    ['dismissed id (set)', { id: 7 }, new Set(['7']), false],
    ['string id dismissed', { id: 'a1' }, ['a1'], false],
    ['another id dismissed', { id: 7 }, ['8', '70'], true],
    ['permanent ignores dismissal', { id: 7, permanent: true }, ['7'], true],
    ['permanent ignores dismissal (set)', { id: 7, permanent: true }, new Set(['7']), true],
  ])('%s → %s', (_name, overrides, dismissedIds, expected) => {
    expect(notificationVisible(banner(overrides), context({ dismissedIds }))).toBe(expected);
  });

  test('a permanent banner still obeys its window and area', () => {
    const permanent = banner({ permanent: true, time_end: '2026-11-20T00:00:00Z' });
    expect(notificationVisible(permanent, context())).toBe(false);
    expect(
      notificationVisible(banner({ permanent: true, visible_control_panel: false }), context()),
    ).toBe(false);
  });

  test('never visible once dismissed unless permanent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.boolean(), (id, permanent) => {
        const visible = notificationVisible(
          banner({ id, permanent }),
          context({ dismissedIds: [String(id)] }),
        );
        expect(visible).toBe(permanent);
      }),
    );
  });
});

describe('canDismissNotification', () => {
  test.each<[boolean | null | undefined, boolean]>([
    [true, false],
    [false, true],
    [null, true],
    [undefined, true],
  ])('permanent %s → %s', (permanent, expected) => {
    expect(canDismissNotification(banner({ permanent }))).toBe(expected);
  });
});

describe('visibleNotifications', () => {
  test('keeps visible ones, high priority first, API order otherwise', () => {
    const list = [
      banner({ id: 1 }),
      banner({ id: 2, high_priority: true }),
      banner({ id: 3, visible_control_panel: false }),
      banner({ id: 4 }),
      banner({ id: 5, high_priority: true }),
      banner({ id: 6 }),
    ];
    const shown = visibleNotifications(list, context({ dismissedIds: ['6'] }));
    expect(shown.map((notification) => notification.id)).toEqual([2, 5, 1, 4]);
    expect(list.map((notification) => notification.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('notificationMessage (§3: message_{locale} else message)', () => {
  const localised = banner({
    message: 'Maintenance',
    message_ru: 'Технические работы',
    message_zh: '  ',
  });

  test.each([
    ['ru', 'Технические работы'],
    ['ru-RU', 'Технические работы'],
    ['RU_ru', 'Технические работы'],
    ['en', 'Maintenance'],
    ['zh', 'Maintenance'],
    ['zh-CN', 'Maintenance'],
    ['', 'Maintenance'],
  ])('%j → %j', (locale, expected) => {
    expect(notificationMessage(localised, locale)).toBe(expected);
  });

  test('a null localised text falls back', () => {
    expect(notificationMessage(banner({ message_ru: null }), 'ru')).toBe(
      'Planned maintenance tonight',
    );
  });
});
