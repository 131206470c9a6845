import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './ProgressBar.module.css';

/** Colour of the filled part: `brand` for ordinary progress, the others for quota-style meters. */
export type ProgressBarTone = 'brand' | 'success' | 'warning' | 'danger';

/** Thickness of the track. */
export type ProgressBarSize = 'sm' | 'md';

/** Props of {@link ProgressBar}; other `<div>` attributes (and `ref`) pass through to the root. */
export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is progressing ("Uploading backup.tar"); the progress bar's accessible name. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Amount done, from 0 to `max`; leave unset (or `null`) for an indeterminate bar. Default: indeterminate. */
  value?: number | null;
  /** The amount that means complete. Default `100`. */
  max?: number;
  /** Human wording of the value for screen readers and the visible value ("3 of 10 files", "45%"). Default: the percentage, as a plain number with `%`. */
  valueText?: string;
  /** Show the value text next to the label. Default `false`. */
  showValue?: boolean;
  /** Colour of the fill. Default `'brand'`. */
  tone?: ProgressBarTone;
  /** Track thickness. Default `'md'`. */
  size?: ProgressBarSize;
}

/**
 * A progress bar (`role="progressbar"` with `aria-valuenow`/`min`/`max` and `aria-valuetext`), or an
 * indeterminate one when the amount is unknown (no `aria-valuenow`, a sliding fill that stands
 * still when the user prefers reduced motion). Used for per-file uploads and quotas.
 * @example <ProgressBar label="Uploading backup.tar" value={42} valueText="42%" showValue />
 * @example <ProgressBar label="Preparing the image" />
 */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  max = 100,
  valueText,
  showValue = false,
  tone = 'brand',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const labelId = `${useId()}-label`;
  const determinate = value != null && Number.isFinite(value) && max > 0;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const fraction = determinate ? clamped / max : 0;
  const text = determinate ? (valueText ?? `${Math.round(fraction * 100)}%`) : valueText;
  return (
    <div
      {...props}
      data-state={determinate ? (clamped >= max ? 'complete' : 'loading') : 'indeterminate'}
      data-tone={tone}
      data-size={size}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <div className={hideLabel ? styles.headerHidden : styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {showValue && text !== undefined ? (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={text}
        className={styles.track}
      >
        <div
          className={styles.fill}
          style={determinate ? { transform: `scaleX(${fraction})` } : undefined}
        />
      </div>
    </div>
  );
}
