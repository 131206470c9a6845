import {
  isAccountActivated,
  normaliseSuspendReason,
  SUSPEND_REASON_NONE,
  type AuthStateSnapshot,
} from './authState.ts';
import { isBillingPath, isLoginOrRegisterPath, isProtectedPath } from './routeAreas.ts';

/** A notice to show; `key` names an entry of the `account` i18n namespace. */
export type AccountNotice =
  | { readonly kind: 'notify'; readonly level: 'warning'; readonly key: 'account:suspended' }
  | { readonly kind: 'notify'; readonly level: 'success'; readonly key: 'account:unsuspended' };

/** A navigation to a named route of §2 (pay-with, login, server-list). */
export type AccountRedirect =
  | { readonly kind: 'redirect'; readonly to: 'pay-with'; readonly hash?: '#activate' }
  | { readonly kind: 'redirect'; readonly to: 'login' }
  | { readonly kind: 'redirect'; readonly to: 'server-list' };

/** Start the background service that an activated account needs (§4). */
export interface StartBackgroundService {
  readonly kind: 'startBackgroundService';
}

/** One reaction to an auth-state change (§4 Reactions to account state), as data. */
export type AccountReaction = AccountNotice | StartBackgroundService | AccountRedirect;

/** The part of the current URL the reactions look at. */
export interface AccountLocation {
  readonly pathname: string;
  /** `location.hash`, with or without the leading `#`. */
  readonly hash: string;
}

const SUSPENDED_WARNING: AccountNotice = {
  kind: 'notify',
  level: 'warning',
  key: 'account:suspended',
};
const UNSUSPENDED_SUCCESS: AccountNotice = {
  kind: 'notify',
  level: 'success',
  key: 'account:unsuspended',
};
const START_BACKGROUND_SERVICE: StartBackgroundService = { kind: 'startBackgroundService' };

/**
 * The reactions of §4 to a change of the auth state, in the order the portal applies them:
 * notices first, then the background service, then at most ONE redirect (so the app navigates
 * once). Unchanged states give no reactions: each rule fires on a transition.
 *
 * Rules (a `null`/missing field or state is "nothing"):
 * - logged out (`loggedIn` becomes false) on a /control path → login; a logged-out state gets no
 *   other reaction (a logout resets the account fields, which is not an "unsuspension");
 * - suspended becomes true from nothing → warning unless the reason is NONE; redirect to pay-with
 *   (with `#activate` when not activated) — always, also with reason NONE and on billing pages;
 * - suspended becomes true from false → warning unless the reason is NONE; redirect to pay-with
 *   (same hash rule) unless the path is in the billing area;
 * - suspended goes from true to false → success notice;
 * - activated becomes true (from false or nothing) → start the background service, and go to
 *   pay-with (no hash) when the hash contains `activate`;
 * - logged in (`loggedIn` becomes true) on login/register → server-list.
 *
 * Redirect priority: login > pay-with (suspension) > pay-with (activation) > server-list.
 *
 * @example
 * authStateReactions(
 *   { loggedIn: true, activated: true, suspended: false, suspendReason: null },
 *   { loggedIn: true, activated: true, suspended: true, suspendReason: 'BALANCE' },
 *   { pathname: '/control/servers/list', hash: '' },
 * );
 * // [{ kind: 'notify', level: 'warning', key: 'account:suspended' },
 * //  { kind: 'redirect', to: 'pay-with' }]
 */
export function authStateReactions(
  previous: AuthStateSnapshot,
  next: AuthStateSnapshot,
  location: AccountLocation,
): readonly AccountReaction[] {
  const wasLoggedIn = previous?.loggedIn ?? null;
  const isLoggedIn = next?.loggedIn ?? null;

  // §4 "Logged out on a /control path: go to login". Once logged out, nothing else applies.
  if (isLoggedIn === false) {
    return wasLoggedIn !== false && isProtectedPath(location.pathname)
      ? [{ kind: 'redirect', to: 'login' }]
      : [];
  }

  const notices: AccountNotice[] = [];
  const sideEffects: StartBackgroundService[] = [];
  // Candidate redirects, highest priority first; only the first one is returned.
  const redirects: AccountRedirect[] = [];

  const wasSuspended = previous?.suspended ?? null;
  const isSuspended = next?.suspended ?? null;
  const activated = isAccountActivated(next);
  const payWith: AccountRedirect = activated
    ? { kind: 'redirect', to: 'pay-with' }
    : { kind: 'redirect', to: 'pay-with', hash: '#activate' };

  if (isSuspended === true && wasSuspended !== true) {
    // Both "suspension begins" rules share the warning and its NONE exception (§4 "the same
    // warning"); only the false → true case spares billing pages from the redirect.
    if (normaliseSuspendReason(next?.suspendReason) !== SUSPEND_REASON_NONE) {
      notices.push(SUSPENDED_WARNING);
    }
    if (wasSuspended === null || !isBillingPath(location.pathname)) {
      redirects.push(payWith);
    }
  }

  if (wasSuspended === true && isSuspended === false) {
    notices.push(UNSUSPENDED_SUCCESS);
  }

  if (activated && !isAccountActivated(previous)) {
    sideEffects.push(START_BACKGROUND_SERVICE);
    if (location.hash.includes('activate')) {
      redirects.push({ kind: 'redirect', to: 'pay-with' });
    }
  }

  if (isLoggedIn === true && wasLoggedIn !== true && isLoginOrRegisterPath(location.pathname)) {
    redirects.push({ kind: 'redirect', to: 'server-list' });
  }

  const [redirect] = redirects;
  return redirect === undefined
    ? [...notices, ...sideEffects]
    : [...notices, ...sideEffects, redirect];
}
