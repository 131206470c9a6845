import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** Heading level of an empty state's title, so it fits the page outline. */
export type EmptyStateTitleLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link EmptyState}; other `<div>` attributes (and `ref`) pass through. */
export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Decorative illustration or icon above the title (hidden from screen readers). Default none. */
  icon?: ReactNode;
  /** What is empty ("No servers yet"). Required, no default. */
  title: ReactNode;
  /** Heading level of the title. Default `3`. */
  titleLevel?: EmptyStateTitleLevel;
  /** What to do about it ("Create a server to get started."). Default none. */
  description?: ReactNode;
  /** The next step: a button or link ("Create server"). Default none. */
  action?: ReactNode;
  /** Less padding and a smaller title, for tables and cards. Default `false`. */
  compact?: boolean;
}

/**
 * Fills a list, table or page that has nothing to show yet, says why, and offers the next step.
 * Pass it as the `empty` prop of a Table.
 * @example <EmptyState icon={<Server />} title="No servers yet" description="Create one in a minute." action={<Button href="/servers/new">Create server</Button>} />
 */
export function EmptyState({
  icon,
  title,
  titleLevel = 3,
  description,
  action,
  compact = false,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div
      {...props}
      data-compact={compact ? '' : undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {icon != null ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description != null ? <div className={styles.description}>{description}</div> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
