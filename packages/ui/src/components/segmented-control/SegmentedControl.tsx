import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './SegmentedControl.module.css';

/** One segment of a {@link SegmentedControl}. */
export interface SegmentedOption<Value extends string = string> {
  /** The value reported by `onValueChange`. */
  value: Value;
  /** Visible text of the segment (may be omitted for an icon-only segment with `ariaLabel`). Default none. */
  label?: ReactNode;
  /** Decorative icon before the text. Default none. */
  icon?: ReactNode;
  /** Accessible name when the segment shows only an icon. Default: the label text. */
  ariaLabel?: string;
  /** Cannot be chosen. Default `false`. */
  disabled?: boolean;
}

/** Control height: 2 or 2.5 rem (`--size-control-*`). */
export type SegmentedControlSize = 'sm' | 'md';

/** Props of {@link SegmentedControl}; other `<div>` attributes pass through to the group. */
export interface SegmentedControlProps<Value extends string = string> extends Omit<
  ComponentPropsWithRef<'div'>,
  'defaultValue' | 'dir' | 'onChange'
> {
  /** Accessible name of the group ("Billing period"); not shown. Required, no default. */
  label: string;
  /** The segments, in display order. Required, no default. */
  options: readonly SegmentedOption<Value>[];
  /** Chosen value for controlled use (pair with `onValueChange`). Default: uncontrolled. */
  value?: Value;
  /** Initially chosen value for uncontrolled use. Default: the first option. */
  defaultValue?: Value;
  /** Called with the newly chosen value (never with "nothing": one segment is always chosen). Default none. */
  onValueChange?: (value: Value) => void;
  /** Control height. Default `'md'`. */
  size?: SegmentedControlSize;
  /** Segments share the container's width equally. Default `false`. */
  fullWidth?: boolean;
  /** Disables every segment. Default `false`. */
  disabled?: boolean;
}

/**
 * A row of mutually exclusive segments for switching a view or a mode (hourly/monthly prices,
 * list/grid). Built on Radix ToggleGroup in single mode: a `radiogroup` of `radio` buttons with
 * roving focus (Tab enters at the chosen segment, arrow keys move, Space/Enter choose). Unlike a
 * plain toggle group, pressing the chosen segment again does not clear the choice.
 * @example
 * <SegmentedControl label="Billing period" value={period} onValueChange={setPeriod}
 *   options={[{ value: 'hour', label: 'Hourly' }, { value: 'month', label: 'Monthly' }]} />
 */
export function SegmentedControl<Value extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  size = 'md',
  fullWidth = false,
  disabled = false,
  className,
  ...rest
}: SegmentedControlProps<Value>) {
  const [uncontrolledValue, setUncontrolledValue] = useState<Value | undefined>(
    defaultValue ?? options[0]?.value,
  );
  const current = value ?? uncontrolledValue;
  return (
    <ToggleGroup.Root
      {...rest}
      type="single"
      aria-label={label}
      value={current ?? ''}
      onValueChange={(next) => {
        // Radix reports '' when the pressed item is pressed again; a segmented control keeps its choice.
        if (next === '') return;
        if (value === undefined) setUncontrolledValue(next as Value);
        onValueChange?.(next as Value);
      }}
      disabled={disabled}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          aria-label={option.ariaLabel}
          className={styles.segment}
        >
          {option.icon != null ? (
            <span className={styles.icon} aria-hidden="true">
              {option.icon}
            </span>
          ) : null}
          {option.label != null ? <span className={styles.label}>{option.label}</span> : null}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
