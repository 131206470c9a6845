import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Field,
  fieldControlProps,
  hasMessage,
  useFieldIds,
  type FieldSize,
} from '../field/Field.tsx';
import controlStyles from '../field/FieldControl.module.css';
import styles from './TextArea.module.css';

/** Props of {@link TextArea}; other `<textarea>` attributes (name, rows, required, ...) pass through. */
export interface TextAreaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'defaultValue'
> {
  /** Visible name of the text area. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Help text under the text area, linked with `aria-describedby`. Default none. */
  hint?: ReactNode;
  /** Error message under the text area; sets `aria-invalid` and is linked with `aria-describedby`. Default none. */
  error?: ReactNode;
  /** Text for controlled use (pair with `onChange`). Default: uncontrolled. */
  value?: string;
  /** Initial text for uncontrolled use. Default `''`. */
  defaultValue?: string;
  /** Most characters (UTF-16 units, as the browser counts them); also shows the counter. Default none. */
  maxLength?: number;
  /** Words of the counter, e.g. `(used, max) => \`${used} of ${max} characters\``. Default `"used/max"`. */
  counterText?: (used: number, maxLength: number) => string;
  /** Grows with its content instead of scrolling (up to a CSS `max-height` if you set one). Default `false`. */
  autoResize?: boolean;
  /** Font size and padding, matching the other fields. Default `'md'`. */
  size?: FieldSize;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean;
}

const defaultCounterText = (used: number, maxLength: number) => `${used}/${maxLength}`;

/**
 * A labelled multi-line text input with hint, error, an optional character counter and optional
 * auto-resize. The counter is linked as a description (read when the field is focused) rather
 * than a live region, which would speak on every keystroke. `className` goes on the wrapper;
 * every other attribute (and `ref`) goes on the `<textarea>`.
 * @example
 * <TextArea label="Describe the problem" maxLength={2000} autoResize
 *   counterText={(used, max) => t('common:charactersUsed', { used, max })} />
 */
export function TextArea({
  label,
  hideLabel = false,
  hint,
  error,
  value,
  defaultValue = '',
  maxLength,
  counterText = defaultCounterText,
  autoResize = false,
  size = 'md',
  fullWidth = false,
  className,
  id,
  required,
  disabled,
  rows = 3,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const counterId = `${ids.controlId}-counter`;
  const [uncontrolledText, setUncontrolledText] = useState(defaultValue);
  const text = value ?? uncontrolledText;
  const element = useRef<HTMLTextAreaElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useLayoutEffect(() => {
    const node = element.current;
    if (!autoResize || node === null) return;
    // Shrink first so deleted lines give their height back, then fit the content.
    node.style.height = 'auto';
    node.style.height = `${node.scrollHeight + node.offsetHeight - node.clientHeight}px`;
  }, [autoResize, text]);

  const counter = maxLength !== undefined ? counterText(text.length, maxLength) : undefined;

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      className={className}
      aside={
        counter !== undefined ? (
          <span
            id={counterId}
            className={styles.counter}
            data-state={maxLength !== undefined && text.length >= maxLength ? 'full' : undefined}
          >
            {counter}
          </span>
        ) : undefined
      }
    >
      <textarea
        {...rest}
        {...fieldControlProps(ids, {
          hint,
          error,
          describedBy,
          extra: [counter !== undefined && counterId],
        })}
        ref={setRefs}
        rows={rows}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        onChange={(event) => {
          if (value === undefined) setUncontrolledText(event.target.value);
          onChange?.(event);
        }}
        className={`${controlStyles.control} ${styles.textarea}`}
        data-size={size}
        data-invalid={hasMessage(error) ? '' : undefined}
        data-auto-resize={autoResize ? '' : undefined}
      />
    </Field>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref != null) ref.current = node;
}
