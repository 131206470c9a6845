import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { SpinnerIcon } from '../spinner/SpinnerIcon.tsx';
import styles from './Button.module.css';

/** Visual emphasis: one `primary` per view, `danger` for destructive actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Control height: 2, 2.5 or 3 rem (`--size-control-*`). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props shared by the `<button>` and the `<a>` form. */
export interface ButtonOwnProps {
  /** Visual emphasis. Default `'primary'`. */
  variant?: ButtonVariant | undefined;
  /** Control height and padding. Default `'md'`. */
  size?: ButtonSize | undefined;
  /** Shows a spinner, sets `aria-busy` and ignores activation while an action runs. Default `false`. */
  loading?: boolean | undefined;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean | undefined;
  /** Decorative icon before the label (replaced by the spinner while loading). Default none. */
  startIcon?: ReactNode;
  /** Decorative icon after the label. Default none. */
  endIcon?: ReactNode;
  /** The label. Icon-only buttons need an `aria-label` instead. Default none. */
  children?: ReactNode;
}

/** A real `<button>`; every native button attribute passes through. */
export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & {
    /** Leave unset to render a `<button>`. */
    href?: undefined;
  };

/** A link that looks like a button (navigation, not an action); native `<a>` attributes pass through. */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps | 'href'> & {
    /** Where the link goes; setting it renders an `<a>`. Client-side routers can intercept `onClick`. */
    href: string;
    /** Renders the link without `href` and with `aria-disabled`, so it cannot be followed. Default `false`. */
    disabled?: boolean | undefined;
  };

/** Props of {@link Button}: the button form, or the link form when `href` is given. */
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * An action button, or with `href` a link styled as one. Defaults to `type="button"` so it never
 * submits a form by accident. While `loading` it stays focusable (focus is not thrown to the page
 * as a `disabled` button would) but is `aria-disabled`, `aria-busy` and ignores clicks, which also
 * stops a second form submission.
 * @example <Button variant="primary" loading={saving} onClick={save}>Save</Button>
 * @example <Button href="/sign-up" variant="secondary">Create an account</Button>
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) return <LinkButton {...props} />;
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    startIcon,
    endIcon,
    children,
    className,
    type = 'button',
    disabled = false,
    onClick,
    href: _href,
    ...rest
  } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...dataAttributes({ variant, size, loading, fullWidth, disabled })}
    >
      <Content loading={loading} startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}

function LinkButton({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  className,
  disabled = false,
  href,
  onClick,
  ...rest
}: ButtonAsLinkProps) {
  // A link without href cannot be followed; role="link" keeps it announced as a (dimmed) link.
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <a
      {...rest}
      href={inert ? undefined : href}
      role={inert ? 'link' : undefined}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...dataAttributes({ variant, size, loading, fullWidth, disabled })}
    >
      <Content loading={loading} startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </a>
  );
}

function dataAttributes(state: {
  variant: ButtonVariant;
  size: ButtonSize;
  loading: boolean;
  fullWidth: boolean;
  disabled: boolean;
}) {
  return {
    'data-variant': state.variant,
    'data-size': state.size,
    'data-loading': state.loading ? '' : undefined,
    'data-disabled': state.disabled ? '' : undefined,
    'data-full-width': state.fullWidth ? '' : undefined,
  };
}

function Content({
  loading,
  startIcon,
  endIcon,
  children,
}: Pick<ButtonOwnProps, 'startIcon' | 'endIcon' | 'children'> & { loading: boolean }) {
  const leading = loading ? <SpinnerIcon /> : startIcon;
  return (
    <>
      {leading != null && leading !== false ? (
        <span className={styles.icon} aria-hidden="true">
          {leading}
        </span>
      ) : null}
      {children}
      {endIcon != null && endIcon !== false ? (
        <span className={styles.icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </>
  );
}
