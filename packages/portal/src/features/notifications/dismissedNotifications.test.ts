import type { NotificationLike } from '@cloud-portal/domain/session';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  DISMISSED_NOTIFICATIONS_KEY,
  dismissedIdsOf,
  dismissNotification,
  notificationSignature,
  readDismissedNotifications,
} from './dismissedNotifications.ts';

const promo: NotificationLike = {
  id: 2,
  message: 'Snapshots are free',
  message_ru: 'Снапшоты бесплатны',
  alert_type: 'PROMO',
  time_start: '2026-11-01T00:00:00Z',
  time_end: null,
};
const info: NotificationLike = { id: 1, message: 'New region', alert_type: 'INFO' };

beforeEach(() => localStorage.clear());

describe('notificationSignature', () => {
  test('is stable for the same content and changes when text, type or window is edited', () => {
    expect(notificationSignature(promo)).toBe(notificationSignature({ ...promo }));
    expect(notificationSignature(promo)).toMatch(/^[0-9a-f]{8}$/);
    for (const edit of [
      { message: 'Snapshots are free until May' },
      { message_ru: 'Снапшоты бесплатны до мая' },
      { alert_type: 'INFO' },
      { time_end: '2027-01-01T00:00:00Z' },
    ]) {
      expect(notificationSignature({ ...promo, ...edit })).not.toBe(notificationSignature(promo));
    }
  });
});

describe('dismissal stored per notification id (§4)', () => {
  test('a dismissed notification is dismissed as long as it is unchanged', () => {
    const stored = dismissNotification(localStorage, promo, [info, promo]);
    expect(readDismissedNotifications(localStorage)).toEqual(stored);
    expect([...dismissedIdsOf([info, promo], stored)]).toEqual(['2']);
    // The operator edits the text: same id, shown again.
    const edited = { ...promo, message: 'Snapshots are free until May' };
    expect([...dismissedIdsOf([info, edited], stored)]).toEqual([]);
  });

  test('entries of notifications no longer sent are dropped when another is dismissed', () => {
    dismissNotification(localStorage, promo, [info, promo]);
    const stored = dismissNotification(localStorage, info, [info]);
    expect(Object.keys(stored)).toEqual(['1']);
  });

  test('an unreadable stored value counts as no dismissals', () => {
    localStorage.setItem(DISMISSED_NOTIFICATIONS_KEY, '{not json');
    expect(readDismissedNotifications(localStorage)).toEqual({});
    localStorage.setItem(DISMISSED_NOTIFICATIONS_KEY, '["1"]');
    expect(readDismissedNotifications(localStorage)).toEqual({});
    localStorage.setItem(DISMISSED_NOTIFICATIONS_KEY, '{"1":"abc","2":5}');
    expect(readDismissedNotifications(localStorage)).toEqual({ '1': 'abc' });
  });

  test('a storage that refuses to write still returns the dismissal for this page', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const stored = dismissNotification(full, info, [info]);
    expect([...dismissedIdsOf([info], stored)]).toEqual(['1']);
  });
});
