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
import { Banner, bannerToneFromAlertType, VisuallyHidden } from '@cloud-portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The notification banners of one area (§3 Notification, §4 Notifications): `GET notifications`
 * polled every 60 s; shown when the area's flag (`visible_main_page` on the public site,
 * `visible_control_panel` in the control panel) is set and the time window holds, high priority
 * first, in the visitor's language (`message_{locale}`, else `message`); the alert type picks
 * the banner's tone; a non-permanent one can be dismissed, which is remembered per id and
 * content. Banners are extra information: while loading, or if the call fails, none show (the
 * last list received stays).
 * @example <NotificationBanners area="main" />
 */
export function NotificationBanners({ area }: { area: NotificationArea }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { data, fulfilledTimeStamp } = useListNotificationsQuery(undefined, {
    pollingInterval: TIMINGS.notificationsPollMs,
  });
  const [dismissed, setDismissed] = useDismissedNotifications();
  const notifications = Array.isArray(data) ? data : [];
  // The window is checked at the time of the last answer: each poll (60 s) re-checks it.
  const visible = visibleNotifications(notifications, {
    now: fulfilledTimeStamp ?? 0,
    area,
    dismissedIds: dismissedIdsOf(notifications, dismissed),
  });
  if (visible.length === 0) return null;
  return (
    <section aria-label={t('common:notifications.regionLabel')} className={styles.stack}>
      {visible.map((notification) => {
        const alertType = parseNotificationAlertType(notification.alert_type) ?? 'INFO';
        const dismiss = canDismissNotification(notification)
          ? {
              onDismiss: () =>
                setDismissed(dismissNotification(browserStorage(), notification, notifications)),
              dismissLabel: t('notification.dismiss'),
            }
          : {};
        return (
          <Banner
            key={notification.id}
            tone={bannerToneFromAlertType(alertType)}
            data-notification-id={notification.id}
            data-priority={notification.high_priority ? 'high' : undefined}
            {...dismiss}
          >
            {/* The tone shows as colour and icon; screen readers hear it as a word first. */}
            <VisuallyHidden>{`${t(notificationAlertLabelKey(alertType))}: `}</VisuallyHidden>
            {notificationMessage(notification, i18n.language)}
          </Banner>
        );
      })}
    </section>
  );
}
