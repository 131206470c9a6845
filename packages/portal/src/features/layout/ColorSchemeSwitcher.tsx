import { Select } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { isColorSchemeChoice, type ColorSchemeChoice } from '../../app/colorScheme.ts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { colorSchemeChosen, selectColorSchemeChoice } from '../../app/preferencesSlice.ts';
import { useHydrated } from '../../app/useHydrated.ts';

const CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/** The header's light/dark/system switch; the choice is remembered (issue 4). */
export function ColorSchemeSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The prerendered HTML knows no stored choice: it shows 'system' until hydrated.
  const storedChoice = useAppSelector(selectColorSchemeChoice);
  const choice = useHydrated() ? storedChoice : 'system';
  return (
    <Select
      label={t('colorScheme.label')}
      hideLabel
      size="sm"
      value={choice}
      options={CHOICES.map((value) => ({ value, label: t(`colorScheme.${value}`) }))}
      onChange={(value) => {
        if (isColorSchemeChoice(value)) dispatch(colorSchemeChosen(value));
      }}
    />
  );
}
