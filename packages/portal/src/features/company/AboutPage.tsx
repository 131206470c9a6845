import { PLAN_CATEGORIES } from '@cloud-portal/domain/catalog';
import { Stat } from '@cloud-portal/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WithStore } from '../../app/WithStore.tsx';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import { PublicPage } from '../layout/PublicPage.tsx';
import styles from './CompanyPages.module.css';

// The number of data centers comes from the regions API, which loads with the store after the page.
const DataCenterCount = lazy(async () => ({
  default: (await import('./DataCenterCount.tsx')).DataCenterCount,
}));

const PLATFORM_PARTS = ['compute', 'network', 'storage', 'images', 'dns'] as const;

/** /company/about: who the provider is, what it runs and a few numbers. */
export function AboutPage() {
  const { t } = useTranslation('company');
  const { siteName } = useBrand();
  return (
    <PublicPage
      contained={false}
      headingId="about-title"
      title={t('company.about.heading', { siteName })}
      lead={t('company.about.lead', { siteName })}
    >
      <section className={styles.section} aria-labelledby="about-who">
        <h2 id="about-who">{t('company.about.whoHeading')}</h2>
        <p>{t('company.about.whoText', { siteName })}</p>
        <p>{t('company.about.valuesText')}</p>
      </section>

      <section className={styles.section} aria-labelledby="about-platform">
        <h2 id="about-platform">{t('company.about.platformHeading')}</h2>
        <p>{t('company.about.platformText')}</p>
        <ul className={styles.grid}>
          {PLATFORM_PARTS.map((part) => (
            <li key={part} className={styles.card}>
              <h3>{t(`company.about.platform.${part}.title`)}</h3>
              <p className={styles.muted}>{t(`company.about.platform.${part}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-numbers">
        <h2 id="about-numbers">{t('company.about.numbersHeading')}</h2>
        <div className={styles.grid}>
          <WithStore fallback={<Stat label={t('company.about.numbers.dataCenters')} value="…" />}>
            <DataCenterCount />
          </WithStore>
          <Stat label={t('company.about.numbers.planCategories')} value={PLAN_CATEGORIES.length} />
          <Stat
            label={t('company.about.numbers.billing')}
            value={t('company.about.numbers.billingValue')}
          />
          <Stat
            label={t('company.about.numbers.support')}
            value={t('company.about.numbers.supportValue')}
          />
        </div>
      </section>

      <div className={styles.actions}>
        <LinkButton to="/company/data-center-locations">
          {t('company.about.seeDataCenters')}
        </LinkButton>
        <LinkButton to="/company/jobs" variant="secondary">
          {t('company.about.seeJobs')}
        </LinkButton>
      </div>
    </PublicPage>
  );
}
