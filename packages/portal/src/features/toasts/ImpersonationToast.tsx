import type { Toaster } from '@cloud-portal/ui';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLogout } from '../session/useSession.ts';
import { LOGGED_AS_CLIENT_COOKIE, readImpersonatedUser } from './impersonation.ts';
import { usePortalToaster } from './usePortalToaster.ts';

/** The id of the logged-in-as-client toast in the portal's queue. */
export const IMPERSONATION_TOAST_ID = 'impersonation';

// The user whose toast the visitor closed, per portal (= per page load): it stays closed on this
// page and comes back on the next load while the impersonation lasts.
const closedFor = new WeakMap<Toaster, string>();

const noSubscription = () => () => undefined;
const readCookieUser = () => readImpersonatedUser(document.cookie);
// A server render knows no cookie.
const noUser = () => undefined;

/**
 * §4 staff impersonation: while the `LOGGED_AS_CLIENT` cookie is set, the portal's toast region
 * holds a toast "You're logged in as {user}" that stays (no timeout) with a sign-out action, which
 * logs out (§4 Logout) and drops the marker cookie. The × closes it on this page only. The cookie
 * is read again after every navigation (a logout clears it, and the toast goes). Renders nothing
 * itself: `PortalToasts` shows the queue.
 * @example <LoggedAsClientToast /> // in a layout, inside the store's Provider
 */
export function LoggedAsClientToast() {
  // Subscribing to the location re-renders this after each navigation, which re-reads the cookie.
  useLocation();
  const user = useSyncExternalStore(noSubscription, readCookieUser, noUser);
  const { t } = useTranslation(['auth', 'common']);
  const toaster = usePortalToaster();
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // The server clears the cookie on logout/; this clears it too if the server was unreachable.
    document.cookie = `${LOGGED_AS_CLIENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    await logout();
    setSigningOut(false);
  }, [logout]);

  useEffect(() => {
    if (user === undefined) {
      toaster.dismiss(IMPERSONATION_TOAST_ID);
      closedFor.delete(toaster); // gone with the cookie, not closed by the visitor
      return;
    }
    if (closedFor.get(toaster) === user) return;
    toaster.show({
      id: IMPERSONATION_TOAST_ID,
      level: 'warn',
      message: t('impersonation.notice', { user }),
      duration: null,
      actions: [
        {
          label: t('impersonation.signOut'),
          onClick: () => void signOut(),
          disabled: signingOut,
          keepOpen: true,
        },
      ],
      onClose: () => closedFor.set(toaster, user),
    });
  }, [toaster, user, t, signOut, signingOut]);

  return null;
}
