import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './SideNav.module.css';

/** One entry of a {@link SideNav}. */
export interface SideNavItem {
  /** Stable key, compared with `activeId`. Required, no default. */
  id: string;
  /** Visible text; also the accessible name and the tooltip when minimized. Required, no default. */
  label: string;
  /** Where the entry links to. Required, no default. */
  href: string;
  /** Decorative icon (e.g. from lucide-react), the only thing visible when minimized. Default none (the first letter). */
  icon?: ReactNode;
  /** Makes the entry unavailable: not a link, announced as disabled. Default `false`. */
  disabled?: boolean | undefined;
  /** Why the entry is disabled ("Verify your e-mail first"); native tooltip and screen-reader description. Default none. */
  disabledReason?: string | undefined;
}

/** Props of {@link SideNav}; other `<nav>` attributes pass through. */
export interface SideNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** Name of the navigation landmark ("Control panel"). Required, no default. */
  label: string;
  /** The entries, top to bottom. Required, no default. */
  items: readonly SideNavItem[];
  /** Id of the entry for the current page (`aria-current="page"`). Default none. */
  activeId?: string | undefined;
  /** Called when an enabled entry is clicked; a router calls `event.preventDefault()` and navigates. Default none. */
  onNavigate?: ((item: SideNavItem, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Icons only (controlled); the portal sets it below the 860 px breakpoint (§2). Default uncontrolled. */
  minimized?: boolean | undefined;
  /** Initial minimized state when uncontrolled. Default `false`. */
  defaultMinimized?: boolean | undefined;
  /** Called with the new state when the toggle is pressed. Default none. */
  onMinimizedChange?: ((minimized: boolean) => void) | undefined;
  /** Accessible name of the collapse toggle ("Show menu labels"); omit to hide the toggle. Default none. */
  toggleLabel?: string | undefined;
}

/**
 * The control panel's side navigation: a labelled `<nav>` with a list of links, the current one
 * marked `aria-current="page"`. Disabled entries stay in the tab order so keyboard and
 * screen-reader users can learn why (the reason is a native tooltip and a description). In
 * minimized mode only icons show; labels remain the accessible names and become tooltips. The
 * portal decides when to minimize (below 860 px, §2); the toggle lets the user switch.
 * @example <SideNav label="Control panel" items={items} activeId="servers" onNavigate={go} toggleLabel="Collapse menu" />
 */
export function SideNav({
  label,
  items,
  activeId,
  onNavigate,
  minimized: minimizedProp,
  defaultMinimized = false,
  onMinimizedChange,
  toggleLabel,
  className,
  ...props
}: SideNavProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultMinimized);
  const minimized = minimizedProp ?? uncontrolled;
  const listId = useId();

  const toggle = () => {
    const next = !minimized;
    if (minimizedProp === undefined) setUncontrolled(next);
    onMinimizedChange?.(next);
  };

  return (
    <nav
      {...props}
      aria-label={label}
      data-state={minimized ? 'minimized' : 'expanded'}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <ul id={listId} className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Entry
              item={item}
              active={item.id === activeId}
              minimized={minimized}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
      {toggleLabel !== undefined ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-expanded={!minimized}
          aria-controls={listId}
          title={minimized ? toggleLabel : undefined}
          onClick={toggle}
        >
          {minimized ? (
            <PanelLeftOpen className={styles.icon} aria-hidden="true" />
          ) : (
            <PanelLeftClose className={styles.icon} aria-hidden="true" />
          )}
        </button>
      ) : null}
    </nav>
  );
}

function Entry({
  item,
  active,
  minimized,
  onNavigate,
}: {
  item: SideNavItem;
  active: boolean;
  minimized: boolean;
  onNavigate: SideNavProps['onNavigate'];
}) {
  const reasonId = useId();
  const content = (
    <>
      <span className={styles.iconBox} aria-hidden="true">
        {item.icon ?? <span className={styles.initial}>{item.label.slice(0, 1)}</span>}
      </span>
      {/* Hidden, not removed, when minimized: it stays the accessible name. */}
      {minimized ? (
        <VisuallyHidden>{item.label}</VisuallyHidden>
      ) : (
        <span className={styles.label}>{item.label}</span>
      )}
    </>
  );
  if (item.disabled) {
    const reason = item.disabledReason;
    return (
      <>
        {/* Focusable on purpose so keyboard and screen-reader users can reach the reason. */}
        <span
          className={styles.entry}
          role="link"
          aria-disabled="true"
          tabIndex={0}
          title={
            reason !== undefined
              ? minimized
                ? `${item.label}: ${reason}`
                : reason
              : minimized
                ? item.label
                : undefined
          }
          aria-describedby={reason !== undefined ? reasonId : undefined}
          data-disabled=""
        >
          {content}
        </span>
        {reason !== undefined ? <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden> : null}
      </>
    );
  }
  return (
    <a
      className={styles.entry}
      href={item.href}
      aria-current={active ? 'page' : undefined}
      data-active={active ? '' : undefined}
      title={minimized ? item.label : undefined}
      onClick={onNavigate ? (event) => onNavigate(item, event) : undefined}
    >
      {content}
    </a>
  );
}
