import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styles from './CloseButton.module.css';

/** Props of {@link CloseButton}; other `<button>` attributes (onClick, disabled, ref) pass through. */
export interface CloseButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** Accessible name ("Close", "Dismiss"): the button shows only a ×. Required, no default. */
  label: string;
}

/**
 * The × button of Dialog, Drawer, Popover, Banner and Toast: a square ghost button the height of
 * a small control, named by `label`. Wrap it in a Radix `Close` with `asChild` inside overlays.
 * The hover background is `--close-button-hover-background` (default `--color-bg-subtle`), for
 * surfaces that are already subtle; `className` adds the caller's margins.
 * @example <RadixDialog.Close asChild><CloseButton label={closeLabel} /></RadixDialog.Close>
 */
export function CloseButton({ label, className, type = 'button', ...rest }: CloseButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      aria-label={label}
      className={className ? `${styles.close} ${className}` : styles.close}
    >
      <X aria-hidden="true" focusable="false" />
    </button>
  );
}
