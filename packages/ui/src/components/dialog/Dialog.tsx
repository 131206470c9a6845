import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, Ref, RefObject } from 'react';
import { CloseButton } from '../../shared/CloseButton.tsx';
import { Scrim } from '../../shared/Scrim.tsx';
import overlay from '../../shared/Overlay.module.css';
import styles from './Dialog.module.css';

/** Maximum width of a {@link Dialog}: 28, 36 or 48 rem; all shrink to the viewport on phones. */
export type DialogSize = 'sm' | 'md' | 'lg';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Heading that names the dialog (`aria-labelledby`). Required, no default. */
  title: ReactNode;
  /** Text under the title that describes the dialog (`aria-describedby`). Default none. */
  description?: ReactNode;
  /** The body. Default none. */
  children?: ReactNode;
  /** Actions at the bottom, usually buttons (wrap a cancel button in `DialogClose`). Default none. */
  footer?: ReactNode;
  /** Maximum width. Default `'md'`. */
  size?: DialogSize;
  /** Whether the dialog is open, for controlled use (pair with `onOpenChange`). Default: uncontrolled. */
  open?: boolean;
  /** Initial open state for uncontrolled use. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, overlay, close button). Default none. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog on click (rendered as is, gets `aria-expanded`/`aria-controls`). Default none. */
  trigger?: ReactElement;
  /** Accessible name of the × button in the corner; without it there is no × button. Default none. */
  closeLabel?: string;
  /** Escape closes the dialog. Default `true`. */
  closeOnEscape?: boolean;
  /** A click on the dimmed page around the dialog closes it. Default `true`. */
  closeOnOverlayClick?: boolean;
  /** `false` blocks every way of closing (Escape, overlay, × button), for example while an action runs. Default `true`. */
  dismissible?: boolean;
  /** Element focused when the dialog opens. Default: the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Class name of the dialog panel. Default none. */
  className?: string;
  /** Ref to the dialog panel (`role="dialog"`). Default none. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog (Radix Dialog underneath, so focus is trapped inside, returns to the trigger on
 * close, the page behind is inert and scroll-locked). Always named by its `title`. Closes on
 * Escape and on a click on the overlay unless told otherwise; the open state is exposed as
 * `data-state="open" | "closed"`.
 * @example
 * <Dialog title="Rename server" trigger={<Button>Rename</Button>} closeLabel="Close"
 *   footer={<><DialogClose><Button variant="secondary">Cancel</Button></DialogClose><Button onClick={save}>Save</Button></>}>
 *   <TextField label="Name" />
 * </Dialog>
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel,
  closeOnEscape = true,
  closeOnOverlayClick = true,
  dismissible = true,
  initialFocus,
  className,
  ref,
}: DialogProps) {
  const hasDescription = description != null && description !== false;
  return (
    <RadixDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      onOpenChange={(next) => {
        // A blocked dialog may still be opened, never closed.
        if (!next && !dismissible) return;
        onOpenChange?.(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Scrim />
        <RadixDialog.Content
          ref={ref}
          className={`${overlay.surface} ${styles.content}${className ? ` ${className}` : ''}`}
          data-size={size}
          // Radix warns without a description unless told there is none on purpose.
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape || !dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlayClick || !dismissible) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={overlay.title}>{title}</RadixDialog.Title>
            {closeLabel !== undefined ? (
              <RadixDialog.Close asChild>
                <CloseButton label={closeLabel} disabled={!dismissible} className={styles.close} />
              </RadixDialog.Close>
            ) : null}
          </div>
          {hasDescription ? (
            <RadixDialog.Description className={`${overlay.description} ${styles.description}`}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children != null ? <div className={styles.body}>{children}</div> : null}
          {footer != null ? <div className={overlay.actions}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Props of {@link DialogClose}. */
export interface DialogCloseProps {
  /** One element (usually a `Button`) that closes the surrounding dialog or drawer on click. Required. */
  children: ReactElement;
}

/**
 * Makes its child close the surrounding `Dialog` or `Drawer` when clicked (a "Cancel" button).
 * @example <DialogClose><Button variant="secondary">Cancel</Button></DialogClose>
 */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
