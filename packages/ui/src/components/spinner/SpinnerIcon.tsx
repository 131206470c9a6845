import styles from './SpinnerIcon.module.css';

/**
 * The decorative spinning ring (hidden from assistive technology). Internal: `Spinner` adds the
 * live region and label, `Button` uses it bare because its own text names it.
 * @example <SpinnerIcon />
 */
export function SpinnerIcon({ className }: { className?: string | undefined }) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-spinner-icon=""
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
