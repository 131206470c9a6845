import type { Region } from '@cloud-portal/api-client';
import { currencySymbol } from '@cloud-portal/domain';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { selectRegionBucket } from '../../app/sessionSlice.ts';
import { countryName } from './countryName.ts';
import { RegionStatusBadge, RegionsQueryView } from './RegionParts.tsx';
import { freeIpv4, regionStatus } from './regionStatus.ts';
import styles from './RegionList.module.css';
import { useRegionsQuery } from './useRegionsQuery.ts';

function RegionCard({ region }: { region: Region }) {
  const { t, i18n } = useTranslation('public');
  const status = regionStatus(region, useAppSelector(selectRegionBucket));
  return (
    <li className={styles.card} data-status={status}>
      <div className={styles.cardHeader}>
        <h3 className={styles.city}>{region.city}</h3>
        <RegionStatusBadge status={status} className={styles.status} />
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
  return (
    <RegionsQueryView query={useRegionsQuery()} emptyClassName={styles.empty}>
      {(regions) => (
        <ul className={styles.list} aria-label={t('regions.heading')}>
          {regions.map((region) => (
            <RegionCard key={region.id} region={region} />
          ))}
        </ul>
      )}
    </RegionsQueryView>
  );
}
