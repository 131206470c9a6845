import type { ComponentPropsWithRef } from 'react';
import { CloseButton } from '../../shared/CloseButton.tsx';
import { StatusIcon, type StatusTone } from '../../shared/StatusIcon.tsx';
import messageStyles from '../../shared/Message.module.css';
import styles from './Toast.module.css';
import type { ToastAction, ToastCountdown, ToastLevel } from './toaster.ts';

/** Props of {@link Toast}; other `<div>` attributes pass through. */
export interface ToastProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'role' | 'children'
> {
  /** Severity: icon, colour and live-region role (`error` → `alert`, others → `status`). Default `'info'`. */
  level?: ToastLevel;
  /** Bold first line; for a countdown the m:ss time left (not re-announced every second). Default none. */
  title?: string | undefined;
  /** The message. Required, no default. */
  message: string;
  /** Buttons after the message. Default none. */
  actions?: readonly ToastAction[];
  /** Turns the toast into a countdown (bar of seconds left, urgent styling). Default none. */
  countdown?: ToastCountdown | undefined;
  /** Accessible name of the × button ("Dismiss"). Required, no default. */
  dismissLabel: string;
  /** Called by the × button, and after an action click unless the action has `keepOpen`. Default none. */
  onDismiss?: () => void;
}

/**
 * One toast as it looks on screen. Usually rendered by `ToastProvider` from the toast queue;
 * exported for custom layouts and stories. Level and countdown state are exposed as
 * `data-level`, `data-countdown` and `data-urgent`.
 * @example <Toast level="success" message="Server created." dismissLabel="Dismiss" onDismiss={close} />
 */
export function Toast({
  level = 'info',
  title,
  message,
  actions = [],
  countdown,
  dismissLabel,
  onDismiss,
  className,
  ...rest
}: ToastProps) {
  const remaining = countdown
    ? Math.max(0, Math.min(1, countdown.secondsLeft / Math.max(1, countdown.totalSeconds)))
    : 0;
  return (
    <div
      {...rest}
      role={level === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-level={level}
      data-countdown={countdown ? '' : undefined}
      data-urgent={countdown?.urgent ? '' : undefined}
      className={`${messageStyles.message} ${styles.root}${className ? ` ${className}` : ''}`}
    >
      <StatusIcon tone={ICON_TONE[level]} />
      <div className={`${messageStyles.body} ${styles.body}`}>
        {title !== undefined ? (
          // A countdown title changes every second: announce it once, not on every tick.
          <p
            className={`${messageStyles.title} ${styles.title}`}
            aria-live={countdown ? 'off' : undefined}
          >
            {title}
          </p>
        ) : null}
        <p className={styles.message}>{message}</p>
        {countdown ? (
          <div className={styles.track} aria-hidden="true">
            <div className={styles.bar} style={{ inlineSize: `${remaining * 100}%` }} />
          </div>
        ) : null}
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className={styles.action}
                disabled={action.disabled}
                onClick={() => {
                  action.onClick();
                  if (!action.keepOpen) onDismiss?.();
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <CloseButton label={dismissLabel} className={styles.dismiss} onClick={onDismiss} />
    </div>
  );
}

// The toast levels (§8 error/warn/success/info) in the shared icon's names.
const ICON_TONE = {
  error: 'danger',
  warn: 'warning',
  success: 'success',
  info: 'info',
} as const satisfies Record<ToastLevel, StatusTone>;
