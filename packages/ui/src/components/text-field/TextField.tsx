import type { ComponentPropsWithRef, HTMLInputTypeAttribute, ReactNode } from 'react';
import {
  Field,
  fieldControlProps,
  hasMessage,
  useFieldIds,
  type FieldSize,
} from '../field/Field.tsx';
import controlStyles from '../field/FieldControl.module.css';
import styles from './TextField.module.css';

/** Input types a {@link TextField} supports (passwords and amounts have their own fields). */
export type TextFieldType = 'text' | 'email' | 'url' | 'tel' | 'search';

/** Props shared by the text-like fields built on the same input box. */
export interface TextFieldOwnProps {
  /** Visible name of the input. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only (a search box with a visible button). Default `false`. */
  hideLabel?: boolean;
  /** Help text under the input, linked with `aria-describedby`. Default none. */
  hint?: ReactNode;
  /** Error message under the input; sets `aria-invalid` and is linked with `aria-describedby`. Default none. */
  error?: ReactNode;
  /** Content inside the box before the text (an icon, `https://`). Not announced unless it has an id you reference. Default none. */
  prefix?: ReactNode;
  /** Content inside the box after the text (a unit, a button). Default none. */
  suffix?: ReactNode;
  /** Input height. Default `'md'`. */
  size?: FieldSize;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean;
}

/** Props of {@link TextField}; other `<input>` attributes (name, required, autoComplete, ...) pass through. */
export interface TextFieldProps
  extends
    TextFieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps | 'type'> {
  /** Kind of text, which picks the phone keyboard and browser validation. Default `'text'`. */
  type?: TextFieldType;
}

/** Internal: the same box for any input type (used by PasswordField and AmountField). */
export interface TextInputProps
  extends
    TextFieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps | 'type'> {
  /** Any input type. Default `'text'`. */
  type?: HTMLInputTypeAttribute;
  /** Extra ids for `aria-describedby` (a currency symbol, a strength hint). Default none. */
  describedByExtra?: (string | false | undefined)[];
  /** Content below the hint/error row end, such as a strength meter. Default none. */
  below?: ReactNode;
}

/**
 * A labelled single-line text input with optional hint, error, prefix and suffix. Works controlled
 * (`value` + `onChange`) or uncontrolled (`defaultValue`). `className` goes on the wrapper; every
 * other attribute (and `ref`) goes on the `<input>`. `required` shows a marker after the label.
 * @example <TextField label="Server name" required hint="Letters, digits and dashes" error={nameError} />
 * @example <TextField type="url" label="Webhook" prefix="https://" fullWidth />
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <TextInput {...props} type={type} />;
}

/**
 * Shared implementation of the text-like fields; not exported from the package.
 * @example <TextInput type="password" label="Password" suffix={<button>Show</button>} />
 */
export function TextInput({
  label,
  hideLabel = false,
  hint,
  error,
  prefix,
  suffix,
  size = 'md',
  fullWidth = false,
  className,
  id,
  type = 'text',
  required,
  disabled,
  describedByExtra,
  below,
  'aria-describedby': describedBy,
  ...rest
}: TextInputProps) {
  const ids = useFieldIds(id);
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
    >
      <div
        className={`${controlStyles.control} ${styles.box}`}
        data-size={size}
        data-invalid={hasMessage(error) ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {hasMessage(prefix) ? <span className={styles.affix}>{prefix}</span> : null}
        <input
          {...rest}
          {...fieldControlProps(ids, { hint, error, describedBy, extra: describedByExtra })}
          type={type}
          required={required}
          disabled={disabled}
          className={styles.input}
        />
        {hasMessage(suffix) ? <span className={styles.affix}>{suffix}</span> : null}
      </div>
      {below}
    </Field>
  );
}
