import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { hasMessage } from '../field/Field.tsx';
import { TextInput, type TextFieldOwnProps } from '../text-field/TextField.tsx';
import styles from './PasswordField.module.css';

/** Strength of a password as judged by the caller (this component does not compute it). */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** Props of {@link PasswordField}; other `<input>` attributes (name, required, autoComplete, ...) pass through. */
export interface PasswordFieldProps
  extends
    Omit<TextFieldOwnProps, 'suffix'>,
    Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps | 'type'> {
  /** Accessible name of the toggle while the password is hidden ("Show password"). Required, no default. */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is shown ("Hide password"). Required, no default. */
  hidePasswordLabel: string;
  /** Whether the password is shown as text, for controlled use (pair with `onVisibleChange`). Default: uncontrolled. */
  visible?: boolean;
  /** Whether the password starts shown, for uncontrolled use. Default `false`. */
  defaultVisible?: boolean;
  /** Called with the new visibility when the toggle is pressed. Default none. */
  onVisibleChange?: (visible: boolean) => void;
  /** Strength level to show as a meter under the input; computed by the caller. Default none (no meter). */
  strength?: PasswordStrength;
  /** Text naming the strength ("Strong password"), announced politely as it changes. Default none. */
  strengthText?: ReactNode;
}

const STRENGTH_LEVEL = { weak: 1, fair: 2, strong: 3 } as const satisfies Record<
  PasswordStrength,
  number
>;

/**
 * A password input with a show/hide toggle and an optional strength hint. The toggle is a real
 * button whose name says what pressing it does; it never submits the form. The strength meter is
 * decorative: its meaning is in `strengthText`, which is linked to the input and announced
 * politely, because colour alone cannot carry it. `autoComplete` defaults to `current-password`;
 * set `new-password` on sign-up and password-change forms.
 * @example
 * <PasswordField label="New password" autoComplete="new-password" showPasswordLabel="Show password"
 *   hidePasswordLabel="Hide password" strength="fair" strengthText="Fair: add a symbol" />
 */
export function PasswordField({
  showPasswordLabel,
  hidePasswordLabel,
  visible,
  defaultVisible = false,
  onVisibleChange,
  strength,
  strengthText,
  id,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-password`;
  const strengthId = `${inputId}-strength`;
  const [uncontrolledVisible, setUncontrolledVisible] = useState(defaultVisible);
  const shown = visible ?? uncontrolledVisible;
  const toggle = () => {
    if (visible === undefined) setUncontrolledVisible(!shown);
    onVisibleChange?.(!shown);
  };
  const hasStrengthText = hasMessage(strengthText);

  return (
    <TextInput
      {...rest}
      id={inputId}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      // Passwords are not words: no spell checking (which may send them to a service) or capitals.
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      data-visible={shown ? '' : undefined}
      describedByExtra={[hasStrengthText && strengthId]}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label={shown ? hidePasswordLabel : showPasswordLabel}
          aria-controls={inputId}
          disabled={disabled}
          onClick={toggle}
        >
          {shown ? (
            <EyeOff aria-hidden="true" focusable="false" />
          ) : (
            <Eye aria-hidden="true" focusable="false" />
          )}
        </button>
      }
      below={
        strength !== undefined || hasStrengthText ? (
          <div className={styles.strength} data-strength={strength}>
            {strength !== undefined ? (
              <div className={styles.meter} aria-hidden="true">
                {[1, 2, 3].map((segment) => (
                  <span
                    key={segment}
                    className={styles.segment}
                    data-filled={segment <= STRENGTH_LEVEL[strength] ? '' : undefined}
                  />
                ))}
              </div>
            ) : null}
            <p id={strengthId} className={styles.strengthText} aria-live="polite">
              {strengthText}
            </p>
          </div>
        ) : null
      }
    />
  );
}
