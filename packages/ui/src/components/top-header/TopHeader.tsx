import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Breakpoint } from '../../tokens/breakpoints.ts';
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
  /** Stable key of the group, part of element ids (no spaces); also used by `defaultOpenGroup`. Required, no default. */
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
  /** Breakpoint of the scale below which (header width) the menu folds behind the toggle; pure CSS. Default `'headerFold'` (1140 px: long Russian labels). */
  foldAt?: Breakpoint | undefined;
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
 * closes everything, opening one group closes the others. Below the `foldAt` breakpoint (a CSS
 * container query on the header's width: no JavaScript, right from prerendered HTML) the menu and
 * actions fold behind a toggle; the open panel stacks groups as sections. Above it, a row too long
 * for the header (long labels) wraps the actions onto a second line instead of overflowing.
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
  foldAt = 'headerFold',
  defaultOpenGroup,
  defaultMenuOpen = false,
  className,
  ...props
}: TopHeaderProps) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  // The bar holds everything the header shows; its parent (the header) is what gets measured.
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openGroup, setOpenGroup] = useState<string | undefined>(defaultOpenGroup);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);

  // Navigation elsewhere (a followed link, back/forward) closes the menus.
  const [lastPath, setLastPath] = useState(currentPath);
  if (currentPath !== lastPath) {
    setLastPath(currentPath);
    setOpenGroup(undefined);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (openGroup === undefined && !menuOpen) return;
    // A group's button has the id baseId + group id (its list: + '-list').
    const groupButton =
      openGroup !== undefined ? document.getElementById(baseId + openGroup) : null;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // A press outside the open group closes it (a press on another group's button then opens
      // that one); a press outside the whole header also closes the mobile panel.
      if (groupButton?.parentElement?.contains(target) === false) setOpenGroup(undefined);
      if (!barRef.current?.contains(target)) {
        setOpenGroup(undefined);
        setMenuOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup !== undefined) {
        setOpenGroup(undefined);
        groupButton?.focus();
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
  }, [openGroup, menuOpen, baseId]);

  const linkProps = (href: string): Omit<TopHeaderLinkProps, 'className' | 'children'> => ({
    href,
    'aria-current': href === currentPath ? 'page' : undefined,
    onClick: (event) => {
      onNavigate?.(href, event);
      setOpenGroup(undefined);
      setMenuOpen(false);
    },
  });

  return (
    <header
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-fold={foldAt}
      data-state={menuOpen ? 'open' : 'closed'}
    >
      <div ref={barRef} className={styles.bar}>
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
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => {
            setMenuOpen(!menuOpen);
            setOpenGroup(undefined);
          }}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d={menuOpen ? 'M4 4l8 8M12 4l-8 8' : 'M2.5 4h11M2.5 8h11M2.5 12h11'} />
          </svg>
          {menuLabel}
        </button>
        <div id={panelId} className={styles.panel}>
          <nav aria-label={navLabel}>
            <ul className={styles.menu}>
              {items.map((item) =>
                isGroup(item) ? (
                  <li key={item.id} data-state={openGroup === item.id ? 'open' : 'closed'}>
                    <button
                      id={baseId + item.id}
                      type="button"
                      className={styles.navButton}
                      aria-expanded={openGroup === item.id}
                      aria-controls={`${baseId + item.id}-list`}
                      onClick={() => setOpenGroup(openGroup === item.id ? undefined : item.id)}
                    >
                      {item.label}
                      <svg viewBox="0 0 16 16" aria-hidden="true">
                        <path d="M4 6l4 4 4-4" />
                      </svg>
                    </button>
                    <ul
                      id={`${baseId + item.id}-list`}
                      className={styles.submenu}
                      hidden={openGroup !== item.id}
                    >
                      {item.items.map((child) => (
                        <li key={child.href}>
                          {renderLink({
                            ...linkProps(child.href),
                            className: styles.submenuLink,
                            children: child.label,
                          })}
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.href}>
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
