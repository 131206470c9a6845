import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Kbd.module.css';

/** Kbd sizes: `sm` for running text and menus, `md` for help pages. */
export type KbdSize = 'sm' | 'md';

/** Props of {@link Kbd}; other `<kbd>` attributes pass through. */
export interface KbdProps extends ComponentPropsWithRef<'kbd'> {
  /** The key as printed on the keyboard ("Ctrl", "Esc", "K"). Required, no default. */
  children: ReactNode;
  /** Size of the key cap. Default `'sm'`. */
  size?: KbdSize | undefined;
}

/**
 * One keyboard key drawn as a key cap, in a native `<kbd>` so screen readers and copy-paste keep
 * it as text. For a shortcut, nest keys in an outer `<kbd>`: `<kbd><Kbd>Ctrl</Kbd>+<Kbd>K</Kbd></kbd>`.
 * Key names arrive translated (ui has no i18n); give symbol-only keys ("⌘") an `aria-label`.
 * @example <Kbd>Esc</Kbd>
 * @example <Kbd aria-label="Command">⌘</Kbd>
 */
export function Kbd({ size = 'sm', className, ...props }: KbdProps) {
  return (
    <kbd
      {...props}
      data-size={size}
      className={className ? `${styles.root} ${className}` : styles.root}
    />
  );
}
