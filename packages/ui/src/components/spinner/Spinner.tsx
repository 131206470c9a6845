import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './Spinner.module.css';
import { SpinnerIcon } from './SpinnerIcon.tsx';

/** Spinner sizes: the ring is 1 rem, 1.5 rem or 2.25 rem. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Spinner}; other `<span>` attributes pass through to the status element. */
export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** What is loading, announced politely by screen readers ("Loading servers…"). Required, no default. */
  label: string;
  /** Size of the ring. Default `'md'`. */
  size?: SpinnerSize;
  /** Show the label next to the ring instead of only announcing it. Default `false`. */
  showLabel?: boolean;
}

/**
 * An indeterminate loading indicator: a `role="status"` live region whose label is read out,
 * with a ring that keeps turning (slower) when the user prefers reduced motion.
 * @example <Spinner label="Loading servers…" />
 */
export function Spinner({
  label,
  size = 'md',
  showLabel = false,
  className,
  ...props
}: SpinnerProps) {
  return (
    <span
      {...props}
      role="status"
      data-size={size}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <SpinnerIcon className={styles.icon} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
