import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './Skeleton.module.css';

/** Shape of a {@link Skeleton}: lines of text, a block (image, chart, button) or a circle (avatar). */
export type SkeletonVariant = 'text' | 'rect' | 'circle';

/** Props of {@link Skeleton}; other `<span>` attributes (and `ref`) pass through to the root. */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Shape. Default `'text'`. */
  variant?: SkeletonVariant;
  /** Number of text lines (the last one is shorter); `text` only. Default `1`. */
  lines?: number;
  /** CSS width. Default `100%` (`text`, `rect`), the height (`circle`). */
  width?: string;
  /** CSS height. Default one line of text (`text`), `6rem` (`rect`), `2.5rem` (`circle`). */
  height?: string;
}

/**
 * A grey placeholder in the shape of content that is still loading. It is decoration, hidden
 * from screen readers: wrap the loading area in {@link SkeletonRegion} to announce the wait.
 * The pulse stops when the user prefers reduced motion.
 * @example <Skeleton variant="text" lines={3} />  <Skeleton variant="circle" width="2rem" />
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const size: CSSProperties = {
    width: variant === 'circle' ? (width ?? height) : width,
    height: variant === 'circle' ? (height ?? width) : height,
    ...style,
  };
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  if (variant === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden="true" data-variant="text" className={rootClass} style={style}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.shape}
            data-variant="text"
            data-last={index === lines - 1 ? '' : undefined}
            style={{ width, height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...props}
      aria-hidden="true"
      data-variant={variant}
      className={`${rootClass} ${styles.shape}`}
      style={size}
    />
  );
}

/** Props of {@link SkeletonRegion}; other `<div>` attributes (and `ref`) pass through. */
export interface SkeletonRegionProps extends ComponentPropsWithRef<'div'> {
  /** Content is loading: sets `aria-busy` and announces `label`. Required, no default. */
  busy: boolean;
  /** Announced politely while busy ("Loading servers…"). Required, no default. */
  label: string;
  /** Skeletons while busy, the content afterwards. Default none. */
  children?: ReactNode;
}

/**
 * The container of a loading area: `aria-busy` while loading (screen readers wait for the final
 * content instead of reading placeholders) and a polite status message with `label`.
 * @example <SkeletonRegion busy={isLoading} label="Loading servers…">{isLoading ? <Skeleton lines={3} /> : <ServerList />}</SkeletonRegion>
 */
export function SkeletonRegion({ busy, label, children, ...props }: SkeletonRegionProps) {
  return (
    <div {...props} aria-busy={busy || undefined} data-state={busy ? 'busy' : 'idle'}>
      {/* The status element stays mounted so the live region exists before its text changes. */}
      <VisuallyHidden role="status">{busy ? label : ''}</VisuallyHidden>
      {children}
    </div>
  );
}
