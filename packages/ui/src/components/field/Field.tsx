import { useId, type ReactNode } from 'react';
import visuallyHidden from '../visually-hidden/VisuallyHidden.module.css';
import styles from './Field.module.css';

/** Control height shared by the text-like fields: 2, 2.5 or 3 rem (`--size-control-*`). */
export type FieldSize = 'sm' | 'md' | 'lg';

/** The element ids a field links together with `for`, `aria-labelledby` and `aria-describedby`. */
export interface FieldIds {
  /** Id of the form control (the `<input>`, `<textarea>`, radiogroup...). */
  controlId: string;
  /** Id of the label element. */
  labelId: string;
  /** Id of the hint text. */
  hintId: string;
  /** Id of the error message. */
  errorId: string;
}

/**
 * Ids for one field, derived from the caller's `id` (so labels keep working when the control id
 * is chosen by the app) or generated.
 * @example const ids = useFieldIds(props.id); <input id={ids.controlId} />
 */
export function useFieldIds(id?: string): FieldIds {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/**
 * Whether a message slot really holds something to show (`null`, `false` and `''` do not), so an
 * empty `error` never marks a control invalid.
 * @example hasMessage('') // false
 */
export function hasMessage(node: ReactNode): boolean {
  return node != null && node !== false && node !== '';
}

/**
 * Joins the ids of describing elements for `aria-describedby`, skipping missing ones; `undefined`
 * when nothing remains (an empty attribute would be noise).
 * @example joinIds('a', undefined, 'b') // 'a b'
 */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The `aria-*` attributes of a field's control: invalid when there is an error, described by the
 * caller's own `aria-describedby`, the hint, the error and any `extra` ids (counter, currency).
 * @example <input {...fieldControlProps(ids, { hint, error })} />
 */
export function fieldControlProps(
  ids: FieldIds,
  {
    hint,
    error,
    describedBy,
    extra = [],
  }: {
    hint?: ReactNode;
    error?: ReactNode;
    describedBy?: string | undefined;
    extra?: (string | false | undefined)[];
  },
): { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const invalid = hasMessage(error);
  return {
    id: ids.controlId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': joinIds(
      describedBy,
      hasMessage(hint) && ids.hintId,
      invalid && ids.errorId,
      ...extra,
    ),
  };
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** Ids from {@link useFieldIds}, shared with the control. Required, no default. */
  ids: FieldIds;
  /** Visible name of the control. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /**
   * `'label'` renders `<label for>` (text-like controls); `'text'` renders a plain element with
   * `ids.labelId` for controls named through `aria-labelledby` (radio groups). Default `'label'`.
   */
  labelElement?: 'label' | 'text';
  /** Help text under the control. Default none. */
  hint?: ReactNode;
  /** Error message under the control; also sets `data-invalid`. Default none. */
  error?: ReactNode;
  /** Shows a required marker after the label (the control itself carries `required`). Default `false`. */
  required?: boolean;
  /** Dims the label to match a disabled control. Default `false`. */
  disabled?: boolean;
  /** Control height, exposed as `data-size` for the control's styles. Default `'md'`. */
  size?: FieldSize;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean;
  /** Extra content at the end of the message row (a character counter). Default none. */
  aside?: ReactNode;
  /** Class on the wrapper. Default none. */
  className?: string;
  /** The control. Required, no default. */
  children: ReactNode;
}

/**
 * The layout every text-like field shares: label (with required marker), control, hint and error
 * message, with the ids the control needs to reference them. The required marker is decorative
 * (`aria-hidden`): assistive technology hears "required" from the control's own `required`.
 * @example
 * const ids = useFieldIds(id);
 * <Field ids={ids} label="Name" hint="Shown in the server list" error={error}>
 *   <input {...fieldControlProps(ids, { hint, error })} />
 * </Field>
 */
export function Field({
  ids,
  label,
  hideLabel = false,
  labelElement = 'label',
  hint,
  error,
  required = false,
  disabled = false,
  size = 'md',
  fullWidth = false,
  aside,
  className,
  children,
}: FieldProps) {
  const invalid = hasMessage(error);
  const labelClass = hideLabel ? visuallyHidden.root : styles.label;
  const labelContent = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-size={size}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-full-width={fullWidth ? '' : undefined}
    >
      {labelElement === 'label' ? (
        <label id={ids.labelId} htmlFor={ids.controlId} className={labelClass}>
          {labelContent}
        </label>
      ) : (
        <span id={ids.labelId} className={labelClass}>
          {labelContent}
        </span>
      )}
      {children}
      {hasMessage(hint) || invalid || hasMessage(aside) ? (
        <div className={styles.messages}>
          <div className={styles.messageText}>
            {hasMessage(hint) ? (
              <p id={ids.hintId} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {invalid ? (
              <p id={ids.errorId} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
          {hasMessage(aside) ? <div className={styles.aside}>{aside}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
