import { Check, ChevronDown } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Field, fieldControlProps, useFieldIds, type FieldSize } from '../field/Field.tsx';
import controlStyles from '../field/FieldControl.module.css';
import styles from './Combobox.module.css';

/** One choice of a {@link Combobox}. */
export interface ComboboxOption<Value extends string = string> {
  /** The value reported by `onValueChange`. */
  value: Value;
  /** Visible text; also what the search matches and what the input shows once chosen. */
  label: string;
  /** Secondary text under the label (not searched unless `filter` does). Default none. */
  description?: string;
  /** Shown but cannot be chosen. Default `false`. */
  disabled?: boolean;
}

/** Props of {@link Combobox}; other `<input>` attributes (placeholder, autoFocus, ...) pass through to the text input. */
export interface ComboboxProps<Value extends string = string> extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'prefix'
> {
  /** Visible name of the input. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Help text under the input, linked with `aria-describedby`. Default none. */
  hint?: ReactNode;
  /** Error message under the input; sets `aria-invalid` and is linked with `aria-describedby`. Default none. */
  error?: ReactNode;
  /** The choices, in display order. Required, no default. */
  options: readonly ComboboxOption<Value>[];
  /** Chosen value for controlled use (`null` = nothing); pair with `onValueChange`. Default: uncontrolled. */
  value?: Value | null;
  /** Initially chosen value for uncontrolled use. Default `null`. */
  defaultValue?: Value | null;
  /** Called with the chosen value, or `null` when the user empties the input and leaves it. Default none. */
  onValueChange?: (value: Value | null) => void;
  /** Called with the text as the user types (to load options from a server). Default none. */
  onInputValueChange?: (text: string) => void;
  /** Shown in the popup when no option matches the typed text ("No regions found"). Required, no default. */
  emptyMessage: ReactNode;
  /** Decides whether an option matches the typed text. Default: the label contains the text, ignoring case. */
  filter?: (option: ComboboxOption<Value>, text: string) => boolean;
  /** Input height. Default `'md'`. */
  size?: FieldSize;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean;
}

/**
 * Case-insensitive substring match on the label (locale-aware lower-casing, so "İ" and "Ё" work).
 * @example defaultComboboxFilter({ value: 'ams', label: 'Amsterdam' }, 'STER') // true
 */
export function defaultComboboxFilter(option: ComboboxOption, text: string): boolean {
  return option.label.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());
}

/**
 * A text input with a filtered list of options: the ARIA 1.2 combobox pattern with list
 * autocomplete (`role="combobox"`, `aria-expanded`, `aria-controls`, `aria-activedescendant`).
 * Focus stays in the input; ArrowDown/ArrowUp open the list and move through the options
 * (wrapping, skipping disabled ones), Enter chooses, Escape closes, Tab leaves. Typing filters the
 * options (case-insensitive by default) without choosing one; leaving the input restores the
 * chosen label, or clears the value if the input was emptied. With `name`, a hidden input submits
 * the chosen value. The popup is positioned under the input, not portalled.
 * @example
 * <Combobox label="Region" emptyMessage="No regions found" value={region} onValueChange={setRegion}
 *   options={[{ value: 'eu-west2', label: 'Amsterdam' }, { value: 'us-east1', label: 'New York' }]} />
 */
