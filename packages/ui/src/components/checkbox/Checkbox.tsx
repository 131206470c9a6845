import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChoiceField, choiceControlClassName } from '../field/ChoiceField.tsx';
import { fieldControlProps, useFieldIds } from '../field/Field.tsx';
import styles from './Checkbox.module.css';

/** A checkbox's state: ticked, clear, or `'indeterminate'` (some of a group are ticked). */
export type CheckboxState = boolean | 'indeterminate';

/** Props of {@link Checkbox}; other `<button>` attributes (name, value, required, ...) pass through. */
export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'asChild'
> {
  /** Visible name next to the box. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only (row selection in a table). Default `false`. */
  hideLabel?: boolean;
  /** Secondary text under the label, linked with `aria-describedby`. Default none. */
  description?: ReactNode;
  /** Error message under the label; sets `aria-invalid` and is linked with `aria-describedby`. Default none. */
  error?: ReactNode;
  /** State for controlled use (pair with `onCheckedChange`); `'indeterminate'` shows a dash. Default: uncontrolled. */
  checked?: CheckboxState;
  /** Initial state for uncontrolled use. Default `false`. */
  defaultChecked?: CheckboxState;
  /** Called with the new state when the user toggles it (always a boolean: a click resolves `'indeterminate'` to `true`). Default none. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A checkbox with a label, optional description and error, built on Radix Checkbox (a
 * `role="checkbox"` button with `aria-checked="mixed"` for indeterminate, and a hidden native
 * input so it submits with forms). Clicking the label toggles it. State is on `data-state`
 * (`checked`, `unchecked`, `indeterminate`).
 * @example <Checkbox label="I accept the terms of service" required error={termsError} />
 * @example <Checkbox label="Select all servers" hideLabel checked={someSelected ? 'indeterminate' : allSelected} onCheckedChange={selectAll} />
 */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <ChoiceField
      className={className}
      controlId={ids.controlId}
      label={label}
      hideLabel={hideLabel}
      description={description}
      descriptionId={ids.hintId}
      error={error}
      errorId={ids.errorId}
      disabled={disabled}
      control={
        <CheckboxPrimitive.Root
          {...rest}
          {...fieldControlProps(ids, { hint: description, error, describedBy })}
          className={`${choiceControlClassName} ${styles.box}`}
          checked={checked}
          defaultChecked={defaultChecked}
          disabled={disabled}
          onCheckedChange={(next) => onCheckedChange?.(next === true)}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            <Check className={styles.checkIcon} aria-hidden="true" focusable="false" />
            <Minus className={styles.dashIcon} aria-hidden="true" focusable="false" />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      }
    />
  );
}
