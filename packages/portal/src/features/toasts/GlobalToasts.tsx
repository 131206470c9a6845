import { lazy, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { WithStore } from '../../app/WithStore.tsx';
import { readImpersonatedUser } from './impersonation.ts';

// The toast logs out through the store: its code loads only when the marker cookie is there.
const ImpersonationToast = lazy(async () => ({
  default: (await import('./ImpersonationToast.tsx')).ImpersonationToast,
}));

const noSubscription = () => () => undefined;
const readCookieUser = () => readImpersonatedUser(document.cookie);
// Prerendered HTML and the hydrating render show no toast (the server knows no cookie).
const noUser = () => undefined;

/**
 * The global toasts of a layout (§2 Global UI): the logged-in-as-client toast while the
 * `LOGGED_AS_CLIENT` cookie is set (§4). The cookie is read again after every navigation (a
 * logout clears it).
 * @example <GlobalToasts /> // last child of a layout
 */
export function GlobalToasts() {
  // Subscribing to the location re-renders this after each navigation, which re-reads the cookie.
  useLocation();
  const user = useSyncExternalStore(noSubscription, readCookieUser, noUser);
  if (user === undefined) return null;
  return (
    <WithStore fallback={null}>
      <ImpersonationToast user={user} />
    </WithStore>
  );
}
