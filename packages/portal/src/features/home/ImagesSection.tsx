import { IMAGE_CATALOG, type ImageCatalogEntry } from '@cloud-portal/domain/images';
import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.css';

// Monograms drawn with CSS instead of the vendors' logos: the site loads nothing from other
// origins (CSP img-src 'self'), and trademarks are not ours to redraw.
const monogram = (name: string) =>
  name
    .replace(/[^A-Za-z0-9 -]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

function ImageList({ entries, label }: { entries: readonly ImageCatalogEntry[]; label: string }) {
  return (
    <ul className={styles.images} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.name} className={styles.image} data-image={entry.name}>
          <span className={styles.monogram} aria-hidden="true">
            {monogram(entry.displayName)}
          </span>
          <span>{entry.displayName}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The operating systems and application images of §3 (the domain's image catalog), as a static,
 * prerendered part of the home page.
 * @example <ImagesSection />
 */
export function ImagesSection() {
  const { t } = useTranslation('home');
  const systems = IMAGE_CATALOG.filter((entry) => entry.kind === 'default');
  const apps = IMAGE_CATALOG.filter((entry) => entry.kind === 'app');
  return (
    <section id="images" className={styles.section} aria-labelledby="images-title">
      <div className={styles.inner}>
        <h2 id="images-title">{t('images.heading')}</h2>
        <p className={styles.lead}>{t('images.subtitle')}</p>
        <h3 className={styles.subheading}>{t('images.systems')}</h3>
        <ImageList entries={systems} label={t('images.systems')} />
        <h3 className={styles.subheading}>{t('images.apps')}</h3>
        <p className={styles.note}>{t('images.appsText')}</p>
        <ImageList entries={apps} label={t('images.apps')} />
      </div>
    </section>
  );
}
