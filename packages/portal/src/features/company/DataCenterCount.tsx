import { Stat } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useRegionsQuery } from '../regions/useRegionsQuery.ts';

/** The number of data centers (regions of the API) as a stat; a dash when the API fails. */
export function DataCenterCount() {
  const { t } = useTranslation('company');
  const { data, isError } = useRegionsQuery();
  const value = data ? data.length : isError ? '—' : '…';
  return <Stat label={t('company.about.numbers.dataCenters')} value={value} />;
}
