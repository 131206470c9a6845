import { Spinner } from '@cloud-portal/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteEffects } from '../../app/RouteEffects.tsx';
import { SiteNotifications } from '../notifications/SiteNotifications.tsx';
import { GlobalToasts } from '../toasts/GlobalToasts.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './PublicLayout.module.css';

/**
 * Layout of the public site: notification banners, header, the page, footer, and the global
 * toasts (§2 Global UI; the route loading bar comes with RouteEffects).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <RouteEffects />
      <SiteNotifications area="main" />
      <Header />
      <main id="main" className={styles.main}>
        {/* A screen that needs a namespace not loaded yet suspends here while it loads. */}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <GlobalToasts />
    </div>
  );
}
