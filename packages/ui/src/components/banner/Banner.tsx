import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseButton } from '../../shared/CloseButton.tsx';
import { StatusIcon, type StatusTone } from '../../shared/StatusIcon.tsx';
import messageStyles from '../../shared/Message.module.css';
import styles from './Banner.module.css';

/** Meaning of a {@link Banner}; the lower-case form of the notification alert types of §7. */
export type BannerTone = 'error' | 'warning' | 'success' | 'info' | 'promo';

/** The alert types a notification carries (`alert_type`, SPEC §7). */
export type BannerAlertType = 'ERROR' | 'WARNING' | 'SUCCESS' | 'INFO' | 'PROMO';

/**
 * Maps a notification's `alert_type` to a banner tone: ERROR → error, WARNING → warning,
 * SUCCESS → success, INFO → info, PROMO → promo.
 * @example <Banner tone={bannerToneFromAlertType(notification.alert_type)} ... />
 */
export function bannerToneFromAlertType(alertType: BannerAlertType): BannerTone {
  switch (alertType) {
    case 'ERROR':
      return 'error';
    case 'WARNING':
      return 'warning';
    case 'SUCCESS':
      return 'success';
    case 'INFO':
      return 'info';
    case 'PROMO':
      return 'promo';
    default:
      return alertType satisfies never;
  }
}

/** Props of {@link Banner} without the dismiss pair; other `<div>` attributes pass through. */
export interface BannerBaseProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /** Meaning, icon and colour. Default `'info'`. */
  tone?: BannerTone;
  /** Bold first line. Default none. */
  title?: ReactNode;
  /** The message. Default none. */
  children?: ReactNode;
  /** Slot for a button or link ("Top up", "Read more"). Default none. */
  action?: ReactNode;
  /** Live-region role. Default `'alert'` for `error`, `'status'` for the other tones. */
  role?: 'alert' | 'status' | 'region';
}

/** Dismissal: both or neither, so the × button always has an accessible name. */
export type BannerDismissProps =
  | {
      /** Shows a × button that calls this; the caller hides the banner (and remembers it). Default none: not dismissible. */
      onDismiss: () => void;
      /** Accessible name of the × button ("Dismiss"). Required with `onDismiss`. */
      dismissLabel: string;
    }
  | { onDismiss?: undefined; dismissLabel?: undefined };

/** Props of {@link Banner}. */
export type BannerProps = BannerBaseProps & BannerDismissProps;

/**
 * A full-width notice at the top of a page or section (account notifications, maintenance,
 * promotions). The tone shows as an icon as well as colour. Dismissible when `onDismiss` is
 * given; dismissal state belongs to the caller (§4 remembers dismissed notifications).
 * @example
 * <Banner tone="warning" title="Scheduled maintenance" onDismiss={hide} dismissLabel="Dismiss">
 *   eu-west2 on Sunday 02:00–04:00 UTC.
 * </Banner>
 */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  role,
  className,
  ...rest
}: BannerProps) {
  return (
    <div
      {...rest}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      data-tone={tone}
      className={`${messageStyles.message} ${styles.root}${className ? ` ${className}` : ''}`}
    >
      <StatusIcon tone={ICON_TONE[tone]} />
      <div className={`${messageStyles.body} ${styles.body}`}>
        {title != null ? <p className={messageStyles.title}>{title}</p> : null}
        {children != null ? <div className={messageStyles.text}>{children}</div> : null}
      </div>
      {action != null ? (
        <div className={`${messageStyles.action} ${styles.action}`}>{action}</div>
      ) : null}
      {onDismiss ? (
        <CloseButton label={dismissLabel} className={styles.dismiss} onClick={onDismiss} />
      ) : null}
    </div>
  );
}

// Banner's `error` is the shared icon's `danger`; the other tones have the same names.
const ICON_TONE = {
  error: 'danger',
  warning: 'warning',
  success: 'success',
  info: 'info',
  promo: 'promo',
} as const satisfies Record<BannerTone, StatusTone>;
