import { describe, expect, test } from 'vitest';
import {
  isNotificationAlertType,
  NOTIFICATION_ALERT_TYPES,
  notificationAlertLabelKey,
  parseNotificationAlertType,
} from './notificationAlertTypes.ts';

describe('notification alert types (§3)', () => {
  test('are ERROR, WARNING, SUCCESS, INFO and PROMO', () => {
    expect(NOTIFICATION_ALERT_TYPES).toEqual(['ERROR', 'WARNING', 'SUCCESS', 'INFO', 'PROMO']);
  });

  test('the guard is exact, the parser case-insensitive', () => {
    expect(isNotificationAlertType('INFO')).toBe(true);
    expect(isNotificationAlertType('info')).toBe(false);
    expect(isNotificationAlertType(undefined)).toBe(false);
    expect(parseNotificationAlertType(' info ')).toBe('INFO');
    expect(parseNotificationAlertType('Promo')).toBe('PROMO');
    expect(parseNotificationAlertType('DANGER')).toBeUndefined();
  });

  test('label keys', () => {
    expect(NOTIFICATION_ALERT_TYPES.map(notificationAlertLabelKey)).toEqual([
      'account:alertType.error',
      'account:alertType.warning',
      'account:alertType.success',
      'account:alertType.info',
      'account:alertType.promo',
    ]);
  });
});
