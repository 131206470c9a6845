import type { Region } from '@cloud-portal/api-client';
import { currencySymbol } from '@cloud-portal/domain';
import { Alert, Button, Spinner } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { selectRegionBucket } from '../../app/sessionSlice.ts';
import { useListRegionsQuery } from './regionsApi.ts';
import { freeIpv4, regionStatus } from './regionStatus.ts';
import styles from './RegionList.module.css';

const countryName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // an unknown code: show it as it is
  }
};

function RegionCard({ region }: { region: Region }) {
  const { t, i18n } = useTranslation('public');
  const status = regionStatus(region, useAppSelector(selectRegionBucket));
  return (
    <li className={styles.card} data-status={status}>
      <div className={styles.cardHeader}>
        <h3 className={styles.city}>{region.city}</h3>
        <span className={styles.status} data-status={status}>
          {t(`regions.status.${status}`)}
        </span>
      </div>
      <p className={styles.country}>{countryName(region.country, i18n.language)}</p>
      <div className={styles.facts}>
        <p className={styles.regionId}>{region.id}</p>
        <p>
          {t('regions.currency', {
            currency: `${region.currency.toUpperCase()} ${currencySymbol(region.currency)}`,
          })}
        </p>
        {status === 'available' && <p>{t('regions.freeIpv4', { count: freeIpv4(region) })}</p>}
      </div>
    </li>
  );
}

/** The data centers of the home page, from `GET /api/regions/`, with loading, empty and error states. */
export function RegionList() {
  const { t } = useTranslation('public');
  const { data, isLoading, isError, isFetching, refetch } = useListRegionsQuery();

  if (isLoading) return <Spinner label={t('regions.loading')} />;
  if (isError)
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            {t('regions.retry')}
          </Button>
        }
      >
        {t('regions.error')}
      </Alert>
    );
  if (!data || data.length === 0) return <p className={styles.empty}>{t('regions.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('regions.heading')}>
      {data.map((region) => (
        <RegionCard key={region.id} region={region} />
      ))}
    </ul>
  );
}
