import type { Region } from '@cloud-portal/api-client';
import { PING_COLOUR_SCALE_MAX_MS } from '@cloud-portal/domain/ping';
import { Button, Spinner } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { selectRegionBucket } from '../../app/sessionSlice.ts';
import { countryName } from '../regions/countryName.ts';
import { RegionStatusBadge, RegionsQueryView } from '../regions/RegionParts.tsx';
import { regionStatus } from '../regions/regionStatus.ts';
import { PageDataLoading } from '../layout/PageDataLoading.tsx';
import { useRegionsQuery } from '../regions/useRegionsQuery.ts';
import { useRegionLatencies, type RegionLatency } from './regionLatency.ts';
import styles from './DataCenterList.module.css';

/** One region's latency: a spinner while measuring, the ms on a 0–1000 ms meter, or unreachable. */
function Latency({ latency }: { latency: RegionLatency | undefined }) {
  const { t } = useTranslation(['company', 'servers']);
  if (!latency || latency.state === 'measuring') {
    return <Spinner size="sm" showLabel label={t('company.dataCenters.measuring')} />;
  }
  if (latency.state === 'unreachable') {
    return (
      <span className={styles.unreachable} data-latency="unreachable">
        {t('company.dataCenters.unreachable')}
      </span>
    );
  }
  const text = t('servers:ping.latency', { ms: latency.ms });
  return (
    <span className={styles.latency} data-latency="measured">
      <span className={styles.ms}>{text}</span>
      {/* §4: the colour scale runs 0 to 1000 ms; the native meter colours low/high itself. */}
      <meter
        className={styles.meter}
        min={0}
        max={PING_COLOUR_SCALE_MAX_MS}
        low={150}
        high={400}
        optimum={0}
        value={Math.min(latency.ms, PING_COLOUR_SCALE_MAX_MS)}
        aria-label={t('company.dataCenters.latencyScale', { latency: text })}
      />
    </span>
  );
}

function DataCenterRow({
  region,
  latency,
}: {
  region: Region;
  latency: RegionLatency | undefined;
}) {
  const { t, i18n } = useTranslation('company');
  const status = regionStatus(region, useAppSelector(selectRegionBucket));
  return (
    <li className={styles.row} data-region={region.id}>
      <div className={styles.place}>
        <h2 className={styles.city}>{region.city}</h2>
        <p className={styles.country}>
          {countryName(region.country, i18n.language)} ·{' '}
          <span className={styles.regionId}>{region.id}</span>
        </p>
      </div>
      <RegionStatusBadge status={status} className={styles.status} />
      <div className={styles.latencyCell}>
        <span className={styles.latencyLabel}>{t('company.dataCenters.latency')}</span>
        <Latency latency={latency} />
      </div>
    </li>
  );
}

/** The regions of `GET /api/regions/` with a live latency each (§4), and their loading, empty and error states. */
export function DataCenterList() {
  const { t } = useTranslation('company');
  const query = useRegionsQuery();
  // The latencies live here, above the query's states, so a refetch does not restart them.
  const { latencies, remeasure, measuring } = useRegionLatencies(
    (query.data ?? []).map((region) => region.id),
  );
  return (
    <RegionsQueryView
      query={query}
      emptyClassName={styles.empty}
      loading={<PageDataLoading label={t('regions.loading', { ns: 'public' })} />}
    >
      {(regions) => (
        <div className={styles.wrapper}>
          <ul className={styles.list} aria-label={t('company.dataCenters.listLabel')}>
            {regions.map((region) => (
              <DataCenterRow key={region.id} region={region} latency={latencies[region.id]} />
            ))}
          </ul>
          <div>
            <Button variant="secondary" size="sm" disabled={measuring} onClick={remeasure}>
              {t('company.dataCenters.measureAgain')}
            </Button>
          </div>
        </div>
      )}
    </RegionsQueryView>
  );
}
