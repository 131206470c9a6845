import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../layout/LinkButton.tsx';
import styles from './NotFoundPage.module.css';

/** The catch-all 404 page (§2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p className={styles.path}>{pathname}</p>
      <LinkButton to="/">{t('notFound.backHome')}</LinkButton>
    </section>
  );
}
