import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import styles from './PublicLayout.module.css';

/** The public site's footer. */
export function Footer() {
  const { t } = useTranslation();
  const { siteName } = useBrand();
  return (
    <footer className={styles.footer}>
      <p>{t('footer.rights', { year: new Date().getFullYear(), siteName })}</p>
    </footer>
  );
}
