import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode, Ref } from 'react';
import { CloseButton } from '../../shared/CloseButton.tsx';
import overlay from '../../shared/Overlay.module.css';
import styles from './Popover.module.css';

/** Side of the trigger the popover prefers (it flips when there is no room). */
export type PopoverSide = 'top' | 'right' | 'bottom' | 'left';

/** Alignment along the trigger's edge. */
export type PopoverAlign = 'start' | 'center' | 'end';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that toggles the popover (a button); it gets `aria-expanded` and `aria-controls`. Required. */
  trigger: ReactElement;
  /** Content of the panel. Required. */
  children: ReactNode;
  /** Accessible name of the panel (`role="dialog"`). Required, no default. */
  label: string;
  /** Preferred side. Default `'bottom'`. */
  side?: PopoverSide;
  /** Alignment against the trigger. Default `'center'`. */
  align?: PopoverAlign;
  /** Draw an arrow pointing at the trigger. Default `true`. */
  arrow?: boolean;
  /** Whether it is open, for controlled use (pair with `onOpenChange`). Default: uncontrolled. */
  open?: boolean;
  /** Initial open state for uncontrolled use. Default `false`. */
  defaultOpen?: boolean;
  /** Called when it asks to open or close (trigger, Escape, click outside). Default none. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of a × button in the corner (handy on touch screens); without it there is none. Default none. */
  closeLabel?: string;
  /** Class name of the panel. Default none. */
  className?: string;
  /** Ref to the panel. Default none. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Non-modal floating panel anchored to a trigger (Radix Popover: positioning, collision flipping,
 * Escape and click-outside dismissal, focus moved in and back). For rich content such as a price
 * breakdown or a short form; use `Tooltip` for plain hints. State is exposed as `data-state`,
 * the resolved side as `data-side`.
 * @example
 * <Popover label="Price details" trigger={<Button variant="ghost">Details</Button>}>
 *   <PriceBreakdown />
 * </Popover>
 */
export function Popover({
  trigger,
  children,
  label,
  side = 'bottom',
  align = 'center',
  arrow = true,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
  className,
  ref,
}: PopoverProps) {
  return (
    <RadixPopover.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={ref}
          aria-label={label}
          side={side}
          align={align}
          sideOffset={arrow ? 4 : 8}
          collisionPadding={8}
          className={`${overlay.surface} ${styles.content}${className ? ` ${className}` : ''}`}
        >
          <div className={styles.body}>{children}</div>
          {closeLabel !== undefined ? (
            <RadixPopover.Close asChild>
              <CloseButton label={closeLabel} className={styles.close} />
            </RadixPopover.Close>
          ) : null}
          {arrow ? <RadixPopover.Arrow className={styles.arrow} width={12} height={6} /> : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
