import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './TopHeader.module.css';

/** A link of a {@link TopHeader}, at the top level or inside a group. */
export interface TopHeaderLink {
  /** Visible text and accessible name. Required, no default. */
  label: string;
  /** Where the link goes; compared with `currentPath` for `aria-current="page"`. Required, no default. */
  href: string;
}

/** A group of links behind a disclosure button ("Products", "Support"). */
export interface TopHeaderGroup {
  /** Stable key of the group (also used by `defaultOpenGroup`). Required, no default. */
  id: string;
  /** Text of the disclosure button. Required, no default. */
  label: string;
  /** The links the button shows, in order. Required, no default. */
  items: readonly TopHeaderLink[];
}

/** One entry of the header's menu: a link or a group of links. */
export type TopHeaderItem = TopHeaderLink | TopHeaderGroup;

/** What {@link TopHeaderProps.renderLink} receives: spread it on the router's link (`href` → `to`). */
export interface TopHeaderLinkProps {
  /** Destination of the link. */
  href: string;
  /** Styling of the header's link; keep it. */
  className?: string | undefined;
  /** `'page'` on the link to the current page. */
  'aria-current'?: 'page' | undefined;
  /** Accessible name when it differs from the content (the logo). */
  'aria-label'?: string | undefined;
  /** Closes the open group or mobile panel and reports to `onNavigate`; call it from the router link. */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Content of the link. */
  children: ReactNode;
}

/** Whether the menu shows in one row or folds behind the toggle. */
export type TopHeaderLayout = 'desktop' | 'mobile';

