// §3 Notification, §4 Notifications: which banners to show where, and in which language.
import type { NotificationAlertType } from '../catalog/notificationAlertTypes.ts';

/** A notification id as the API sends it (compared as a string, as stored in local storage). */
export type NotificationId = string | number;

/**
 * The fields of a §3 Notification that the rules read. Times are ISO 8601 strings (or ms since
 * epoch); `null`/missing means "no bound". Localised texts are `message_{locale}` fields.
 */
export interface NotificationLike {
  readonly id: NotificationId;
  readonly message: string;
  readonly alert_type?: NotificationAlertType | (string & {});
  readonly permanent?: boolean | null;
  readonly high_priority?: boolean | null;
  readonly time_start?: string | number | null;
  readonly time_end?: string | number | null;
  readonly visible_control_panel?: boolean | null;
  readonly visible_main_page?: boolean | null;
  readonly [localised: `message_${string}`]: string | null | undefined;
}

/** Where a banner would show: the control panel or the public (main) site. */
export type NotificationArea = 'control' | 'main';

/** The context `notificationVisible` decides in. */
export interface NotificationVisibilityContext {
  /** Current time, ms since epoch (the caller's clock). */
  readonly now: number;
  readonly area: NotificationArea;
  /** Ids the user dismissed (stored locally per id, §4). */
  readonly dismissedIds: ReadonlySet<string> | readonly string[];
}

// A bound: `null`/missing/'' = open; a number = ms since epoch; a string = a date. `NaN` marks
// a bound that is present but unreadable.
function boundTime(bound: string | number | null | undefined): number | undefined {
  if (bound === null || bound === undefined) return undefined;
  if (typeof bound === 'number') return bound;
  if (bound.trim() === '') return undefined;
  return Date.parse(bound);
}

function isDismissed(
  id: NotificationId,
  dismissedIds: ReadonlySet<string> | readonly string[],
): boolean {
  const key = String(id);
  return dismissedIds instanceof Set
    ? dismissedIds.has(key)
    : (dismissedIds as readonly string[]).includes(key);
}

/**
 * Whether the user may dismiss a notification: permanent ones stay (§3 `permanent`).
 *
 * @example
 * canDismissNotification({ id: 1, message: 'Maintenance', permanent: true }); // false
 */
export function canDismissNotification(notification: NotificationLike): boolean {
  return notification.permanent !== true;
}

/**
 * Whether a notification banner shows (§3 Notification, §4 Notifications):
 * - the area flag is true (`visible_control_panel` for 'control', `visible_main_page` for
 *   'main'; a missing flag hides it);
 * - `time_start <= now < time_end`, each bound optional; an unreadable date hides the banner
 *   (a broken schedule should not show a banner forever);
 * - it was not dismissed — a permanent notification ignores dismissal (it cannot be dismissed).
 *
 * @example
 * notificationVisible(
 *   { id: 7, message: 'Hi', visible_main_page: true, time_end: '2030-01-01T00:00:00Z' },
 *   { now: Date.parse('2029-06-01'), area: 'main', dismissedIds: [] },
 * ); // true
 */
export function notificationVisible(
  notification: NotificationLike,
  context: NotificationVisibilityContext,
): boolean {
  const areaFlag =
    context.area === 'control'
      ? notification.visible_control_panel
      : notification.visible_main_page;
  if (areaFlag !== true) return false;

  const start = boundTime(notification.time_start);
  const end = boundTime(notification.time_end);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  if (start !== undefined && context.now < start) return false;
  if (end !== undefined && context.now >= end) return false;

  return (
    !canDismissNotification(notification) || !isDismissed(notification.id, context.dismissedIds)
  );
}

/**
 * The banners to show, in display order: visible ones only, high-priority first, otherwise in
 * the order the API sent them.
 *
 * @example
 * visibleNotifications(list, { now: Date.now(), area: 'control', dismissedIds: stored });
 */
export function visibleNotifications<Notification extends NotificationLike>(
  notifications: readonly Notification[],
  context: NotificationVisibilityContext,
): Notification[] {
  const visible = notifications.filter((notification) =>
    notificationVisible(notification, context),
  );
  const priority = (notification: Notification): number =>
    notification.high_priority === true ? 0 : 1;
  // Array.prototype.sort is stable, so the API order is kept within each group.
  return visible.sort((a, b) => priority(a) - priority(b));
}

/**
 * The notification text in a language (§3: `message_{locale}`, else `message`). The locale's
 * primary subtag is used (`ru-RU` → `message_ru`); a blank localised text falls back.
 *
 * @example
 * notificationMessage({ id: 1, message: 'Maintenance', message_ru: 'Работы' }, 'ru'); // 'Работы'
 * notificationMessage({ id: 1, message: 'Maintenance' }, 'zh');                     // 'Maintenance'
 */
export function notificationMessage(notification: NotificationLike, locale: string): string {
  const language = locale
    .trim()
    .toLowerCase()
    .replace(/[-_].*$/, '');
  const localised = language === '' ? undefined : notification[`message_${language}`];
  return typeof localised === 'string' && localised.trim() !== ''
    ? localised
    : notification.message;
}
