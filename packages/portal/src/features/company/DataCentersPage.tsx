import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WithStore } from '../../app/WithStore.tsx';
import { PageDataLoading } from '../layout/PageDataLoading.tsx';
import { PublicPage } from '../layout/PublicPage.tsx';
import styles from './CompanyPages.module.css';

// The regions come from RTK Query and the latency from websockets: both load after the page, and
// until then (and in the prerendered HTML) the list shows its loading state.
const DataCenterList = lazy(async () => ({
  default: (await import('./DataCenterList.tsx')).DataCenterList,
}));

/** /company/data-center-locations: the regions with their live latency from this browser (§4). */
export function DataCentersPage() {
  const { t } = useTranslation(['company', 'public']);
  return (
    <PublicPage
      contained={false}
      headingId="data-centers-title"
      title={t('company.dataCenters.heading')}
      lead={t('company.dataCenters.lead')}
    >
      {/* The explanation first: the list grows from its loading state when the regions arrive,
          and nothing on screen may move then (issue 15: CLS 0.32 when this came after it). */}
      <section className={styles.section} aria-labelledby="data-centers-about-latency">
        <h2 id="data-centers-about-latency">{t('company.dataCenters.howHeading')}</h2>
        <p>{t('company.dataCenters.howText')}</p>
      </section>
      <section className={styles.section} aria-label={t('company.dataCenters.listLabel')}>
        <WithStore fallback={<PageDataLoading label={t('regions.loading', { ns: 'public' })} />}>
          <DataCenterList />
        </WithStore>
      </section>
    </PublicPage>
  );
}
