import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StatusIcon } from '../../shared/StatusIcon.tsx';
import messageStyles from '../../shared/Message.module.css';
import styles from './Alert.module.css';

/** Meaning of an {@link Alert}; `danger` interrupts screen readers, the others wait their turn. */
export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Alert}; other `<div>` attributes pass through. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Meaning and colour. Default `'info'`. */
  tone?: AlertTone;
  /** Short bold summary above the message. Default none. */
  title?: ReactNode;
  /** The message. Default none. */
  children?: ReactNode;
  /** Slot at the end for a button or link ("Retry", "Dismiss"). Default none. */
  action?: ReactNode;
  /** Live-region role. Default `'alert'` for `danger`, `'status'` for the other tones. */
  role?: 'alert' | 'status';
}

/**
 * A message box for the outcome of an action or the state of a screen (load errors, saved
 * settings). It is a live region: render it into the page when the message appears. The tone is
 * conveyed by an icon shape as well as colour.
 * @example <Alert tone="danger" title="Could not load servers" action={<Button onClick={retry}>Retry</Button>}>The region did not answer.</Alert>
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  role,
  className,
  ...props
}: AlertProps) {
  return (
    <div
      {...props}
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      data-tone={tone}
      className={`${messageStyles.message} ${styles.root}${className ? ` ${className}` : ''}`}
    >
      <StatusIcon tone={tone} />
      <div className={messageStyles.body}>
        {title != null ? <p className={messageStyles.title}>{title}</p> : null}
        {children != null ? <div className={messageStyles.text}>{children}</div> : null}
      </div>
      {action != null ? <div className={messageStyles.action}>{action}</div> : null}
    </div>
  );
}
