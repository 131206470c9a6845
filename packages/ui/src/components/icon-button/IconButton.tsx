import type { ReactNode } from 'react';
import { Button, type ButtonAsButtonProps, type ButtonSize } from '../button/Button.tsx';
import styles from './IconButton.module.css';

/** Props of {@link IconButton}; other `<button>` attributes (and Button's variant/size/loading) pass through. */
export type IconButtonProps = Omit<
  ButtonAsButtonProps,
  'children' | 'startIcon' | 'endIcon' | 'fullWidth' | 'aria-label' | 'aria-labelledby'
> & {
  /** Accessible name read by screen readers ("Delete server"); there is no visible text. Required, no default. */
  label: string;
  /** The decorative icon (for example a lucide-react icon); hidden from assistive technology. Required, no default. */
  icon: ReactNode;
  /** Square control size, the same heights as Button. Default `'md'`. */
  size?: ButtonSize | undefined;
};

/**
 * A square, icon-only {@link Button}. The `label` is required because an icon alone has no
 * accessible name; it becomes the button's `aria-label`. Variants, sizes, `loading` (spinner
 * replaces the icon) and `disabled` behave exactly as Button's. No tooltip is attached: wrap it in
 * the Tooltip component when sighted users need the label too.
 * @example <IconButton label="Delete server" variant="ghost" icon={<Trash2 />} onClick={remove} />
 */
export function IconButton({
  label,
  icon,
  className,
  variant = 'ghost',
  size = 'md',
  ...props
}: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      aria-label={label}
      startIcon={icon}
      data-icon-only=""
      className={className ? `${styles.root} ${className}` : styles.root}
    />
  );
}
