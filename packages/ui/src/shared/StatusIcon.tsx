import { CircleAlert, CircleCheck, Info, Megaphone, TriangleAlert } from 'lucide-react';
import styles from './StatusIcon.module.css';

/** The kinds of status a message can carry (Alert, Banner and Toast map their own names onto these). */
export type StatusTone = 'danger' | 'warning' | 'success' | 'info' | 'promo';

/** Props of {@link StatusIcon}. */
export interface StatusIconProps {
  /** Which status the icon shows. Required, no default. */
  tone: StatusTone;
}

// From the design system's one icon set (lucide), a distinct shape per tone.
const ICONS = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
  promo: Megaphone,
} as const;

/**
 * The decorative icon of a status message. Each tone has its own shape (circled i, circled tick,
 * triangle, circled exclamation mark, megaphone), so the meaning is not carried by colour alone; it
 * is `aria-hidden` because the message's role and text carry it. Sized by the spacing tokens and
 * centred on the first line of text; the colour comes from `--status-icon-color` (set it on the
 * message), falling back to the text colour.
 * @example <StatusIcon tone="warning" />
 */
export function StatusIcon({ tone }: StatusIconProps) {
  const Icon = ICONS[tone];
  return <Icon className={styles.icon} aria-hidden="true" focusable="false" />;
}
