import * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styles from './Tabs.module.css';

/** One tab of {@link Tabs}. */
export interface TabItem<Value extends string = string> {
  /** Identifier reported by `onValueChange` (also a good URL segment: `'console'`). Required, no default. */
  value: Value;
  /** Visible tab name. Required, no default. */
  label: ReactNode;
  /** Render the tab as a link to this URL (overrides `getTabHref`). Default: `getTabHref`, else a button. */
  href?: string;
  /** The tab cannot be chosen. Default `false`. */
  disabled?: boolean;
  /** Panel content of this tab. Default: the `children` of {@link Tabs}. */
  content?: ReactNode;
}

/** Props of {@link Tabs}; other `<div>` attributes (and `ref`) pass through to the root. */
export interface TabsProps<Value extends string = string> extends Omit<
  ComponentPropsWithRef<'div'>,
  'defaultValue' | 'dir' | 'children'
> {
  /** The tabs, in display order. Required, no default. */
  items: readonly TabItem<Value>[];
  /** Accessible name of the tab list ("Server details"). Required, no default. */
  label: string;
  /** Active tab for controlled use, for example read from the URL (pair with `onValueChange`). Default: uncontrolled. */
  value?: Value;
  /** Initially active tab for uncontrolled use. Default: the first enabled tab. */
  defaultValue?: Value;
  /** Called with the tab the user chose; a router navigates here. Default none. */
  onValueChange?: (value: Value) => void;
  /** URL of each tab, rendering the tabs as links (open in a new tab, copy link). Default: buttons. */
  getTabHref?: (value: Value) => string;
  /** `'automatic'` activates a tab when arrow keys focus it; `'manual'` waits for Enter/Space. Default `'automatic'`. */
  activationMode?: 'automatic' | 'manual';
  /** Panel content for tabs without their own `content` (a router outlet). Default none. */
  children?: ReactNode;
  /** Keep inactive panels mounted (hidden) so their state survives switching. Default `false`. */
  keepMounted?: boolean;
}

/**
 * Tabs on Radix's tabs primitive (roving focus with arrow keys, Home/End, `tablist`/`tab`/`tabpanel`
 * wiring), made URL-friendly: keep the active tab in the URL by passing `value` from the route and
 * navigating in `onValueChange`, and give `getTabHref` so every tab is also a real link. A plain
 * click on a link tab does not follow the link (the tab activates through `onValueChange`, where
 * the router navigates); Ctrl/Cmd/Shift/middle clicks are left to the browser (new tab, new window).
 * @example
 * // Portal: the tab lives in the URL (/servers/:id/:tab)
 * <Tabs label="Server details" value={tab} onValueChange={(next) => navigate(`../${next}`)}
 *   getTabHref={(next) => `/servers/${id}/${next}`}
 *   items={[{ value: 'overview', label: t('overview') }, { value: 'console', label: t('console') }]}>
 *   <Outlet />
 * </Tabs>
 */
export function Tabs<Value extends string = string>({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  getTabHref,
  activationMode = 'automatic',
  children,
  keepMounted = false,
  className,
  ...props
}: TabsProps<Value>) {
  const initial = defaultValue ?? items.find((item) => !item.disabled)?.value;
  // The active tab, for the panels below: the parent's when controlled, else the last one Radix
  // reported (its own state, which also drops repeated reports of one choice).
  const [chosen, setChosen] = useState(initial);
  const active = value ?? chosen;
  const baseId = useId();
  const triggerId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = (tab: Value) => `${baseId}-panel-${tab}`;
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the list scrolls sideways: keep the active tab in sight (a deep link to the last
  // tab would otherwise open with its marker scrolled out of view).
  const measured = useRef(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    const activeTab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !activeTab) return;
    const firstRender = !measured.current;
    measured.current = true;
    // A new list is at its start, where its first tab is in sight: nothing to measure (measuring
    // makes the browser lay the page out there and then; issue 15: 35 ms of one task on a phone
    // when the home's plans arrived).
    if (firstRender && activeTab === list.firstElementChild) return;
    revealInList(list, activeTab);
  }, [value]);
  return (
    <TabsPrimitive.Root
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      value={value}
      defaultValue={value === undefined ? initial : undefined}
      onValueChange={(next) => {
        setChosen(next as Value);
        onValueChange?.(next as Value);
      }}
      activationMode={activationMode}
    >
      <TabsPrimitive.List ref={listRef} aria-label={label} className={styles.list}>
        {items.map((item) => {
          const href = item.href ?? getTabHref?.(item.value);
          return (
            <TabsPrimitive.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              // Our ids, which the panels below (not Radix's) point back to.
              id={triggerId(item.value)}
              aria-controls={panelId(item.value)}
              className={styles.tab}
              asChild={href !== undefined}
            >
              {href !== undefined ? (
                <a
                  href={item.disabled ? undefined : href}
                  // `<a>` has no `disabled`/`type`; override what the primitive would put on a button.
                  {...{ type: undefined, disabled: undefined }}
                  aria-disabled={item.disabled || undefined}
                  onMouseDown={skipActivationOnModifiedClick}
                  onClick={keepPlainClickInApp}
                >
                  {item.label}
                </a>
              ) : (
                item.label
              )}
            </TabsPrimitive.Trigger>
          );
        })}
      </TabsPrimitive.List>
      {/* The panels are plain elements with the tabpanel wiring, not Radix's Content: that one
          wraps each panel in its Presence, which reads every panel's computed style and sets
          state from a ref callback, a style recalculation and an extra render per panel (issue
          15: 30 ms of one task on a phone when the home's plans arrived). These panels have no
          enter/exit animation to wait for. */}
      {items.map((item) => {
        const selected = item.value === active;
        const shown = selected || keepMounted;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={triggerId(item.value)}
            data-state={selected ? 'active' : 'inactive'}
            hidden={!selected}
            tabIndex={0}
            className={styles.panel}
          >
            {shown ? (item.content ?? children) : null}
          </div>
        );
      })}
    </TabsPrimitive.Root>
  );
}

/** Scrolls the list sideways (only the list, never the page) so `tab` is wholly visible. */
function revealInList(list: HTMLElement, tab: HTMLElement) {
  // The list is positioned (see the CSS), so offsets are from its start, whatever its scroll.
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

// A modified press opens the link elsewhere: the current tab must not change, so stop Radix's
// mousedown activation (it skips its handler when the event is default-prevented).
function skipActivationOnModifiedClick(event: MouseEvent<HTMLAnchorElement>) {
  if (isModified(event)) event.preventDefault();
}

// The tab was already activated on mousedown/keydown; following the href would reload the page.
function keepPlainClickInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (!isModified(event)) event.preventDefault();
}
