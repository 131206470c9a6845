import { ExternalLink } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './Link.module.css';

/** Colour of a {@link Link}: `default` is the brand link colour, `muted` blends into secondary text. */
export type LinkTone = 'default' | 'muted';

/** Props shared by internal and external links. */
interface LinkBaseProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'children'> {
  /** Where the link goes. Required, no default. */
  href: string;
  /** Link text. Required, no default. */
  children: ReactNode;
  /** Colour of the link. Default `'default'`. */
  tone?: LinkTone | undefined;
}

/** A link inside the app; a router can intercept `onClick` (call `preventDefault` and navigate). */
export interface InternalLinkProps extends LinkBaseProps {
  /** Opens in a new tab with `rel="noopener noreferrer"`. Default `false`. */
  external?: false | undefined;
  /** Only for external links. */
  externalLabel?: undefined;
}

/** A link to another site, opened in a new tab. */
export interface ExternalLinkProps extends LinkBaseProps {
  /** Opens in a new tab with `rel="noopener noreferrer"`. Default `false`. */
  external: true;
  /** Read by screen readers after the text ("opens in a new tab"), since the icon is decorative. Required, no default. */
  externalLabel: string;
}

/** Props of {@link Link}: internal, or external with a new-tab announcement. */
export type LinkProps = InternalLinkProps | ExternalLinkProps;

/**
 * A styled text link (`<a>`). Internal links pass `onClick` through so the portal's router can
 * intercept the click. External links open in a new tab with `rel="noopener noreferrer"` (no
 * `window.opener` access, no referrer leak), show a small icon and tell screen-reader users
 * through `externalLabel` that a new tab opens.
 * @example <Link href="/account/billing" onClick={navigate}>Billing</Link>
 * @example <Link href="https://status.example.com" external externalLabel="opens in a new tab">Status page</Link>
 */
export function Link({
  href,
  children,
  tone = 'default',
  external = false,
  externalLabel,
  className,
  rel,
  ...props
}: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? mergeRel(rel) : rel}
      data-tone={tone}
      data-external={external ? '' : undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {children}
      {external ? (
        <>
          <ExternalLink className={styles.icon} aria-hidden="true" focusable="false" />
          {externalLabel ? <VisuallyHidden>{` (${externalLabel})`}</VisuallyHidden> : null}
        </>
      ) : null}
    </a>
  );
}

/** Keeps any caller-supplied rel tokens (such as `nofollow`) and always adds noopener noreferrer. */
function mergeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
