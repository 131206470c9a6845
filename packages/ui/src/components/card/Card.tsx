import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './Card.module.css';

/** Heading level of a card title, so cards fit the page outline. */
export type CardTitleLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link Card}; other `<div>` attributes (and `ref`) pass through to the root. */
export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Title, rendered as a heading. Required when `href` is set (it is the link text). Default none. */
  title?: ReactNode;
  /** Heading level of the title. Default `3`. */
  titleLevel?: CardTitleLevel;
  /** Secondary line under the title. Default none. */
  description?: ReactNode;
  /** Header slot at the end (buttons, a menu, a badge); stays separately clickable on a link card. Default none. */
  actions?: ReactNode;
  /** Footer slot under the body (totals, links). Default none. */
  footer?: ReactNode;
  /** Body content. Default none. */
  children?: ReactNode;
  /** Makes the whole card a link to this URL; the title is the link's name. Default: not a link. */
  href?: string;
  /** Click handler of the link (a client-side router intercepts here). Default none. */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A surface grouping related content: header (title, description, actions), body and footer. With
 * `href` the whole card is clickable, but only the title is the link (its box is stretched over
 * the card), so screen readers hear a short link name and the actions stay separate controls.
 * @example
 * <Card title="Balance" actions={<Button size="sm">Top up</Button>} footer="Updated just now">$12.40</Card>
 * <Card title="web-1" href="/servers/42" description="Amsterdam">2 vCPU · 4 GB</Card>
 */
export function Card({
  title,
  titleLevel = 3,
  description,
  actions,
  footer,
  children,
  href,
  onLinkClick,
  className,
  ...props
}: CardProps) {
  const Heading = `h${titleLevel}` as const;
  const interactive = href !== undefined;
  const hasHeader = title != null || description != null || actions != null;
  return (
    <div
      {...props}
      data-interactive={interactive ? '' : undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.heading}>
            {title != null ? (
              <Heading className={styles.title}>
                {interactive ? (
                  <a href={href} className={styles.link} onClick={onLinkClick}>
                    {title}
                  </a>
                ) : (
                  title
                )}
              </Heading>
            ) : null}
            {description != null ? <div className={styles.description}>{description}</div> : null}
          </div>
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children != null ? <div className={styles.body}>{children}</div> : null}
      {footer != null ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
