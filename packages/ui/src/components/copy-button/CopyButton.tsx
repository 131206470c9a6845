import { Check, Copy, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, type ButtonAsButtonProps } from '../button/Button.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './CopyButton.module.css';

/** What the button shows: ready to copy, just copied, or the clipboard refused. */
export type CopyButtonState = 'idle' | 'copied' | 'failed';

/** Props of {@link CopyButton}; other `<button>` attributes (and Button's variant/size) pass through. */
export type CopyButtonProps = Omit<
  ButtonAsButtonProps,
  'children' | 'startIcon' | 'endIcon' | 'loading' | 'value' | 'onCopy' | 'onError' | 'aria-label'
> & {
  /** The text written to the clipboard. Required, no default. */
  value: string;
  /** Button text (or accessible name when `iconOnly`), e.g. "Copy". Required, no default. */
  label: string;
  /** Shown and announced after a successful copy, e.g. "Copied". Required, no default. */
  copiedLabel: string;
  /** Shown and announced when the clipboard refuses, e.g. "Could not copy". Default: `label` stays and nothing is announced. */
  failedLabel?: string | undefined;
  /** How long the copied (or failed) state lasts, in milliseconds (§9: 2 s). Default `2000`. */
  copiedDurationMs?: number | undefined;
  /** Only the icon is visible; `label` becomes the accessible name. Default `false`. */
  iconOnly?: boolean | undefined;
  /** Called with the value after it was written to the clipboard. Default none. */
  onCopy?: ((value: string) => void) | undefined;
  /** Called with the reason when writing failed (permission denied, no clipboard API, insecure context). Default none. */
  onError?: ((error: unknown) => void) | undefined;
};

/**
 * Copies `value` with `navigator.clipboard.writeText` and shows a "copied" state for
 * `copiedDurationMs` (§9: 2 s), announced through a polite live region. A refused clipboard
 * (denied permission, insecure context, no API) shows a failed state and calls `onError`, so the
 * portal can tell the user to copy by hand. The state is exposed as `data-state`.
 * @example <CopyButton value={apiKey} label="Copy" copiedLabel="Copied" failedLabel="Copy failed" />
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  failedLabel,
  copiedDurationMs = 2000,
  iconOnly = false,
  onCopy,
  onError,
  onClick,
  variant = 'secondary',
  size = 'sm',
  className,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyButtonState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Ignore a clipboard promise that settles after a newer click or after unmount.
  const attempt = useRef(0);

  useEffect(
    () => () => {
      attempt.current += 1;
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const show = (next: CopyButtonState) => {
    setState(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState('idle'), copiedDurationMs);
  };

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const current = ++attempt.current;
    const fail = (error: unknown) => {
      if (current !== attempt.current) return;
      show('failed');
      onError?.(error);
    };
    // `navigator.clipboard` is missing outside secure contexts (http://) and in old browsers.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      fail(new Error('The Clipboard API is not available (secure context required).'));
      return;
    }
    clipboard.writeText(value).then(() => {
      if (current !== attempt.current) return;
      show('copied');
      onCopy?.(value);
    }, fail);
  };

  const text =
    state === 'copied' ? copiedLabel : state === 'failed' ? (failedLabel ?? label) : label;
  const announcement =
    state === 'copied' ? copiedLabel : state === 'failed' ? (failedLabel ?? '') : '';
  const icon = state === 'copied' ? <Check /> : state === 'failed' ? <X /> : <Copy />;

  return (
    <>
      <Button
        {...props}
        variant={variant}
        size={size}
        onClick={handleClick}
        startIcon={icon}
        aria-label={iconOnly ? label : undefined}
        data-state={state}
        data-icon-only={iconOnly ? '' : undefined}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        {iconOnly ? null : text}
      </Button>
      {/* Always rendered so screen readers have registered the region before its text changes. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
