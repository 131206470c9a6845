import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CopyButton } from '../copy-button/CopyButton.tsx';
import styles from './CodeBlock.module.css';

/** Long lines: scroll horizontally (`'scroll'`, keeps file formats intact) or wrap (`'wrap'`). */
export type CodeBlockOverflow = 'scroll' | 'wrap';

/** Props of {@link CodeBlock}; other `<div>` attributes pass through to the outer element. */
export interface CodeBlockProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'title' | 'onCopy'
> {
  /** The text shown and copied, verbatim. Required, no default. */
  code: string;
  /** Visible caption that also names the code region ("clouds.yaml"). Default none. */
  title?: ReactNode;
  /** Short language or format label shown in the header ("YAML", "bash"). Default none. */
  language?: string | undefined;
  /** How long lines behave. Default `'scroll'`. */
  overflow?: CodeBlockOverflow | undefined;
  /** Text of the copy button; omit to render no copy button. Default none. */
  copyLabel?: string | undefined;
  /** Shown and announced for 2 s after copying (§9). Default: `copyLabel`. */
  copiedLabel?: string | undefined;
  /** Shown and announced when the clipboard refuses. Default: the copy label stays. */
  copyFailedLabel?: string | undefined;
  /** Called when the clipboard refuses, so the portal can suggest selecting the text. Default none. */
  onCopyError?: ((error: unknown) => void) | undefined;
  /** Called after the code was copied. Default none. */
  onCopy?: ((value: string) => void) | undefined;
}

/**
 * A read-only block of monospace text (credentials files such as `clouds.yaml` or `openrc.sh`, API
 * snippets) with an optional title, language label and {@link CopyButton}. The code region is
 * keyboard-focusable so horizontally scrolling lines can be read without a mouse.
 * @example <CodeBlock title="clouds.yaml" language="YAML" code={yaml} copyLabel="Copy" copiedLabel="Copied" />
 */
export function CodeBlock({
  code,
  title,
  language,
  overflow = 'scroll',
  copyLabel,
  copiedLabel,
  copyFailedLabel,
  onCopy,
  onCopyError,
  className,
  ...props
}: CodeBlockProps) {
  const titleId = useId();
  const hasHeader = title != null || language !== undefined || copyLabel !== undefined;
  return (
    <div
      {...props}
      data-overflow={overflow}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {hasHeader ? (
        <div className={styles.header}>
          {title != null ? (
            <span id={titleId} className={styles.title}>
              {title}
            </span>
          ) : null}
          {language !== undefined ? <span className={styles.language}>{language}</span> : null}
          {copyLabel !== undefined ? (
            <span className={styles.copy}>
              <CopyButton
                value={code}
                label={copyLabel}
                copiedLabel={copiedLabel ?? copyLabel}
                failedLabel={copyFailedLabel}
                onCopy={onCopy}
                onError={onCopyError}
                variant="ghost"
                size="sm"
              />
            </span>
          ) : null}
        </div>
      ) : null}
      {/* Focusable so keyboard users can scroll long lines; named by the title when there is one. */}
      <pre
        className={styles.pre}
        tabIndex={0}
        role={title != null ? 'region' : undefined}
        aria-labelledby={title != null ? titleId : undefined}
      >
        <code className={styles.code}>{code}</code>
      </pre>
    </div>
  );
}
