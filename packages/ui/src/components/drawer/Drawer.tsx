import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { CloseButton } from '../../shared/CloseButton.tsx';
import { Scrim } from '../../shared/Scrim.tsx';
import overlay from '../../shared/Overlay.module.css';
import styles from './Drawer.module.css';

/** Edge of the screen the drawer slides in from. */
export type DrawerSide = 'left' | 'right';

/** Width of a {@link Drawer}: 20, 30 or 45 rem, never wider than the viewport. */
export type DrawerWidth = 'sm' | 'md' | 'lg';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Heading that names the drawer (`aria-labelledby`). Required, no default. */
  title: ReactNode;
  /** Text under the title (`aria-describedby`). Default none. */
  description?: ReactNode;
  /** The scrollable body. Default none. */
  children?: ReactNode;
  /** Actions pinned to the bottom (wrap a cancel button in `DialogClose`). Default none. */
  footer?: ReactNode;
  /** Edge it slides in from. Default `'right'`. */
  side?: DrawerSide;
  /** Panel width. Default `'md'`. */
  width?: DrawerWidth;
  /** Whether the drawer is open, for controlled use (pair with `onOpenChange`). Default: uncontrolled. */
  open?: boolean;
  /** Initial open state for uncontrolled use. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close. Default none. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the drawer on click. Default none. */
  trigger?: ReactElement;
  /** Accessible name of the × button ("Close"). Required, no default. */
  closeLabel: string;
  /** A click on the dimmed page closes the drawer. Default `true`. */
  closeOnOverlayClick?: boolean;
  /** Class name of the panel. Default none. */
  className?: string;
  /** Ref to the panel (`role="dialog"`). Default none. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal side sheet (Radix Dialog underneath: focus trap, Escape, focus returns to the trigger)
 * for secondary tasks that keep the page in view, such as filters or a server's details on a
 * phone. Named by its `title`; the state is exposed as `data-state`, the edge as `data-side`.
 * @example
 * <Drawer title="Filters" closeLabel="Close" trigger={<Button variant="secondary">Filters</Button>}>
 *   <RegionFilter />
 * </Drawer>
 */
export function Drawer({
  title,
  description,
  children,
  footer,
  side = 'right',
  width = 'md',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel,
  closeOnOverlayClick = true,
  className,
  ref,
}: DrawerProps) {
  const hasDescription = description != null && description !== false;
  const [bodyRef, scrollable] = useScrollable();
  return (
    <RadixDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Scrim />
        <RadixDialog.Content
          ref={ref}
          className={`${overlay.surface} ${styles.panel}${className ? ` ${className}` : ''}`}
          data-side={side}
          data-width={width}
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <RadixDialog.Title className={overlay.title}>{title}</RadixDialog.Title>
              {hasDescription ? (
                <RadixDialog.Description className={overlay.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <CloseButton label={closeLabel} className={styles.close} />
            </RadixDialog.Close>
          </div>
          {/* Focusable only when it scrolls, so keyboard users can scroll a long body without controls. */}
          <div
            ref={bodyRef}
            className={styles.body}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must be focusable to scroll by keyboard
            tabIndex={scrollable ? 0 : undefined}
            data-scrollable={scrollable ? '' : undefined}
          >
            <div>{children}</div>
          </div>
          {footer != null ? (
            <div className={`${overlay.actions} ${styles.footer}`}>{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// Whether the element's content overflows it, re-checked when it or its content resizes.
function useScrollable() {
  const [scrollable, setScrollable] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const check = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrollable] as const;
}
