import { ChevronRight } from 'lucide-react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './Breadcrumbs.module.css';

/** One level of the trail. */
export interface BreadcrumbItem {
  /** Visible text of the level ("Servers", the server's name). Required, no default. */
  label: ReactNode;
  /** Where the level links to; the last item (the current page) is not a link. Default none (plain text). */
  href?: string | undefined;
}

/** Props of {@link Breadcrumbs}; other `<nav>` attributes pass through. */
export interface BreadcrumbsProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** Name of the navigation landmark ("Breadcrumb"). Required, no default. */
  label: string;
  /** Levels from the top of the hierarchy to the current page, which is the last item. Required, no default. */
  items: readonly BreadcrumbItem[];
  /** Called when a link is clicked; a router calls `event.preventDefault()` and navigates. Default none. */
  onNavigate?: ((item: BreadcrumbItem, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Separator between levels, hidden from screen readers. Default a chevron icon. */
  separator?: ReactNode;
}

/**
 * A breadcrumb trail: a labelled `<nav>` landmark with an ordered list of levels. The last item is
 * the current page (`aria-current="page"`, not a link); separators are decorative and hidden from
 * assistive technology. Links are real `<a href>`s whose clicks go to `onNavigate` for the router.
 * @example <Breadcrumbs label="Breadcrumb" items={[{ label: 'Servers', href: '/servers' }, { label: 'web-1' }]} onNavigate={go} />
 */
export function Breadcrumbs({
  label,
  items,
  onNavigate,
  separator,
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav
      {...props}
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.href ?? ''}`} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator} aria-hidden="true">
                  {separator ?? <ChevronRight className={styles.chevron} />}
                </span>
              ) : null}
              {current ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <a
                  className={styles.link}
                  href={item.href}
                  onClick={onNavigate ? (event) => onNavigate(item, event) : undefined}
                >
                  {item.label}
                </a>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
