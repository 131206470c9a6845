import styles from './StatusIcon.module.css';

/** The kinds of status a message can carry (Alert, Banner and Toast map their own names onto these). */
export type StatusTone = 'danger' | 'warning' | 'success' | 'info' | 'promo';

/** Props of {@link StatusIcon}. */
export interface StatusIconProps {
  /** Which status the icon shows. Required, no default. */
  tone: StatusTone;
}

// One 20 × 20 grid and one stroke (set in the CSS module, inherited by the path), so the five shapes
// read as a set; circles are written as two arcs so every tone is a single path string. Drawn by
// hand on purpose: Alert is in the public home's entry chunk, and an icon library there pushed
// the page over its JS budget.
const CIRCLE = 'M18 10a8 8 0 1 1-16 0a8 8 0 1 1 16 0z';
const SHAPES = {
  info: `${CIRCLE}M10 9v5M10 6.25v.01`,
  success: `${CIRCLE}M6.5 10.25l2.25 2.25 4.75-5`,
  warning: 'M10 2.75l8 14H2l8-14zM10 8v4M10 14.5v.01',
  danger: `${CIRCLE}M7.25 7.25l5.5 5.5M12.75 7.25l-5.5 5.5`,
  promo: 'M3 8h3l8-4.25v12.5L6 12H3zM6 12l1.25 4.5M17 8.5v3',
} as const satisfies Record<StatusTone, string>;

/**
 * The decorative icon of a status message. Each tone has its own shape (circled i, circled tick,
 * triangle, circled cross, megaphone), so the meaning is not carried by colour alone; it is
 * `aria-hidden` because the message's role and text carry it. Sized by the spacing tokens and
 * centred on the first line of text; the colour comes from `--status-icon-color` (set it on the
 * message), falling back to the text colour.
 * @example <StatusIcon tone="warning" />
 */
export function StatusIcon({ tone }: StatusIconProps) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={SHAPES[tone]} />
    </svg>
  );
}
