// §3 Notification: the alert type of a notification banner.

/** Alert types of §3, as the API sends them (upper case). */
export const NOTIFICATION_ALERT_TYPES = ['ERROR', 'WARNING', 'SUCCESS', 'INFO', 'PROMO'] as const;

/** A notification alert type. */
export type NotificationAlertType = (typeof NOTIFICATION_ALERT_TYPES)[number];

const NOTIFICATION_ALERT_LABEL_KEYS = {
  ERROR: 'account:alertType.error',
  WARNING: 'account:alertType.warning',
  SUCCESS: 'account:alertType.success',
  INFO: 'account:alertType.info',
  PROMO: 'account:alertType.promo',
} as const satisfies Record<NotificationAlertType, string>;

/** The i18n key of an alert type's accessible label ("Warning", ...). */
export type NotificationAlertLabelKey =
  (typeof NOTIFICATION_ALERT_LABEL_KEYS)[NotificationAlertType];

/**
 * Type guard: is `value` exactly one of the §3 alert types?
 *
 * @example
 * isNotificationAlertType('PROMO'); // true
 * isNotificationAlertType('promo'); // false (use parseNotificationAlertType)
 */
export function isNotificationAlertType(value: unknown): value is NotificationAlertType {
  return (
    typeof value === 'string' && (NOTIFICATION_ALERT_TYPES as readonly string[]).includes(value)
  );
}

/**
 * Reads an alert type in any case; an unknown type is `undefined` (the UI shows it as INFO or
 * hides the icon — its choice).
 *
 * @example
 * parseNotificationAlertType(' warning '); // 'WARNING'
 */
export function parseNotificationAlertType(value: string): NotificationAlertType | undefined {
  const upper = value.trim().toUpperCase();
  return isNotificationAlertType(upper) ? upper : undefined;
}

/**
 * The i18n key of an alert type's label, used as the banner's accessible prefix.
 *
 * @example
 * notificationAlertLabelKey('ERROR'); // 'account:alertType.error'
 */
export function notificationAlertLabelKey(type: NotificationAlertType): NotificationAlertLabelKey {
  return NOTIFICATION_ALERT_LABEL_KEYS[type];
}
