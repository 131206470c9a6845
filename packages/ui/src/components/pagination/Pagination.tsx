import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './Pagination.module.css';

/** One slot of the page list: a page number or a gap standing for two or more hidden pages. */
export type PaginationItem = number | 'ellipsis';

/**
 * The pages to show for `page` of `pageCount`: the first and last `boundaryCount` pages, the current
 * page with `siblingCount` neighbours on each side, and `'ellipsis'` for each gap. A gap of a single
 * page shows that page instead (an ellipsis hiding one number saves nothing), so the list length is
 * stable while paging: `2 * boundaryCount + 2 * siblingCount + 3` once `pageCount` is large enough.
 * @example paginationItems(6, 12) // [1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]
 */
export function paginationItems(
  page: number,
  pageCount: number,
  siblingCount = 1,
  boundaryCount = 1,
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 2 * boundaryCount + 2 * siblingCount + 3;
  if (count <= slots) return range(1, count);

  // Keep the sibling window the same width at the edges by sliding it inwards.
  const windowStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - 2 * siblingCount - 1),
    boundaryCount + 2,
  );
  const windowEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + 2 * siblingCount + 2),
    count - boundaryCount - 1,
  );
  const items: PaginationItem[] = range(1, boundaryCount);
  items.push(windowStart > boundaryCount + 2 ? 'ellipsis' : boundaryCount + 1);
  items.push(...range(windowStart, windowEnd));
  items.push(windowEnd < count - boundaryCount - 1 ? 'ellipsis' : count - boundaryCount);
  items.push(...range(count - boundaryCount + 1, count));
  return items;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/** Props of {@link Pagination}; other `<nav>` attributes (and `ref`) pass through. */
export interface PaginationProps extends Omit<
  ComponentPropsWithRef<'nav'>,
  'children' | 'onChange'
> {
  /** Current page, 1-based. Required, no default. */
  page: number;
  /** Number of pages (a single page renders nothing). Required, no default. */
  pageCount: number;
  /** Called with the page to go to. Default none. */
  onPageChange?: (page: number, event: MouseEvent<HTMLElement>) => void;
  /** Name of the navigation landmark ("Pages of the server list"). Required, no default. */
  label: string;
  /** Accessible name of the previous-page control ("Previous page"). Required, no default. */
  previousLabel: string;
  /** Accessible name of the next-page control ("Next page"). Required, no default. */
  nextLabel: string;
  /** Accessible name of a page control ("Page 3"). Default: the number alone. */
  getPageLabel?: (page: number) => string;
  /** Render links instead of buttons, so the page lives in the URL (`?page=3`); `onPageChange` can intercept. Default: buttons. */
  getPageHref?: (page: number) => string;
  /** Pages shown on each side of the current one. Default `1`. */
  siblingCount?: number;
  /** Pages always shown at the start and end. Default `1`. */
  boundaryCount?: number;
  /** Content of the previous control next to its icon (visible text). Default: icon only. */
  previousContent?: ReactNode;
  /** Content of the next control next to its icon (visible text). Default: icon only. */
  nextContent?: ReactNode;
}

/**
 * Page navigation: previous/next controls, page numbers with ellipses, `aria-current="page"` on
 * the current page, all inside a labelled `<nav>` landmark. Buttons by default; with
 * `getPageHref` real links, so paged lists keep the page in the URL and open in new tabs.
 * @example
 * <Pagination label="Server list pages" previousLabel="Previous page" nextLabel="Next page"
 *   page={page} pageCount={12} onPageChange={setPage} getPageLabel={(n) => `Page ${n}`} />
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  getPageLabel,
  getPageHref,
  siblingCount = 1,
  boundaryCount = 1,
  previousContent,
  nextContent,
  className,
  ...props
}: PaginationProps) {
  const items = paginationItems(page, pageCount, siblingCount, boundaryCount);
  if (items.length <= 1) return null;
  const count = Math.floor(pageCount);
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  const control = (
    target: number,
    options: {
      content: ReactNode;
      ariaLabel?: string | undefined;
      disabled?: boolean;
      current?: boolean;
      kind: 'page' | 'previous' | 'next';
    },
  ) => {
    const onClick = (event: MouseEvent<HTMLElement>) => {
      if (options.disabled) {
        event.preventDefault();
        return;
      }
      onPageChange?.(target, event);
    };
    const shared = {
      className: styles.control,
      'aria-label': options.ariaLabel,
      'aria-current': options.current ? ('page' as const) : undefined,
      'data-kind': options.kind,
      'data-state': options.current ? 'current' : undefined,
      onClick,
    };
    if (getPageHref) {
      return (
        <a
          {...shared}
          href={options.disabled ? undefined : getPageHref(target)}
          role={options.disabled ? 'link' : undefined}
          aria-disabled={options.disabled || undefined}
          data-disabled={options.disabled ? '' : undefined}
        >
          {options.content}
        </a>
      );
    }
    return (
      <button
        {...shared}
        type="button"
        disabled={options.disabled}
        data-disabled={options.disabled ? '' : undefined}
      >
        {options.content}
      </button>
    );
  };

  return (
    <nav
      {...props}
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <ul className={styles.list}>
        <li>
          {control(current - 1, {
            kind: 'previous',
            ariaLabel: previousLabel,
            disabled: current <= 1,
            content: (
              <>
                <Chevron direction="previous" />
                {previousContent}
              </>
            ),
          })}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Gaps are decoration: screen-reader users hear the page numbers around them.
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {control(item, {
                kind: 'page',
                content: item,
                ariaLabel: getPageLabel?.(item),
                current: item === current,
              })}
            </li>
          ),
        )}
        <li>
          {control(current + 1, {
            kind: 'next',
            ariaLabel: nextLabel,
            disabled: current >= count,
            content: (
              <>
                {nextContent}
                <Chevron direction="next" />
              </>
            ),
          })}
        </li>
      </ul>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={styles.icon}
      data-direction={direction}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'previous' ? 'M10 4L6 8l4 4' : 'M6 4l4 4-4 4'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
