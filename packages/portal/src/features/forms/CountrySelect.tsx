import { Select } from '@cloud-portal/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../regions/countryName.ts';
import { COUNTRY_CODES } from './countries.ts';

/** What a country picker shows and reports. */
export interface CountrySelectProps {
  /** The field's label. */
  label: string;
  /** The form field's name. Default `country`. */
  name?: string;
  /** The ISO 3166-1 alpha-2 code chosen, or `''` for none. */
  value: string;
  /** Called with the code chosen (`''` for the placeholder). */
  onChange: (code: string) => void;
  /** The text of "no country chosen yet". */
  placeholder: string;
  /** A line under the label. Default none. */
  description?: ReactNode;
  /** The field's problem. Default none. */
  error?: ReactNode;
}

/**
 * A country picker for the §3 form store's `country` (account info, activate with details): the
 * ISO codes of `countries.ts` named in the interface language (`Intl.DisplayNames`) and sorted by
 * that name, so the value sent is always a two-letter code. A code outside the list (an old
 * profile) is kept as an option, so it shows instead of silently becoming "none".
 * @example <CountrySelect label="Country" placeholder="Choose a country" value={code} onChange={setCode} />
 */
export function CountrySelect({
  label,
  name = 'country',
  value,
  onChange,
  placeholder,
  description,
  error,
}: CountrySelectProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => {
    const codes =
      value === '' || COUNTRY_CODES.includes(value) ? COUNTRY_CODES : [...COUNTRY_CODES, value];
    return codes
      .map((code) => ({ value: code, label: countryName(code, language) }))
      .sort((first, second) => first.label.localeCompare(second.label, language));
  }, [language, value]);
  return (
    <Select
      label={label}
      name={name}
      placeholder={placeholder}
      options={options}
      value={value}
      onChange={onChange}
      description={description}
      error={error}
      autoComplete="country"
    />
  );
}
