import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { TextInput, type TextFieldOwnProps } from '../text-field/TextField.tsx';
import styles from './AmountField.module.css';

/** Where the currency symbol sits: before the amount (`$ 10`) or after it (`10 ₽`). */
export type SymbolPosition = 'prefix' | 'suffix';

/** Props of {@link AmountField}; other `<input>` attributes (name, required, placeholder, ...) pass through. */
export interface AmountFieldProps
  extends
    Omit<TextFieldOwnProps, 'prefix' | 'suffix'>,
    Omit<
      ComponentPropsWithRef<'input'>,
      | keyof TextFieldOwnProps
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'min'
      | 'max'
      | 'step'
    > {
  /** The text in the input, for controlled use (pair with `onValueChange`). Default: uncontrolled. */
  value?: string;
  /** Initial text for uncontrolled use. Default `''`. */
  defaultValue?: string;
  /**
   * Called on every edit with the text as typed and its number (`undefined` while the text is not
   * a number). The number is not clamped: compare it with `min`/`max` to show an error. Default none.
   */
  onValueChange?: (text: string, parsed: number | undefined) => void;
  /** Smallest amount the arrow keys step to. Default none. */
  min?: number;
  /** Largest amount the arrow keys step to. Default none. */
  max?: number;
  /** Increment of ArrowUp/ArrowDown; its decimals set the decimals written (`0.01` → `10.50`). Default `1`. */
  step?: number;
  /** Currency symbol shown inside the box (`$`, `€`, `₽`); also linked as a description. Default none. */
  currencySymbol?: string;
  /** Side of the amount the symbol is on. Default `'prefix'`. */
  symbolPosition?: SymbolPosition;
}

/**
 * Reads an amount as people type it: digits, an optional leading minus, one decimal separator
 * (`.` or `,`, since ru and many other locales write `10,50`) and spaces as thousands separators.
 * Returns `undefined` for anything else (empty text, `1.2.3`, `1e3`, letters).
 * @example parseAmount('1 250,50') // 1250.5
 * @example parseAmount('12abc') // undefined
 */
export function parseAmount(text: string): number | undefined {
  // Regular, no-break and narrow no-break spaces are all used as group separators.
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(compact)) return undefined;
  return Number(compact);
}

/** Decimals written by stepping: as many as the step has (`0.01` → 2). */
function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/**
 * A numeric input for money and other amounts. It is a text input with `inputMode="decimal"`
 * (a number keyboard on phones) rather than `type="number"`, so what the user typed stays exactly
 * as typed while it is invalid (`12,`, `-`) instead of being blanked by the browser; the caller
 * gets the text and its parsed number. ArrowUp/ArrowDown step by `step` within `min`/`max`.
 * @example
 * <AmountField label="Top-up amount" currencySymbol="€" min={5} step={0.01}
 *   value={text} onValueChange={(next, amount) => { setText(next); setAmount(amount); }} />
 */
export function AmountField({
  value,
  defaultValue = '',
  onValueChange,
  min,
  max,
  step = 1,
  currencySymbol,
  symbolPosition = 'prefix',
  id,
  inputMode = 'decimal',
  onKeyDown,
  ...rest
}: AmountFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-amount`;
  const symbolId = `${inputId}-currency`;
  const [uncontrolledText, setUncontrolledText] = useState(defaultValue);
  const text = value ?? uncontrolledText;

  const change = (next: string) => {
    if (value === undefined) setUncontrolledText(next);
    onValueChange?.(next, parseAmount(next));
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || rest.readOnly) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = parseAmount(text) ?? min ?? 0;
    let next = current + (event.key === 'ArrowUp' ? step : -step);
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    const written = next.toFixed(decimalsOf(step));
    // Keep the user's decimal separator.
    change(text.includes(',') ? written.replace('.', ',') : written);
  };

  const symbol =
    currencySymbol !== undefined && currencySymbol !== '' ? (
      <span id={symbolId} className={styles.symbol}>
        {currencySymbol}
      </span>
    ) : undefined;

  return (
    <TextInput
      {...rest}
      id={inputId}
      type="text"
      inputMode={inputMode}
      autoComplete={rest.autoComplete ?? 'off'}
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={stepBy}
      className={rest.className ? `${styles.root} ${rest.className}` : styles.root}
      describedByExtra={[symbol !== undefined && symbolId]}
      prefix={symbolPosition === 'prefix' ? symbol : undefined}
      suffix={symbolPosition === 'suffix' ? symbol : undefined}
    />
  );
}