export function Combobox<Value extends string = string>({
  label,
  hideLabel = false,
  hint,
  error,
  options,
  value,
  defaultValue = null,
  onValueChange,
  onInputValueChange,
  emptyMessage,
  filter = defaultComboboxFilter,
  size = 'md',
  fullWidth = false,
  id,
  className,
  name,
  required,
  disabled,
  onKeyDown,
  onBlur,
  onClick,
  'aria-describedby': describedBy,
  ...rest
}: ComboboxProps<Value>) {
  const ids = useFieldIds(id);
  const listboxId = `${ids.controlId}-listbox`;
  const optionId = (index: number) => `${ids.controlId}-option-${index}`;

  const [uncontrolledValue, setUncontrolledValue] = useState<Value | null>(defaultValue);
  const selectedValue = value === undefined ? uncontrolledValue : value;
  const selected = options.find((option) => option.value === selectedValue);
  // The text being typed; `null` while not editing, when the input shows the chosen label.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<Value | null>(null);
  const listboxRef = useRef<HTMLUListElement>(null);

  const text = draft ?? selected?.label ?? '';
  const visible = options
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => draft === null || draft === '' || filter(option, draft));
  const active = open ? visible.find(({ option }) => option.value === activeValue) : undefined;

  const activeOptionId = active !== undefined ? optionId(active.index) : undefined;
  useEffect(() => {
    if (activeOptionId === undefined) return;
    const element = listboxRef.current?.querySelector<HTMLElement>(
      `#${CSS.escape(activeOptionId)}`,
    );
    // Keep the active option in view while the arrow keys move through a long list.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const choose = (option: ComboboxOption<Value>) => {
    if (option.disabled) return;
    if (value === undefined) setUncontrolledValue(option.value);
    if (option.value !== selectedValue) onValueChange?.(option.value);
    setDraft(null);
    setOpen(false);
  };

  const enabled = visible.filter(({ option }) => !option.disabled);
  const move = (direction: 1 | -1) => {
    if (enabled.length === 0) return;
    const position = enabled.findIndex(({ option }) => option.value === active?.option.value);
    const next =
      position === -1
        ? direction === 1
          ? 0
          : enabled.length - 1
        : (position + direction + enabled.length) % enabled.length;
    setActiveValue(enabled[next]!.option.value);
  };

  const openList = (activate: 'selected' | 'first' | 'last' | 'none') => {
    setOpen(true);
    const start =
      activate === 'selected'
        ? (enabled.find(({ option }) => option.value === selectedValue) ?? enabled[0])
        : activate === 'first'
          ? enabled[0]
          : activate === 'last'
            ? enabled.at(-1)
            : undefined;
    setActiveValue(start?.option.value ?? null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? 'none' : 'selected');
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else move(-1);
        break;
      case 'Enter':
        if (open && active !== undefined) {
          // Choosing an option must not also submit the surrounding form.
          event.preventDefault();
          choose(active.option);
        }
        break;
      case 'Escape':
        if (open) {
          // Close only the popup, not a dialog around the combobox.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const commitOnLeave = () => {
    setOpen(false);
    if (draft === null) return;
    if (draft.trim() === '' && selectedValue !== null) {
      if (value === undefined) setUncontrolledValue(null);
      onValueChange?.(null);
    }
    setDraft(null);
  };

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
      <div className={styles.anchor} data-state={open ? 'open' : 'closed'}>
        <input
          {...rest}
          {...fieldControlProps(ids, { hint, error, describedBy })}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          autoComplete="off"
          required={required}
          disabled={disabled}
          value={text}
          className={`${controlStyles.control} ${styles.input}`}
          data-size={size}
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
            setActiveValue(null);
            onInputValueChange?.(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onClick={(event) => {
            onClick?.(event);
            if (!open) openList('selected');
          }}
          onBlur={(event) => {
            onBlur?.(event);
            commitOnLeave();
          }}
        />
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
        <div className={styles.popup} hidden={!open}>
          <ul
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={ids.labelId}
            className={styles.listbox}
            hidden={visible.length === 0}
            // Keep focus (and the caret) in the input when an option or the scrollbar is pressed.
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible.map(({ option, index }) => (
              // Options are chosen with the mouse here; the keyboard works through the input
              // (aria-activedescendant), as the combobox pattern prescribes.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={active?.index === index}
                aria-disabled={option.disabled || undefined}
                data-active={active?.index === index ? '' : undefined}
                data-selected={option.value === selectedValue ? '' : undefined}
                className={styles.option}
                onMouseMove={() => {
                  if (!option.disabled && activeValue !== option.value)
                    setActiveValue(option.value);
                }}
                onClick={() => choose(option)}
              >
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {option.description !== undefined ? (
                    <span className={styles.optionDescription}>{option.description}</span>
                  ) : null}
                </span>
                {option.value === selectedValue ? (
                  <Check className={styles.check} aria-hidden="true" focusable="false" />
                ) : null}
              </li>
            ))}
          </ul>
          {visible.length === 0 ? (
            <div role="status" className={styles.empty}>
              {emptyMessage}
            </div>
          ) : null}
        </div>
        {name !== undefined ? (
          <input type="hidden" name={name} value={selectedValue ?? ''} />
        ) : null}
      </div>
    </Field>
  );
}
