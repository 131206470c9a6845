import { isLanguage, languageNames } from '@cloud-portal/i18n';
import { LanguageSwitcher as LanguagePicker } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { switchLanguage } from '../../app/i18n.ts';

/** The header's language dropdown (§2): the brand's languages, each named in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { languages } = useBrand();
  return (
    <LanguagePicker
      label={t('nav.language')}
      value={i18n.language}
      languages={languages.map((language) => ({
        value: language,
        label: languageNames[language],
        lang: language,
      }))}
      onChange={(value) => {
        if (isLanguage(value)) void switchLanguage(i18n, value);
      }}
    />
  );
}
