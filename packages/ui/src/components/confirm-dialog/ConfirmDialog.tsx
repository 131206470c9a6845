import {
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from '../button/Button.tsx';
import { Dialog, DialogClose } from '../dialog/Dialog.tsx';
import { TextField } from '../text-field/TextField.tsx';
import overlay from '../../shared/Overlay.module.css';
import styles from './ConfirmDialog.module.css';

/** Weight of the confirmed action: `danger` for destructive, irreversible actions. */
export type ConfirmDialogTone = 'default' | 'danger';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Question or action as the dialog's heading ("Delete server web-1?"). Required, no default. */
  title: ReactNode;
  /** What will happen, shown under the title and announced as the description. Default none. */
  message?: ReactNode;
  /** Text of the confirm button ("Delete"). Required, no default. */
  confirmLabel: string;
  /** Text of the cancel button ("Cancel"). Required, no default. */
  cancelLabel: string;
  /** `danger` makes the confirm button red and focuses Cancel first. Default `'default'`. */
  tone?: ConfirmDialogTone;
  /** The action is running: confirm shows a spinner, nothing else can be used and the dialog cannot close. Default `false`. */
  loading?: boolean;
  /** Called when the user confirms (button or Enter). Required, no default. */
  onConfirm: () => void;
  /** Ask to close right after `onConfirm`; set `false` to keep the dialog open while `loading` and close it yourself. Default `true`. */
  closeOnConfirm?: boolean;
  /** Text the user must type exactly (for example the server name) before confirm is enabled. Default none: no input. */
  confirmationText?: string;
  /** Label of the type-to-confirm input ("Type web-1 to confirm"); needed with `confirmationText`. Default none. */
  confirmationLabel?: ReactNode;
  /** Whether the dialog is open, for controlled use (pair with `onOpenChange`). Default: uncontrolled. */
  open?: boolean;
  /** Initial open state for uncontrolled use. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. Default none. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog on click. Default none. */
  trigger?: ReactElement;
  /** Accessible name of the × button; without it only Cancel and Escape close the dialog. Default none. */
  closeLabel?: string;
}

/**
 * Asks "are you sure?" before an action, built on {@link Dialog}. For destructive actions use
 * `tone="danger"` (Cancel gets the initial focus, so a stray Enter does nothing harmful), and for
 * the worst ones add `confirmationText`: confirm stays disabled until the user types it exactly.
 * While `loading` the dialog cannot be closed, so a running action is not hidden halfway.
 * @example
 * <ConfirmDialog tone="danger" title="Delete server web-1?" message="All its data will be lost."
 *   confirmLabel="Delete" cancelLabel="Cancel" confirmationText="web-1" confirmationLabel="Type web-1 to confirm"
 *   trigger={<Button variant="danger">Delete</Button>} onConfirm={deleteServer} />
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  loading = false,
  onConfirm,
  closeOnConfirm = true,
  confirmationText,
  confirmationLabel,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  closeLabel,
}: ConfirmDialogProps) {
  // Uncontrolled state lives here (not in Dialog) so that confirming can close the dialog.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const initialFocus = useRef<HTMLElement>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog
      title={title}
      description={message}
      size="sm"
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      dismissible={!loading}
      initialFocus={initialFocus}
      {...(closeLabel !== undefined ? { closeLabel } : {})}
    >
      <ConfirmForm
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        tone={tone}
        loading={loading}
        confirmationText={confirmationText}
        confirmationLabel={confirmationLabel}
        initialFocusRef={initialFocus}
        onConfirm={() => {
          onConfirm();
          if (closeOnConfirm) setOpen(false);
        }}
      />
    </Dialog>
  );
}

interface ConfirmFormProps {
  confirmLabel: string;
  cancelLabel: string;
  tone: ConfirmDialogTone;
  loading: boolean;
  confirmationText: string | undefined;
  confirmationLabel: ReactNode;
  initialFocusRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
}

// Its own component so the typed text is dropped when the dialog closes (the content unmounts).
function ConfirmForm({
  confirmLabel,
  cancelLabel,
  tone,
  loading,
  confirmationText,
  confirmationLabel,
  initialFocusRef,
  onConfirm,
}: ConfirmFormProps) {
  const [typed, setTyped] = useState('');
  const needsTyping = confirmationText !== undefined;
  // Exact match on purpose: no trimming or case folding, so "web-1 " cannot delete "web-1".
  const confirmed = !needsTyping || typed === confirmationText;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !confirmed) return;
    onConfirm();
  };
  const focusTarget = (element: HTMLElement | null) => {
    initialFocusRef.current = element;
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {needsTyping ? (
        <TextField
          ref={focusTarget}
          label={confirmationLabel}
          className={styles.confirmation}
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          readOnly={loading}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
      ) : null}
      <div className={overlay.actions}>
        <DialogClose>
          <Button
            variant="secondary"
            disabled={loading}
            ref={!needsTyping && tone === 'danger' ? focusTarget : undefined}
          >
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={tone === 'danger' ? 'danger' : 'primary'}
          loading={loading}
          disabled={!confirmed}
          ref={!needsTyping && tone === 'default' ? focusTarget : undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
