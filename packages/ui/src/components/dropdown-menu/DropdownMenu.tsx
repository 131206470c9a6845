import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, EllipsisVertical } from 'lucide-react';
import type { ReactElement, ReactNode, Ref } from 'react';
import styles from './DropdownMenu.module.css';

/** An action in a {@link DropdownMenu}. */
export interface DropdownMenuItem {
  /** Marks an action entry. Default `'item'`. */
  type?: 'item';
  /** Stable key. */
  id: string;
  /** Visible text and accessible name. */
  label: string;
  /** Decorative icon before the label (a lucide icon). Default none. */
  icon?: ReactNode;
  /** Called when chosen by click, Enter or Space; the menu then closes. */
  onSelect: () => void;
  /** Shown dimmed, skipped by the keyboard and not selectable. Default `false`. */
  disabled?: boolean;
  /** Red styling for destructive actions ("Delete server"). Default `false`. */
  destructive?: boolean;
  /** Second line in smaller text, for example why the item is disabled. Default none. */
  description?: string;
}

/** A line between groups of items. */
export interface DropdownMenuSeparator {
  type: 'separator';
  /** Stable key. */
  id: string;
}

/** A non-interactive group heading. */
export interface DropdownMenuGroupLabel {
  type: 'label';
  /** Stable key. */
  id: string;
  /** The heading text. */
  label: string;
}

/** One entry of a {@link DropdownMenu}. */
export type DropdownMenuEntry = DropdownMenuItem | DropdownMenuSeparator | DropdownMenuGroupLabel;

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** Accessible name of the trigger (and so of the menu), visible with `showLabel`. Required, no default. */
  label: string;
  /** The entries in order. Required. */
  items: readonly DropdownMenuEntry[];
  /** Show `label` as text with a chevron instead of an icon-only "⋮" button. Default `false`. */
  showLabel?: boolean;
  /** Replaces the default trigger; must be a focusable element with an accessible name. Default none. */
  trigger?: ReactElement;
  /** Side of the trigger the menu prefers. Default `'bottom'`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment against the trigger. Default `'end'`. */
  align?: 'start' | 'center' | 'end';
  /** Whether it is open, for controlled use (pair with `onOpenChange`). Default: uncontrolled. */
  open?: boolean;
  /** Initial state for uncontrolled use. Default `false`. */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. Default none. */
  onOpenChange?: (open: boolean) => void;
  /** Disables the trigger (default or custom), so the menu cannot open. Default `false`. */
  disabled?: boolean;
  /** Class name of the menu panel. Default none. */
  className?: string;
  /** Ref to the menu panel (`role="menu"`). Default none. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A menu of actions behind a button (Radix DropdownMenu: arrow keys, Home/End, type-ahead,
 * Escape, focus return and ARIA menu roles come from the primitive). Typical use: the row
 * actions of a server. Items can have icons, be disabled (with a reason as `description`),
 * separated, grouped and marked destructive (`data-destructive`).
 * @example
 * <DropdownMenu label="Actions for web-1" items={[
 *   { id: 'reboot', label: 'Reboot', icon: <RotateCw />, onSelect: reboot },
 *   { type: 'separator', id: 's1' },
 *   { id: 'delete', label: 'Delete', icon: <Trash2 />, destructive: true, onSelect: confirmDelete },
 * ]} />
 */
export function DropdownMenu({
  label,
  items,
  showLabel = false,
  trigger,
  side = 'bottom',
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
  className,
  ref,
}: DropdownMenuProps) {
  return (
    // Not modal: a menu does not need to hide the page from assistive tech (Radix's modal mode
    // sets aria-hidden around it while the trigger stays focusable), Escape and outside clicks still close it.
    <RadixMenu.Root
      modal={false}
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixMenu.Trigger asChild disabled={disabled}>
        {trigger ?? (
          <button
            type="button"
            className={styles.trigger}
            data-icon-only={showLabel ? undefined : ''}
            aria-label={showLabel ? undefined : label}
          >
            {showLabel ? (
              <>
                {label}
                <ChevronDown aria-hidden="true" focusable="false" size="1em" />
              </>
            ) : (
              <EllipsisVertical aria-hidden="true" focusable="false" size="1.25em" />
            )}
          </button>
        )}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          ref={ref}
          side={side}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          loop
          className={className ? `${styles.content} ${className}` : styles.content}
        >
          {items.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

function Entry({ entry }: { entry: DropdownMenuEntry }) {
  switch (entry.type) {
    case 'separator':
      return <RadixMenu.Separator className={styles.separator} />;
    case 'label':
      return <RadixMenu.Label className={styles.groupLabel}>{entry.label}</RadixMenu.Label>;
    case undefined:
    case 'item':
      return <Item item={entry} />;
    default:
      return entry satisfies never;
  }
}

function Item({ item }: { item: DropdownMenuItem }) {
  // The description stays in the accessible name (axe: the visible text must be part of it);
  // the space keeps "Power off" and the reason apart for screen readers (flex hides it visually).
  return (
    <RadixMenu.Item
      className={styles.item}
      disabled={item.disabled ?? false}
      data-destructive={item.destructive ? '' : undefined}
      onSelect={item.onSelect}
    >
      <span className={styles.icon} aria-hidden="true">
        {item.icon}
      </span>
      <span className={styles.text}>
        <span>{item.label}</span>
        {item.description !== undefined ? (
          <>
            {' '}
            <span className={styles.description}>{item.description}</span>
          </>
        ) : null}
      </span>
    </RadixMenu.Item>
  );
}
