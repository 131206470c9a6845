import { Alert, Button } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { RouteEffects } from '../../app/RouteEffects.tsx';
import { DebugToast } from '../debug/DebugToast.tsx';
import { ControlBanners } from '../notifications/ControlBanners.tsx';
import { RefreshToast } from '../refresh/RefreshToast.tsx';
import { LoggedAsClientToast } from '../toasts/ImpersonationToast.tsx';
import { useBrand } from '../../brand/BrandContext.tsx';
import { useLogout, useSession } from '../session/useSession.ts';
import styles from './ControlLayout.module.css';

/**
 * The control area's layout (§2 Control area), a placeholder until the side-nav layout lands:
 * it requires login (a logged-out visitor goes to the login with `?next=` back here), loads the
 * customer on entry and keeps polling it (§4), and shows the email and a logout button.
 * @example { path: 'control', Component: ControlLayout, children: [...] }
 */
export function ControlLayout() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const location = useLocation();
  const session = useSession({ required: true });
  const logout = useLogout();

  if (session.status === 'loggedOut') {
    const next = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={`${brand.loginPath}?next=${next}`} replace />;
  }
  if (session.status === 'error') {
    return (
      <div className={styles.state}>
        <Alert
          tone="danger"
          role="alert"
          action={
            <Button size="sm" variant="secondary" onClick={session.retry}>
              {t('control.retry')}
            </Button>
          }
        >
          {t('control.loadFailed')}
        </Alert>
      </div>
    );
  }
  if (session.status === 'loading' || !session.customer) {
    return (
      <p className={styles.state} role="status">
        {t('control.loading')}
      </p>
    );
  }
  return (
    <div className={styles.layout}>
      <RouteEffects />
      {/* §2 global UI (issue 12); the side-nav shell takes these over. */}
      <LoggedAsClientToast />
      <RefreshToast />
      <DebugToast />
      <header className={styles.bar}>
        <Link to="/">{brand.siteName}</Link>
        <span>{t('control.signedInAs', { email: session.customer.email })}</span>
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          {t('control.logout')}
        </Button>
      </header>
      <main className={styles.main}>
        <ControlBanners />
        <Outlet />
      </main>
    </div>
  );
}
