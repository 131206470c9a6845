// §4 Notifications: "Dismissal is stored locally per notification id." The stored value is a
// signature of the notification's content, so a notification the operator edits later (new
// text, type or window) shows again under the same id.
import type { NotificationLike } from '@cloud-portal/domain/session';

/** localStorage key of the dismissed notifications: `{ [id]: signature }` as JSON. */
export const DISMISSED_NOTIFICATIONS_KEY = 'cloud-portal.dismissedNotifications';

/** Stored dismissals: notification id → signature of the content that was dismissed. */
export type DismissedNotifications = Readonly<Record<string, string>>;

/**
 * A short signature of what a notification says and when: its texts in every language, alert
 * type and time window (FNV-1a, 32 bits, hex). Equal for an unchanged notification, different
 * (with overwhelming likelihood) once any of these is edited.
 * @example notificationSignature({ id: 1, message: 'Maintenance on Sunday' }) // 'a3f0c2d1'
 */
export function notificationSignature(notification: NotificationLike): string {
  const localised = Object.keys(notification)
    .filter((field) => field.startsWith('message_'))
    .sort()
    .map((field) => `${field}=${String(notification[field as `message_${string}`] ?? '')}`);
  const text = [
    notification.message,
    ...localised,
    String(notification.alert_type ?? ''),
    String(notification.time_start ?? ''),
    String(notification.time_end ?? ''),
  ].join('\u0000');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Reads the stored dismissals; anything unreadable (storage disabled, hand-edited JSON) is none.
 * @example readDismissedNotifications(localStorage) // { '1': 'a3f0c2d1' }
 */
export function readDismissedNotifications(storage: Storage | undefined): DismissedNotifications {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(DISMISSED_NOTIFICATIONS_KEY) ?? '{}');
  } catch {
    return {}; // corrupt value: show the notifications again rather than fail
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The ids of `notifications` that were dismissed as they are now (the domain rule's
 * `dismissedIds`): an edited notification is not among them.
 * @example visibleNotifications(list, { now, area: 'main', dismissedIds: dismissedIdsOf(list, stored) })
 */
export function dismissedIdsOf(
  notifications: readonly NotificationLike[],
  dismissed: DismissedNotifications,
): Set<string> {
  return new Set(
    notifications
      .filter(
        (notification) =>
          dismissed[String(notification.id)] === notificationSignature(notification),
      )
      .map((notification) => String(notification.id)),
  );
}

/**
 * Remembers that `notification` was dismissed and returns the new dismissals. Entries of
 * notifications the API no longer sends (not in `current`) are dropped, so the stored value stays
 * small. A storage that refuses to write keeps the dismissal for this page only.
 * @example setDismissed(dismissNotification(localStorage, notification, list));
 */
export function dismissNotification(
  storage: Storage | undefined,
  notification: NotificationLike,
  current: readonly NotificationLike[],
): DismissedNotifications {
  const stored = readDismissedNotifications(storage);
  const currentIds = new Set(current.map((item) => String(item.id)));
  const next: Record<string, string> = {};
  for (const [id, signature] of Object.entries(stored)) {
    if (currentIds.has(id)) next[id] = signature;
  }
  next[String(notification.id)] = notificationSignature(notification);
  try {
    storage?.setItem(DISMISSED_NOTIFICATIONS_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the banner stays hidden until the page is left
  }
  return next;
}
