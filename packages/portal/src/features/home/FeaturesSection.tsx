import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.css';

/** The features of the grid, in display order; each has `features.items.<id>.title/text`. */
export const HOME_FEATURES = [
  'hourlyBilling',
  'snapshots',
  'privateNetworks',
  'firewalls',
  'dns',
  'api',
  'volumes',
  'twoFactor',
] as const;

/**
 * What every server comes with (§1 products), as a static grid of the home page.
 * @example <FeaturesSection />
 */
export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <section id="features" className={styles.section} aria-labelledby="features-title">
      <div className={styles.inner}>
        <h2 id="features-title">{t('features.heading')}</h2>
        <ul className={styles.features}>
          {HOME_FEATURES.map((id) => (
            <li key={id} className={styles.feature}>
              <h3>{t(`features.items.${id}.title`)}</h3>
              <p>{t(`features.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
