import { Spinner } from '@cloud-portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WithStore } from '../../app/WithStore.tsx';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import { VisibilityGroup, WhenVisible } from '../layout/WhenVisible.tsx';
import { GuestHeroAction } from './HeroAction.tsx';
import styles from './HomePage.module.css';

// The data centers come from RTK Query: the list and the store load after the page (issue 5), and
// until then it shows the list's own loading state, as the prerendered HTML does.
const RegionList = lazy(async () => ({
  default: (await import('../regions/RegionList.tsx')).RegionList,
}));
// The sections after the first view: their own chunk and texts, hydrated once loaded (the
// prerendered HTML shows them meanwhile).
const HomeOffer = lazy(async () => ({ default: (await import('./HomeSections.tsx')).HomeOffer }));
const HomeFaq = lazy(async () => ({ default: (await import('./HomeSections.tsx')).HomeFaq }));
// The code of both data sections (data centers and plans), loaded before either shows: they then
// mount together and ask for the regions once (issue 15: the plans, mounting after the regions
// call had failed, asked again).
const loadDataSections = () =>
  Promise.all([import('../regions/RegionList.tsx'), import('../plans/PlanCatalog.tsx')]);
// The hero's action reads the session: the guest version is prerendered and shown until then.
const SessionHeroAction = lazy(async () => ({
  default: (await import('./SessionHeroAction.tsx')).SessionHeroAction,
}));

/**
 * The public home page (`/`): hero, products, plans and data centers from the API, images,
 * features and the FAQ. The static parts are in the prerendered HTML; the API parts (plans and
 * data centers) start together once either nears the viewport or the page is loaded and idle,
 * and the sections after the first view come with their own chunk.
 */
export function HomePage() {
  const { t } = useTranslation(['public', 'common']);
  const brand = useBrand();
  return (
    <VisibilityGroup prepare={loadDataSections}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{brand.siteName}</p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.actions}>
            <WithStore fallback={<GuestHeroAction />}>
              <SessionHeroAction />
            </WithStore>
            <LinkButton to="/#data-centers" size="lg" variant="secondary">
              {t('hero.secondaryAction')}
            </LinkButton>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="products-title">
        <div className={styles.inner}>
          <h2 id="products-title">{t('products.heading')}</h2>
          <div className={styles.products}>
            <article id="cloud-vds" className={styles.product}>
              <h3>{t('products.vds.title')}</h3>
              <p>{t('products.vds.text')}</p>
            </article>
            <article id="elastic-volumes" className={styles.product}>
              <h3>{t('products.volumes.title')}</h3>
              <p>{t('products.volumes.text')}</p>
            </article>
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        <HomeOffer />
      </Suspense>

      <section id="data-centers" className={styles.section} aria-labelledby="regions-title">
        <div className={styles.inner}>
          <h2 id="regions-title">{t('regions.heading')}</h2>
          <p className={styles.lead}>{t('regions.subtitle')}</p>
          {/* Below the first screen: starts with the plans, when the visitor nears either or
              the page is loaded and idle (issue 15). */}
          <WhenVisible fallback={<Spinner label={t('regions.loading')} />}>
            <WithStore fallback={<Spinner label={t('regions.loading')} />}>
              <RegionList />
            </WithStore>
          </WhenVisible>
        </div>
      </section>

      <Suspense fallback={null}>
        <HomeFaq />
      </Suspense>
    </VisibilityGroup>
  );
}