/** Props of {@link TopHeader}; other `<header>` attributes (and `ref`) pass through. */
export interface TopHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** Content of the home link (logo mark and site name). Required, no default. */
  logo: ReactNode;
  /** Where the logo links to. Default `'/'`. */
  logoHref?: string | undefined;
  /** Accessible name of the logo link ("Cloud home"). Default: its text content. */
  logoLabel?: string | undefined;
  /** The menu, left to right: links and groups of links. Required, no default. */
  items: readonly TopHeaderItem[];
  /** Name of the navigation landmark ("Main navigation"). Required, no default. */
  navLabel: string;
  /** Visible text of the toggle that opens the folded menu ("Menu"). Required, no default. */
  menuLabel: string;
  /** Controls after the menu: language, theme, sign in / sign up. Default none. */
  actions?: ReactNode;
  /** Path of the current page: its link gets `aria-current="page"`; a change closes groups and the mobile panel. Default none. */
  currentPath?: string | undefined;
  /** Called when a link (logo included) is clicked, before the header closes its menus. Default none. */
  onNavigate?: ((href: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Renders each link, e.g. with the router's `Link`; ui has no router. Default a plain `<a>`. */
  renderLink?: ((props: TopHeaderLinkProps) => ReactNode) | undefined;
  /** Header width in px below which the menu folds behind the toggle. Default `1140` (long Russian labels). */
  foldWidth?: number | undefined;
  /** Group open on the first render (uncontrolled). Default none. */
  defaultOpenGroup?: string | undefined;
  /** Whether the folded menu starts open (uncontrolled). Default `false`. */
  defaultMenuOpen?: boolean | undefined;
}

const isGroup = (item: TopHeaderItem): item is TopHeaderGroup => 'items' in item;

const defaultRenderLink = ({ children, ...props }: TopHeaderLinkProps) => (
  <a {...props}>{children}</a>
);

/**
 * The public site's header: logo, a menu of links and groups of links, an actions slot, and a
 * folded mobile menu. Groups follow the WAI-ARIA APG *disclosure navigation* pattern (buttons with
 * `aria-expanded` that show lists of links, not `role="menu"`): the pattern recommended for site
 * navigation, and one that needs no headless library, which keeps the public home light.
 * Escape closes the open group (focus back on its button), a click outside or following a link
 * closes everything, opening one group closes the others. Below `foldWidth` (measured on the
 * header) the menu and actions fold behind a toggle; the open panel stacks groups as sections.
 * Before JavaScript runs (prerendered pages) CSS folds the menu below the default width.
 * @example
 * <TopHeader logo="Cloud" navLabel="Main navigation" menuLabel="Menu" currentPath={pathname}
 *   items={[{ label: 'News', href: '/news' }, { id: 'about', label: 'About', items: [{ label: 'Jobs', href: '/jobs' }] }]}
 *   actions={<Button href="/login">Sign in</Button>} />
 */
export function TopHeader({
  logo,
  logoHref = '/',
  logoLabel,
  items,
  navLabel,
  menuLabel,
  actions,
  currentPath,
  onNavigate,
  renderLink = defaultRenderLink,
  foldWidth = 1140,
  defaultOpenGroup,
  defaultMenuOpen = false,
  className,
  ref,
  ...props
}: TopHeaderProps) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const [openGroup, setOpenGroup] = useState<string | undefined>(defaultOpenGroup);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const layout = useLayout(rootRef, foldWidth);

  // Navigation elsewhere (a followed link, back/forward) closes the menus.
  const [lastPath, setLastPath] = useState(currentPath);
  if (currentPath !== lastPath) {
    setLastPath(currentPath);
    setOpenGroup(undefined);
    setMenuOpen(false);
  }

  const anyOpen = openGroup !== undefined || menuOpen;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // A press outside the open group closes it (a press on another group's button then opens
      // that one); a press outside the whole header also closes the mobile panel.
      const groupItem =
        openGroup !== undefined ? groupButtons.current.get(openGroup)?.closest('li') : null;
      if (groupItem && !groupItem.contains(target)) setOpenGroup(undefined);
      if (!rootRef.current?.contains(target)) {
        setOpenGroup(undefined);
        setMenuOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup !== undefined) {
        setOpenGroup(undefined);
        groupButtons.current.get(openGroup)?.focus();
      } else if (menuOpen) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anyOpen, openGroup, menuOpen]);

  const linkProps = (href: string): Omit<TopHeaderLinkProps, 'className' | 'children'> => ({
    href,
    'aria-current': currentPath !== undefined && href === currentPath ? 'page' : undefined,
    onClick: (event) => {
      onNavigate?.(href, event);
      setOpenGroup(undefined);
      setMenuOpen(false);
    },
  });

  const setRootRef = useCallback(
    (element: HTMLElement | null) => {
      rootRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  return (
    <header
      {...props}
      ref={setRootRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-layout={layout}
      data-state={menuOpen ? 'open' : 'closed'}
    >
      <div className={styles.bar}>
        {renderLink({
          ...linkProps(logoHref),
          className: styles.logo,
          'aria-label': logoLabel,
          children: logo,
        })}
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          hidden={layout === 'desktop'}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => {
            setMenuOpen(!menuOpen);
            setOpenGroup(undefined);
          }}
        >
          <MenuIcon open={menuOpen} />
          {menuLabel}
        </button>
        <div id={panelId} className={styles.panel} hidden={layout === 'mobile' && !menuOpen}>
          <nav aria-label={navLabel} className={styles.nav}>
            <ul className={styles.menu}>
              {items.map((item) =>
                isGroup(item) ? (
                  <Group
                    key={item.id}
                    group={item}
                    open={openGroup === item.id}
                    active={item.items.some((child) => child.href === currentPath)}
                    buttonRef={(element) => {
                      if (element) groupButtons.current.set(item.id, element);
                      else groupButtons.current.delete(item.id);
                    }}
                    onOpenChange={(open) => setOpenGroup(open ? item.id : undefined)}
                    renderLink={renderLink}
                    linkProps={linkProps}
                  />
                ) : (
                  <li key={item.href} className={styles.item}>
                    {renderLink({
                      ...linkProps(item.href),
                      className: styles.navLink,
                      children: item.label,
                    })}
                  </li>
                ),
              )}
            </ul>
          </nav>
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </header>
  );
}

function Group({
  group,
  open,
  active,
  buttonRef,
  onOpenChange,
  renderLink,
  linkProps,
}: {
  group: TopHeaderGroup;
  open: boolean;
  active: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onOpenChange: (open: boolean) => void;
  renderLink: (props: TopHeaderLinkProps) => ReactNode;
  linkProps: (href: string) => Omit<TopHeaderLinkProps, 'className' | 'children'>;
}) {
  const listId = useId();
  // APG disclosure navigation: the group closes when keyboard focus leaves it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onOpenChange(false);
  };
  return (
    <li
      className={styles.item}
      data-state={open ? 'open' : 'closed'}
      data-active={active ? '' : undefined}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {group.label}
        <svg
          className={styles.chevron}
          viewBox="0 0 16 16"
          fill="none"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M4 6l4 4 4-4"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul id={listId} className={styles.submenu} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.href}>
            {renderLink({
              ...linkProps(item.href),
              className: styles.submenuLink,
              children: item.label,
            })}
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={styles.menuIcon}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={open ? 'M4 4l8 8M12 4l-8 8' : 'M2.5 4h11M2.5 8h11M2.5 12h11'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Measures the header and says which layout fits. `undefined` until measured (server rendering,
 * no ResizeObserver): then the CSS container query of the default fold width decides.
 */
function useLayout(
  rootRef: { current: HTMLElement | null },
  foldWidth: number,
): TopHeaderLayout | undefined {
  const [layout, setLayout] = useState<TopHeaderLayout | undefined>(undefined);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    // ResizeObserver reports the first size after layout, before paint: no flash of the wrong layout.
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width;
      if (width !== undefined) setLayout(width < foldWidth ? 'mobile' : 'desktop');
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, foldWidth]);
  return layout;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
