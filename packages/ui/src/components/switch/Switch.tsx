import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChoiceField, choiceControlClassName } from '../field/ChoiceField.tsx';
import { hasMessage, joinIds, useFieldIds } from '../field/Field.tsx';
import styles from './Switch.module.css';

/** Which side of the switch its label is on. */
export type SwitchLabelPosition = 'start' | 'end';

/** Props of {@link Switch}; other `<button>` attributes (name, value, required, ...) pass through. */
export interface SwitchProps extends Omit<
  ComponentPropsWithRef<typeof SwitchPrimitive.Root>,
  'asChild' | 'children'
> {
  /** Visible name of the setting. Required, no default. */
  label: ReactNode;
  /** Keep the label for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Secondary text under the label, linked with `aria-describedby`. Default none. */
  description?: ReactNode;
  /** Label before the switch (`'start'`, settings lists) or after it (`'end'`). Default `'end'`. */
  labelPosition?: SwitchLabelPosition;
  /** Spreads label and switch to the container's edges (settings rows). Default `false`. */
  fullWidth?: boolean;
}

/**
 * An on/off switch for settings that apply at once (not for choices submitted later: use a
 * Checkbox there). Built on Radix Switch: a `role="switch"` button with `aria-checked`, toggled
 * by click, Space or Enter, with a hidden native input so it submits with forms. Works controlled
 * (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`); state is on `data-state`.
 * @example <Switch label="Deletion protection" description="Servers cannot be deleted while on" checked={locked} onCheckedChange={setLocked} />
 */
export function Switch({
  label,
  hideLabel = false,
  description,
  labelPosition = 'end',
  fullWidth = false,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds(id);
  return (
    <ChoiceField
      className={className ? `${styles.root} ${className}` : styles.root}
      data-label-position={labelPosition}
      data-full-width={fullWidth ? '' : undefined}
      controlId={ids.controlId}
      label={label}
      hideLabel={hideLabel}
      description={description}
      descriptionId={ids.hintId}
      disabled={disabled}
      control={
        <SwitchPrimitive.Root
          {...rest}
          id={ids.controlId}
          disabled={disabled}
          aria-describedby={joinIds(describedBy, hasMessage(description) && ids.hintId)}
          className={`${choiceControlClassName} ${styles.track}`}
        >
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
      }
    />
  );
}
