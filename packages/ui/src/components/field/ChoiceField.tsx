import type { HTMLAttributes, ReactNode } from 'react';
import visuallyHidden from '../visually-hidden/VisuallyHidden.module.css';
import styles from './ChoiceField.module.css';
import { hasMessage } from './Field.tsx';
import fieldStyles from './Field.module.css';

/**
 * Class for the box, circle or track of a choice control: resets the button, centres it on the
 * first line of the label (set `--choice-control-height` to its height), and draws the focus
 * ring, the disabled look and the hover and invalid borders. Combine it with the control's own
 * class for its shape and checked state.
 * @example <CheckboxPrimitive.Root className={`${choiceControlClassName} ${styles.box}`} />
 */
export const choiceControlClassName = styles.control;

/** Props of {@link ChoiceField}; other `<div>` attributes (`data-*`) go on the wrapper. */
export interface ChoiceFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The control (with {@link choiceControlClassName}); its id is `controlId`. Required, no default. */
  control: ReactNode;
  /** Id of the control, for the label's `for`. Required, no default. */
  controlId: string;
  /** Visible name next to the control. Required, no default. */
  label: ReactNode;
  /** Keep label, description and error for screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Secondary text under the label. Default none. */
  description?: ReactNode;
  /** Id of the description (the control references it in `aria-describedby`). Default none. */
  descriptionId?: string;
  /** Error message under the label. Default none. */
  error?: ReactNode;
  /** Id of the error message. Default none. */
  errorId?: string;
  /** Draws the control's border in the danger colour. Default: whether `error` has content. */
  invalid?: boolean;
  /** Dims the label and shows a not-allowed cursor on it. Default `false`. */
  disabled?: boolean;
}

/**
 * The layout Checkbox, Switch and each RadioGroup option share: the control on the first line of
 * a text column holding a clickable `<label>`, an optional description and an optional error
 * (with the same message styles as {@link Field}). Internal to the package.
 * @example
 * <ChoiceField controlId={ids.controlId} label="Backups" description="Daily" descriptionId={ids.hintId}
 *   control={<CheckboxPrimitive.Root id={ids.controlId} className={choiceControlClassName} />} />
 */
export function ChoiceField({
  control,
  controlId,
  label,
  hideLabel = false,
  description,
  descriptionId,
  error,
  errorId,
  invalid = hasMessage(error),
  disabled = false,
  className,
  ...rest
}: ChoiceFieldProps) {
  return (
    <div
      {...rest}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {control}
      <div className={hideLabel ? visuallyHidden.root : styles.text}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {hasMessage(description) ? (
          <p id={descriptionId} className={fieldStyles.hint}>
            {description}
          </p>
        ) : null}
        {hasMessage(error) ? (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
