import { Spinner } from '@cloud-portal/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WithStore } from '../../app/WithStore.tsx';
import { WhenVisible } from '../layout/WhenVisible.tsx';
import { FaqSection } from './FaqSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import styles from './HomePage.module.css';
import { ImagesSection } from './ImagesSection.tsx';

// The plans need both API calls and the session (the card's action): they load with the store.
const PlanCatalog = lazy(async () => ({
  default: (await import('../plans/PlanCatalog.tsx')).PlanCatalog,
}));

/**
 * The home's sections after the first view that come before the data centers: plans, OS and app
 * images, features. They are a chunk of their own with their texts (namespace `home`): the
 * prerendered HTML holds them, and React hydrates them once their code has loaded, so the
 * public home's first load carries only the hero, the products and the data centers.
 * @example <Suspense fallback={null}><HomeOffer /></Suspense>
 */
export function HomeOffer() {
  const { t } = useTranslation('home');
  return (
    <>
      <section id="plans" className={styles.section} aria-labelledby="plans-title">
        <div className={styles.inner}>
          <h2 id="plans-title">{t('plans.heading')}</h2>
          <p className={styles.lead}>{t('plans.subtitle')}</p>
          {/* Below the first screen: starts with the data centers (HomePage's VisibilityGroup),
              so both ask for the regions together, once (issue 15). */}
          <WhenVisible fallback={<Spinner label={t('plans.loading')} />}>
            <WithStore fallback={<Spinner label={t('plans.loading')} />}>
              <PlanCatalog />
            </WithStore>
          </WhenVisible>
        </div>
      </section>
      <ImagesSection />
      <FeaturesSection />
    </>
  );
}

/**
 * The FAQ at the end of the home, from the same chunk as {@link HomeOffer}.
 * @example <Suspense fallback={null}><HomeFaq /></Suspense>
 */
export function HomeFaq() {
  return <FaqSection />;
}
