import { Spinner } from '@cloud-portal/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { GlobalNotices } from './GlobalNotices.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './PublicLayout.module.css';

/**
 * Layout of the public site: the global notices (§2 Global UI: notification banners, the
 * logged-in-as-client toast), header, the page, footer. (The router rules and the route loading bar
 * are `AppRoutes`' RouteEffects, mounted once for every layout.)
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <GlobalNotices area="main" />
      <Header />
      <main id="main" className={styles.main}>
        {/* A screen that needs a namespace not loaded yet suspends here while it loads. */}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
