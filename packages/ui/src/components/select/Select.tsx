import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import type { FieldSize } from '../field/Field.tsx';
import fieldStyles from '../field/Field.module.css';
import controlStyles from '../field/FieldControl.module.css';
import visuallyHidden from '../visually-hidden/VisuallyHidden.module.css';
import styles from './Select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption<Value extends string = string> {
  /** The value reported by `onChange`. */
  value: Value;
  /** Visible text of the option. */
  label: string;
  /** Cannot be chosen. Default `false`. */
  disabled?: boolean;
  /** BCP 47 language of the label, so screen readers pronounce it right (`'ru'` for "Русский"). Default: inherited. */
  lang?: string;
}

/** Control height: 2, 2.5 or 3 rem (`--size-control-*`); the same sizes as every field. */
export type SelectSize = FieldSize;

/** Props of {@link Select}; other `<select>` attributes (name, required, disabled, ...) pass through to it. */
export interface SelectProps<Value extends string = string> extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'children' | 'multiple'
> {
  /** Accessible name, shown above the control unless `hideLabel`. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only (for example a language switcher in a header). Default `false`. */
  hideLabel?: boolean;
  /** The choices, in display order. Required, no default. */
  options: readonly SelectOption<Value>[];
  /** Selected value for controlled use (pair with `onChange`). Default: uncontrolled. */
  value?: Value;
  /** Initially selected value for uncontrolled use. Default: the first option, or the placeholder. */
  defaultValue?: Value;
  /** Called with the newly chosen value (and the native event). Default none. */
  onChange?: (value: Value, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Text of an empty, unselectable first option shown until a choice is made. Default none. */
  placeholder?: string;
  /** Help text under the control, linked with `aria-describedby`. Default none. */
  description?: ReactNode;
  /** Error message under the control; sets `aria-invalid` and is linked with `aria-describedby`. Default none. */
  error?: ReactNode;
  /** Control height. Default `'md'`. */
  size?: SelectSize;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean;
}

/**
 * A labelled native `<select>`: the most robust choice for keyboards, screen readers and phones.
 * Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`, read via `name`/`ref`).
 * `className` goes on the wrapper; every other attribute (and `ref`) goes on the `<select>`.
 * @example
 * <Select label="Language" hideLabel size="sm" value={language} onChange={setLanguage}
 *   options={[{ value: 'en', label: 'English', lang: 'en' }, { value: 'ru', label: 'Русский', lang: 'ru' }]} />
 */
export function Select<Value extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  error,
  size = 'md',
  fullWidth = false,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SelectProps<Value>) {
  const generatedId = useId();
  const own = useRef<HTMLSelectElement | null>(null);
  // A prerendered select can be changed before React hydrates it: the browser shows the choice,
  // React (which leaves a hydrated select's value alone) never heard of it. Once mounted, a
  // controlled select whose element disagrees with `value` reports the element's choice the way a
  // visitor's change would, so a language picked while the page loaded is not silently ignored.
  useEffect(() => {
    const element = own.current;
    if (value !== undefined && element && element.value !== value && element.value !== '')
      element.dispatchEvent(new Event('change', { bubbles: true }));
    // Only the first render can disagree with the element; later changes go through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const controlId = id ?? `${generatedId}-control`;
  const hasDescription = description != null && description !== false && description !== '';
  const invalid = error != null && error !== false && error !== '';
  // With a placeholder and no initial value, start on the placeholder instead of the first option.
  const initialValue =
    value === undefined && defaultValue === undefined && placeholder !== undefined
      ? ''
      : defaultValue;
  // Field's markup, classes and id scheme written out rather than <Field> and its helpers: Select
  // is in the public home's entry chunk (the language switcher), where they cost 0.4 KB gzip
  // against a budget at its ceiling. The styles are still Field's (one definition).
  return (
    <div
      className={className ? `${fieldStyles.root} ${className}` : fieldStyles.root}
      data-invalid={invalid ? '' : undefined}
      data-disabled={rest.disabled ? '' : undefined}
      data-full-width={fullWidth ? '' : undefined}
    >
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden.root : fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...rest}
          ref={(element) => {
            own.current = element;
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
          }}
          id={controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [describedBy, hasDescription && `${controlId}-hint`, invalid && `${controlId}-error`]
              .filter(Boolean)
              .join(' ') || undefined
          }
          className={`${controlStyles.control} ${styles.select}`}
          data-size={size}
          value={value}
          defaultValue={initialValue}
          onChange={(event) => onChange?.(event.target.value as Value, event)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              lang={option.lang}
            >
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </div>
      {hasDescription ? (
        <p id={`${controlId}-hint`} className={fieldStyles.hint}>
          {description}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${controlId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
