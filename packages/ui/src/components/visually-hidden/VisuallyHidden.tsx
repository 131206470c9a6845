import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Props of {@link VisuallyHidden}: any `<span>` attribute. */
export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Text (or content) for assistive technology only. Required, no default. */
  children: ReactNode;
}

/**
 * Content that screen readers announce but that takes no space on screen (for example a label
 * next to an icon-only control). Becomes visible when something inside it receives focus, so a
 * hidden "skip to content" link still shows up for keyboard users.
 * @example <button><Icon /><VisuallyHidden>Close</VisuallyHidden></button>
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.root} ${className}` : styles.root} />;
}
