import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChoiceField, choiceControlClassName } from '../field/ChoiceField.tsx';
import { Field, fieldControlProps, hasMessage, useFieldIds } from '../field/Field.tsx';
import styles from './RadioGroup.module.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<Value extends string = string> {
  /** The value reported by `onValueChange`. */
  value: Value;
  /** Visible name of the choice. */
  label: ReactNode;
  /** Secondary text under the label, linked with `aria-describedby`. Default none. */
  description?: ReactNode;
  /** Cannot be chosen. Default `false`. */
  disabled?: boolean;
}

/** Layout of the options: a column, or a wrapping row. */
export type RadioGroupOrientation = 'vertical' | 'horizontal';

/** Props of {@link RadioGroup}; other attributes (name, required, ...) pass through to the radiogroup element. */
export interface RadioGroupProps<Value extends string = string> extends Omit<
  ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'children' | 'asChild' | 'dir'
> {
  /** Visible name of the group (its legend). Required, no default. */
  label: ReactNode;
  /** Keep the group name for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Help text under the options, linked with `aria-describedby`. Default none. */
  hint?: ReactNode;
  /** Error message under the options; sets `aria-invalid` and is linked with `aria-describedby`. Default none. */
  error?: ReactNode;
  /** The choices, in display order. Required, no default. */
  options: readonly RadioOption<Value>[];
  /** Chosen value for controlled use (pair with `onValueChange`). Default: uncontrolled. */
  value?: Value;
  /** Initially chosen value for uncontrolled use. Default none (nothing chosen). */
  defaultValue?: Value;
  /** Called with the newly chosen value. Default none. */
  onValueChange?: (value: Value) => void;
  /** Column or row of options; arrow keys follow it. Default `'vertical'`. */
  orientation?: RadioGroupOrientation;
  /** Stretches to the width of the container. Default `false`. */
  fullWidth?: boolean;
}

/**
 * A labelled group of radio buttons built on Radix RadioGroup (roving focus: Tab enters the
 * group at the chosen option, arrow keys move and choose; a hidden native input submits the value
 * with forms). Each option may carry a description. The group name is a text element referenced
 * by `aria-labelledby`, since Radix renders a `div role="radiogroup"` rather than a fieldset.
 * @example
 * <RadioGroup label="Billing cycle" value={cycle} onValueChange={setCycle}
 *   options={[{ value: 'hourly', label: 'Hourly' }, { value: 'monthly', label: 'Monthly', description: 'Save 10%' }]} />
 */
export function RadioGroup<Value extends string = string>({
  label,
  hideLabel = false,
  hint,
  error,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  fullWidth = false,
  id,
  className,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: RadioGroupProps<Value>) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  return (
    <Field
      ids={ids}
      label={label}
      labelElement="text"
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      className={className}
    >
      <RadioGroupPrimitive.Root
        {...rest}
        {...fieldControlProps(ids, { hint, error, describedBy })}
        aria-labelledby={ids.labelId}
        className={styles.group}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => onValueChange?.(next as Value)}
        orientation={orientation}
        required={required}
        disabled={disabled}
        data-orientation={orientation}
        data-invalid={invalid ? '' : undefined}
      >
        {options.map((option, index) => {
          // By index: values may contain spaces, which would break id references.
          const optionId = `${ids.controlId}-option-${index}`;
          const descriptionId = `${optionId}-description`;
          return (
            <ChoiceField
              key={option.value}
              controlId={optionId}
              label={option.label}
              description={option.description}
              descriptionId={descriptionId}
              invalid={invalid}
              disabled={disabled || option.disabled}
              control={
                <RadioGroupPrimitive.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  aria-describedby={hasMessage(option.description) ? descriptionId : undefined}
                  className={`${choiceControlClassName} ${styles.radio}`}
                >
                  <RadioGroupPrimitive.Indicator className={styles.dot} />
                </RadioGroupPrimitive.Item>
              }
            />
          );
        })}
      </RadioGroupPrimitive.Root>
    </Field>
  );
}
