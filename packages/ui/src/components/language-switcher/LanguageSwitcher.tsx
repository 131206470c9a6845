import { Select, type SelectProps } from '../select/Select.tsx';
import styles from './LanguageSwitcher.module.css';

/** One language a {@link LanguageSwitcher} offers. */
export interface LanguageOption<Value extends string = string> {
  /** The value reported by `onChange` (`'ru'`). Required, no default. */
  value: Value;
  /** The language's name in that language ("Русский", "中文"). Required, no default. */
  label: string;
  /** BCP 47 tag of `label`, so screen readers pronounce it right. Required, no default. */
  lang: string;
}

/** Props of {@link LanguageSwitcher}; other `<select>` attributes (name, disabled, `ref`, ...) pass through. */
export interface LanguageSwitcherProps<Value extends string = string> extends Omit<
  SelectProps<Value>,
  'options' | 'label' | 'hideLabel' | 'placeholder' | 'description' | 'error' | 'onChange'
> {
  /** The languages offered, in display order. Required, no default. */
  languages: readonly LanguageOption<Value>[];
  /** Accessible name ("Language"), read by screen readers only. Required, no default. */
  label: string;
  /** Called with the chosen language. Default none. */
  onChange?: ((value: Value) => void) | undefined;
}

/**
 * A compact language picker for a header: a native `<select>` (keyboard and phone friendly) with a
 * screen-reader-only label, each language named in its own language with its `lang` set. Renders
 * nothing when there is no choice to make (fewer than two languages). Controlled with `value`, or
 * uncontrolled with `defaultValue`.
 * @example
 * <LanguageSwitcher label="Language" value={language} onChange={switchLanguage}
 *   languages={[{ value: 'en', label: 'English', lang: 'en' }, { value: 'ru', label: 'Русский', lang: 'ru' }]} />
 */
export function LanguageSwitcher<Value extends string = string>({
  languages,
  label,
  onChange,
  size = 'sm',
  className,
  ...props
}: LanguageSwitcherProps<Value>) {
  if (languages.length < 2) return null;
  return (
    <Select<Value>
      {...props}
      label={label}
      hideLabel
      size={size}
      className={className ? `${styles.root} ${className}` : styles.root}
      options={languages}
      onChange={onChange ? (value) => onChange(value) : undefined}
    />
  );
}
