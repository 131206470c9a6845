import {
  notificationAlertLabelKey,
  parseNotificationAlertType,
} from '@cloud-portal/domain/catalog';
import {
  canDismissNotification,
  notificationMessage,
  TIMINGS,
  visibleNotifications,
  type NotificationArea,
} from '@cloud-portal/domain/session';
import type { Notification } from '@cloud-portal/api-client';
import { Banner, bannerToneFromAlertType, IconButton, VisuallyHidden } from '@cloud-portal/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerInBackground } from '../../app/useAnswerInBackground.ts';
import {
  DISMISSED_NOTIFICATIONS_KEY,
  dismissedIdsOf,
  dismissNotification,
  readDismissedNotifications,
  type DismissedNotifications,
} from './dismissedNotifications.ts';
import { useListNotificationsQuery } from './notificationsApi.ts';
import styles from './NotificationBanners.module.css';

const browserStorage = () => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy settings): dismissals last for the page
  }
};

/** The stored dismissals, kept in step with other tabs (a dismissal there hides it here too). */
function useDismissedNotifications() {
  const [dismissed, setDismissed] = useState<DismissedNotifications>(() =>
    readDismissedNotifications(browserStorage()),
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISMISSED_NOTIFICATIONS_KEY || event.key === null) {
        setDismissed(readDismissedNotifications(browserStorage()));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return [dismissed, setDismissed] as const;
}

/** The banner on screen: its id, and its place, which the next one takes when it goes. */
interface Shown {
  id: number | undefined;
  index: number;
}

/**
 * Which of `visible` is on screen: the one the visitor stepped to while it is still in the list (a
 * poll does not switch it), else the one at its place (after a dismissal, the next), else the last.
 */
function shownIndex(visible: readonly Notification[], shown: Shown): number {
  const byId = visible.findIndex((notification) => notification.id === shown.id);
  if (byId >= 0) return byId;
  return Math.min(shown.index, visible.length - 1);
}

/**
 * The notification banners of one area (§3 Notification, §4 Notifications): `GET notifications`
 * polled every 60 s; shown when the area's flag (`visible_main_page` on the public site,
 * `visible_control_panel` in the control panel) is set and the time window holds, high priority
 * first, in the visitor's language (`message_{locale}`, else `message`); the alert type picks
 * the banner's tone; a non-permanent one can be dismissed, which is remembered per id and
 * content. Banners are extra information: while loading, or if the call fails, none show (the
 * last list received stays).
 *
 * One banner at a time (issue 15): the overlay stays one banner high, with "1 of 3" and previous
 * and next buttons when there are more (they wrap around; nothing rotates by itself). Dismissing
 * one shows the next.
 * @example <NotificationBanners area="main" />
 */
export function NotificationBanners({ area }: { area: NotificationArea }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { data, fulfilledTimeStamp } = useListNotificationsQuery(undefined, {
    pollingInterval: TIMINGS.notificationsPollMs,
  });
  const [dismissed, setDismissed] = useDismissedNotifications();
  const [shown, setShown] = useState<Shown>({ id: undefined, index: 0 });
  const bannerId = useId();
  // Rendered in the background (issue 15). It overlays the page, so coming a moment later moves
  // nothing.
  const { shown: shownData } = useAnswerInBackground(data);
  const notifications = Array.isArray(shownData) ? shownData : [];
  // The window is checked at the time of the last answer: each poll (60 s) re-checks it.
  const visible = visibleNotifications(notifications, {
    now: fulfilledTimeStamp ?? 0,
    area,
    dismissedIds: dismissedIdsOf(notifications, dismissed),
  });
  const index = shownIndex(visible, shown);
  const notification = visible[index];
  if (notification === undefined) return null;
  const total = visible.length;
  const show = (next: number) => {
    const wrapped = (next + total) % total;
    setShown({ id: visible[wrapped]?.id, index: wrapped });
  };
  const alertType = parseNotificationAlertType(notification.alert_type) ?? 'INFO';
  const dismiss = canDismissNotification(notification)
    ? {
        onDismiss: () => {
          // The next one takes its place (the last one's place is taken by the one before it).
          setShown({ id: undefined, index });
          setDismissed(dismissNotification(browserStorage(), notification, notifications));
        },
        dismissLabel: t('notification.dismiss'),
      }
    : {};
  return (
    <section aria-label={t('common:notifications.regionLabel')} className={styles.stack}>
      {/* Not keyed by notification: stepping through changes the text of one live region, so a
          screen reader reads the banner that came, and a focused × keeps its focus. */}
      <Banner
        id={bannerId}
        className={styles.banner}
        tone={bannerToneFromAlertType(alertType)}
        data-notification-id={notification.id}
        data-priority={notification.high_priority ? 'high' : undefined}
        {...dismiss}
      >
        {/* The tone shows as colour and icon; screen readers hear it as a word first. */}
        <VisuallyHidden>{`${t(notificationAlertLabelKey(alertType))}: `}</VisuallyHidden>
        {notificationMessage(notification, i18n.language)}
      </Banner>
      {total > 1 ? (
        <div className={styles.pager}>
          <IconButton
            size="sm"
            label={t('notification.previous')}
            icon={<ChevronLeft aria-hidden />}
            aria-controls={bannerId}
            onClick={() => show(index - 1)}
          />
          <span className={styles.position}>
            {t('notification.position', { current: index + 1, total })}
          </span>
          <IconButton
            size="sm"
            label={t('notification.next')}
            icon={<ChevronRight aria-hidden />}
            aria-controls={bannerId}
            onClick={() => show(index + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
