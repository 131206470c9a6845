import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Badge.module.css';

/** Meaning and colour of a {@link Badge}. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

/** Height and text size of a {@link Badge}. */
export type BadgeSize = 'sm' | 'md';

/** Props of {@link Badge}; other `<span>` attributes (and `ref`) pass through. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Meaning and colour. Default `'neutral'`. */
  tone?: BadgeTone;
  /** Size. Default `'md'`. */
  size?: BadgeSize;
  /** Decorative icon or dot before the text (hidden from screen readers). Default none. */
  icon?: ReactNode;
  /** The text. Colour alone never carries the meaning, so say it in words. Required, no default. */
  children: ReactNode;
}

/**
 * A small label for a state or category ("New", "Paid", "Beta"). Not interactive; the text says
 * what the colour means so it reads the same without colour.
 * @example <Badge tone="success">Paid</Badge>
 */
export function Badge({
  tone = 'neutral',
  size = 'md',
  icon,
  children,
  className,
  ...props
}: BadgeProps) {
  return (
    <span
      {...props}
      data-tone={tone}
      data-size={size}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {icon != null && icon !== false ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
