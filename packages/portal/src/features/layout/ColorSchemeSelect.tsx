import { Select } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { isColorSchemeChoice, type ColorSchemeChoice } from '../../app/colorScheme.ts';

const CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/**
 * The colour-scheme dropdown itself, without the store: the header shows it with `system` until
 * the store has loaded (and in the prerendered HTML), then ColorSchemeSwitcher drives it.
 * @example <ColorSchemeSelect value="dark" onChange={(choice) => dispatch(colorSchemeChosen(choice))} />
 */
export function ColorSchemeSelect({
  value,
  onChange,
}: {
  /** The current choice. */
  value: ColorSchemeChoice;
  /** Called with the new choice. */
  onChange: (choice: ColorSchemeChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('colorScheme.label')}
      hideLabel
      size="sm"
      value={value}
      options={CHOICES.map((choice) => ({ value: choice, label: t(`colorScheme.${choice}`) }))}
      onChange={(next) => {
        if (isColorSchemeChoice(next)) onChange(next);
      }}
    />
  );
}
