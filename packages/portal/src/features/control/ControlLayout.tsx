import type { Customer } from '@cloud-portal/api-client';
import { Alert, Button, IconButton, Spinner, widthBelow } from '@cloud-portal/ui';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { CloudStartup } from '../cloud/CloudStartup.tsx';
import { CommandPaletteButton } from '../command-palette/CommandPaletteButton.tsx';
import { ControlCommandPalette } from '../command-palette/ControlCommandPalette.tsx';
import { DebugToast } from '../debug/DebugToast.tsx';
import { ControlBanners } from '../notifications/ControlBanners.tsx';
import { RefreshToast } from '../refresh/RefreshToast.tsx';
import { ServerCommands } from '../servers/ServerCommands.tsx';
import { LoggedAsClientToast } from '../toasts/ImpersonationToast.tsx';
import { PortalToasts } from '../toasts/PortalToasts.tsx';
import { useLogout, useSession } from '../session/useSession.ts';
import { Balance } from './Balance.tsx';
import { ControlNav } from './ControlNav.tsx';
import { SectionGate } from './SectionGate.tsx';
import { SectionTabs } from './SectionTabs.tsx';
import styles from './ControlLayout.module.css';
import { useMediaQuery } from './useMediaQuery.ts';

const PhoneNav = lazy(async () => ({ default: (await import('./PhoneNav.tsx')).PhoneNav }));

/** §2/§9: the side nav is minimized below 860 px. */
export const NAV_MINIMIZED_QUERY = widthBelow('sideNav');
/** Below 640 px (phones) the nav leaves the page for a drawer behind a menu button. */
export const NAV_DRAWER_QUERY = widthBelow('sm');

/**
 * The control area's layout (§2 Control area, Side navigation and global UI). It requires login
 * (a logged-out visitor goes to the login with `?next=` back here), loads the customer on entry
 * and keeps polling it (§4), then shows the shell: the side nav (minimized below 860 px, a drawer
 * on phones), a top bar with the balance, the notification banners and the screen; the global
 * UI of §2 (toasts: §8 errors and §4 notices, logged in as client, refresh, debug).
 * @example { path: 'control', Component: ControlLayout, children: [...] }
 */
export function ControlLayout() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const location = useLocation();
  const session = useSession({ required: true });
  const logout = useLogout();
  // Signing out ends on the login page itself (§4), not on a login that returns here.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(() => {
    setSigningOut(true);
    void logout();
  }, [logout]);

  if (session.status === 'loggedOut') {
    if (signingOut) return <Navigate to={brand.loginPath} replace />;
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
    <ControlCommandPalette customer={session.customer}>
      <ControlShell customer={session.customer} signOut={signOut} />
    </ControlCommandPalette>
  );
}

/** The shell around every control screen, for a loaded customer. */
function ControlShell({ customer, signOut }: { customer: Customer; signOut: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const narrow = useMediaQuery(NAV_MINIMIZED_QUERY);
  const phone = useMediaQuery(NAV_DRAWER_QUERY);
  const [collapsed, setCollapsed] = useState(false);

  return (
    <div
      className={styles.shell}
      data-nav={phone ? 'drawer' : narrow || collapsed ? 'rail' : 'full'}
    >
      <a className={styles.skip} href="#main">
        {t('shell.skipToContent')}
      </a>
      {phone ? null : (
        <aside className={styles.sidebar}>
          <Link
            to="/"
            className={styles.logo}
            aria-label={t('shell.home', { siteName: brand.siteName })}
          >
            <img src={brand.logo} alt="" width={28} height={28} />
            {narrow || collapsed ? null : <span>{brand.siteName}</span>}
          </Link>
          <ControlNav
            customer={customer}
            minimized={narrow || collapsed}
            onMinimizedChange={narrow ? undefined : setCollapsed}
            onSignOut={signOut}
          />
        </aside>
      )}
      <div className={styles.column}>
        <header className={styles.topBar}>
          {phone ? (
            <>
              <Suspense
                fallback={
                  <IconButton
                    label={t('shell.openMenu')}
                    icon={<Menu aria-hidden="true" />}
                    disabled
                  />
                }
              >
                <PhoneNav customer={customer} signOut={signOut} />
              </Suspense>
              <Link
                to="/"
                className={styles.logo}
                aria-label={t('shell.home', { siteName: brand.siteName })}
              >
                <img src={brand.logo} alt="" width={28} height={28} />
              </Link>
            </>
          ) : null}
          <div className={styles.topBarEnd}>
            <CommandPaletteButton />
            <span className={styles.email}>{customer.email}</span>
            <Balance customer={customer} />
          </div>
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <ControlBanners />
          <SectionTabs />
          {/* A screen that needs a namespace not loaded yet suspends here while it loads. */}
          <Suspense fallback={<Spinner label={t('shell.navLabel')} />}>
            <SectionGate customer={customer}>
              <Outlet />
            </SectionGate>
          </Suspense>
        </main>
      </div>
      {/* §2 global UI, fixed in corners: where they sit in the tree does not matter. */}
      <LoggedAsClientToast />
      <PortalToasts />
      <RefreshToast />
      <DebugToast />
      <CloudStartup />
      <ServerCommands customer={customer} />
    </div>
  );
}
