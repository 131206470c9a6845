import { Toast } from '@cloud-portal/ui';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLogout } from '../session/useSession.ts';
import { LOGGED_AS_CLIENT_COOKIE, readImpersonatedUser } from './impersonation.ts';
import styles from './ImpersonationToast.module.css';

/**
 * §4 staff impersonation: a toast "You're logged in as {user}" that stays (no timeout) with a
 * sign-out action, which logs out (§4 Logout) and drops the marker cookie. The × hides it on this
 * page only: it comes back on the next load while the impersonation lasts.
 * @example <ImpersonationToast user="ada@example.test" />
 */
export function ImpersonationToast({ user }: { user: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const logout = useLogout();
  const [hidden, setHidden] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  if (hidden) return null;
  const signOut = async () => {
    setSigningOut(true);
    // The server clears the cookie on logout/; this clears it too if the server was unreachable.
    document.cookie = `${LOGGED_AS_CLIENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    await logout();
  };
  return (
    <section aria-label={t('common:toasts.regionLabel')} className={styles.viewport}>
      <Toast
        level="warn"
        message={t('impersonation.notice', { user })}
        actions={[
          {
            label: t('impersonation.signOut'),
            onClick: () => void signOut(),
            disabled: signingOut,
            keepOpen: true,
          },
        ]}
        dismissLabel={t('common:toasts.dismiss')}
        onDismiss={() => setHidden(true)}
        data-toast="impersonation"
      />
    </section>
  );
}

const noSubscription = () => () => undefined;
const readCookieUser = () => readImpersonatedUser(document.cookie);
// A server render knows no cookie.
const noUser = () => undefined;

/**
 * The logged-in-as-client toast while the `LOGGED_AS_CLIENT` cookie is set (§4), else nothing.
 * The cookie is read again after every navigation (a logout clears it).
 * @example <LoggedAsClientToast /> // in a layout, inside the store's Provider
 */
export function LoggedAsClientToast() {
  // Subscribing to the location re-renders this after each navigation, which re-reads the cookie.
  useLocation();
  const user = useSyncExternalStore(noSubscription, readCookieUser, noUser);
  return user === undefined ? null : <ImpersonationToast user={user} />;
}
