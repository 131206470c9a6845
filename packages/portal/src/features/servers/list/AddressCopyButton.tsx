import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CopyIcon } from './icons.tsx';
import styles from './ServerListScreen.module.css';

/** How long the copied state lasts (§9: 2 s). */
const COPIED_MS = 2000;

/**
 * The server list's copy button of an address: a lean stand-in for the ui CopyButton (one button
 * and its icon per row; the list has one shared live region, told through `onCopied`, instead of
 * one per row), so that rows stay cheap to mount while sorting and scrolling 300 servers.
 * @example <AddressCopyButton value="203.0.113.7" label="Copy the address of web-1" onCopied={announce} />
 */
export function AddressCopyButton({
  value,
  label,
  onCopied,
}: {
  value: string;
  label: string;
  onCopied: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    // `navigator.clipboard` is missing outside secure contexts: the address stays selectable.
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true);
        onCopied();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      },
      () => undefined,
    );
  };
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      data-state={copied ? 'copied' : 'idle'}
      onClick={copy}
    >
      {copied ? <Check aria-hidden="true" focusable="false" size={14} /> : <CopyIcon />}
    </button>
  );
}
