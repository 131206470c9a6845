import { Spinner } from '@cloud-portal/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WithStore } from '../../app/WithStore.tsx';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';
import styles from './HomePage.module.css';

// The data centers come from RTK Query: the list and the store load after the page (issue 5), and
// until then it shows the list's own loading state, as the prerendered HTML does.
const RegionList = lazy(async () => ({
  default: (await import('../regions/RegionList.tsx')).RegionList,
}));

/** The public home page (`/`): hero, products and the data centers from the API. */
export function HomePage() {
  const { t } = useTranslation(['public', 'common']);
  const brand = useBrand();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{brand.siteName}</p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.actions}>
            {brand.features.signUp ? (
              <LinkButton to="/register" size="lg">
                {t('hero.primaryAction')}
              </LinkButton>
            ) : (
              <LinkButton to={brand.loginPath} size="lg">
                {t('nav.signIn', { ns: 'common' })}
              </LinkButton>
            )}
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

      <section id="data-centers" className={styles.section} aria-labelledby="regions-title">
        <div className={styles.inner}>
          <h2 id="regions-title">{t('regions.heading')}</h2>
          <p className={styles.lead}>{t('regions.subtitle')}</p>
          <WithStore fallback={<Spinner label={t('regions.loading')} />}>
            <RegionList />
          </WithStore>
        </div>
      </section>
    </>
  );
}
