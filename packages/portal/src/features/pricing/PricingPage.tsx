import { formatAmount } from '@cloud-portal/domain/money';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { WithStore } from '../../app/WithStore.tsx';
import { useBrand } from '../../brand/BrandContext.tsx';
import { PageDataLoading } from '../layout/PageDataLoading.tsx';
import { PublicPage } from '../layout/PublicPage.tsx';
import styles from './Pricing.module.css';

// Plans and regions come from RTK Query, loaded with the store after the page.
const PlanPricing = lazy(async () => ({
  default: (await import('./PlanPricing.tsx')).PlanPricing,
}));

/** /pricing (§2): the plans and their prices; only brands with the pricing page, else home. */
export function PricingPage() {
  const { t } = useTranslation('company');
  const brand = useBrand();
  if (!brand.features.pricingPage) return <Navigate to="/" replace />;
  return (
    <PublicPage headingId="pricing-title" title={t('pricing.heading')} lead={t('pricing.lead')}>
      {/* The notes first: the plans grow from their loading state when the API answers, and
          nothing on screen may move then (issue 15: CLS 0.49 when the notes came after them). */}
      <section className={styles.notes} aria-labelledby="pricing-notes">
        <h2 id="pricing-notes">{t('pricing.notesHeading')}</h2>
        <ul>
          <li>{t('pricing.notes.hourly')}</li>
          <li>{t('pricing.notes.traffic')}</li>
          <li>
            {t('pricing.notes.ipv4', {
              price: formatAmount(brand.extraIpPrice, {
                currency: brand.currency,
                roubleIntegers: brand.roubleIntegers,
              }),
            })}
          </li>
        </ul>
      </section>
      <WithStore fallback={<PageDataLoading label={t('pricing.loading')} />}>
        <PlanPricing />
      </WithStore>
    </PublicPage>
  );
}
