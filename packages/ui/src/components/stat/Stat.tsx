import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './Stat.module.css';

/** Direction of change of a {@link Stat}. */
export type StatTrend = 'up' | 'down' | 'neutral';

/** Whether a change is good news (colour only; the text says the direction). */
export type StatTrendTone = 'positive' | 'negative' | 'neutral';

/** Props of {@link Stat}; other `<div>` attributes (and `ref`) pass through to the group. */
export interface StatProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is measured ("Monthly spend"); names the group. Required, no default. */
  label: ReactNode;
  /** The figure, formatted by the caller ("$42.10", "12 servers"). Required, no default. */
  value: ReactNode;
  /** Small text under the value ("Since 1 November"). Default none. */
  hint?: ReactNode;
  /** Direction of change, shown as an arrow. Default none. */
  trend?: StatTrend;
  /** Visible change next to the arrow ("+12%"). Default none. */
  trendValue?: ReactNode;
  /** What screen readers hear for the change instead of arrow and `trendValue` ("Up 12% from October"). Required with `trend`. */
  trendLabel?: string;
  /** Colour of the change. Default: `'positive'` for up, `'negative'` for down (pass `'negative'` for rising costs). */
  trendTone?: StatTrendTone;
}

/**
 * A key figure with its label, an optional hint and an optional trend. The arrow and the short
 * change text are hidden from screen readers in favour of `trendLabel`, a full sentence.
 * @example <Stat label="Monthly spend" value="$42.10" trend="up" trendValue="+12%" trendLabel="Up 12% from October" trendTone="negative" />
 */
export function Stat({
  label,
  value,
  hint,
  trend,
  trendValue,
  trendLabel,
  trendTone,
  className,
  ...props
}: StatProps) {
  const labelId = `${useId()}-label`;
  const tone =
    trendTone ?? (trend === 'up' ? 'positive' : trend === 'down' ? 'negative' : 'neutral');
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      <div className={styles.valueLine}>
        <span className={styles.value}>{value}</span>
        {trend !== undefined ? (
          <span className={styles.trend} data-trend={trend} data-tone={tone}>
            <span className={styles.trendVisual} aria-hidden={trendLabel ? 'true' : undefined}>
              <TrendIcon trend={trend} />
              {trendValue}
            </span>
            {trendLabel ? <VisuallyHidden>{trendLabel}</VisuallyHidden> : null}
          </span>
        ) : null}
      </div>
      {hint != null ? <div className={styles.hint}>{hint}</div> : null}
    </div>
  );
}

function TrendIcon({ trend }: { trend: StatTrend }) {
  const path = trend === 'up' ? 'M4 10l4-4 4 4' : trend === 'down' ? 'M4 6l4 4 4-4' : 'M3.5 8h9';
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
