import { CircleAlert, CircleCheck, Info, Megaphone, TriangleAlert } from 'lucide-react';

/** The kinds of status a message can carry. */
export type StatusIconTone = 'danger' | 'warning' | 'success' | 'info' | 'promo';

/** Props of {@link StatusIcon}. */
export interface StatusIconProps {
  /** Which status the icon shows. Required. */
  tone: StatusIconTone;
  /** Class for sizing and colour. Default none. */
  className?: string;
}

/**
 * The decorative icon of a status message (Alert, Banner, Toast): each tone has its own shape, so
 * meaning is not carried by colour alone. Hidden from screen readers; the text carries the message.
 * @example <StatusIcon tone="warning" className={styles.icon} />
 */
export function StatusIcon({ tone, className }: StatusIconProps) {
  const props = { className, 'aria-hidden': true, focusable: false } as const;
  switch (tone) {
    case 'danger':
      return <CircleAlert {...props} />;
    case 'warning':
      return <TriangleAlert {...props} />;
    case 'success':
      return <CircleCheck {...props} />;
    case 'info':
      return <Info {...props} />;
    case 'promo':
      return <Megaphone {...props} />;
    default:
      return tone satisfies never;
  }
}
