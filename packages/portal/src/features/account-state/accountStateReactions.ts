import {
  authStateReactions,
  type AccountNotice,
  type AccountRedirect,
} from '@cloud-portal/domain/account';
import { safeReturnPath } from '@cloud-portal/domain/validation';
import { isAnyOf } from '@reduxjs/toolkit';
import { NAMED_PATHS } from '../../app/paths.ts';
import type { PortalExtra } from '../../app/portalExtra.ts';
import type { AppStartListening } from '../../app/store.ts';
import { sessionApi } from '../session/sessionApi.ts';
import { accountActivated, selectAuthState } from './accountStateSlice.ts';
import { recallLift, storageSuspensionMemory, type SuspensionMemory } from './suspensionMemory.ts';

// §4 Reactions to account state, applied where the state changes (listener middleware, once per
// change whatever React renders: no double firing under StrictMode, none on polls that answer
// the same). Redirects replace the current history entry: they are the portal's decision, and
// going back to where the reaction fired would not fire it again. A logout navigates by itself
// (`useLogout`: §4 Logout, to the brand's login from any page, once the session is cleared), so
// the "logged out on a /control path" redirect is for sessions that end otherwise (a poll's 401):
// navigating in the middle of the logout would show the login while the old session still looks
// alive, and the login page would send the visitor back.

const isLogout = isAnyOf(
  sessionApi.endpoints.logout.matchFulfilled,
  sessionApi.endpoints.logout.matchRejected,
);

/**
 * Where a redirect of §4 goes: pay-with (with its `#activate` hash), the server list (or the
 * login page's safe `?next=`, where the login itself goes: `useFinishLogin`), or the brand's login
 * with `?next=` back to where the visitor was (as the control layout does).
 * @example redirectPath({ kind: 'redirect', to: 'pay-with', hash: '#activate' }, '/login', location);
 * // '/control/billing/make-payment/pay-with#activate'
 */
export function redirectPath(
  redirect: AccountRedirect,
  loginPath: string,
  from: { pathname: string; search: string; hash: string },
): string {
  switch (redirect.to) {
    case 'pay-with':
      return `${NAMED_PATHS['pay-with']}${redirect.hash ?? ''}`;
    case 'server-list':
      return safeReturnPath(
        new URLSearchParams(from.search).get('next'),
        NAMED_PATHS['server-list'],
      );
    case 'login':
      return `${loginPath}?next=${encodeURIComponent(`${from.pathname}${from.search}${from.hash}`)}`;
    default:
      return redirect satisfies never;
  }
}

async function showNotice(notice: AccountNotice, { translator, toaster }: PortalExtra) {
  try {
    await translator.loadNamespaces(['account']);
  } catch {
    // Offline: the key stands in for the text, the notice still shows.
  }
  toaster.show({
    level: notice.level === 'warning' ? 'warn' : 'success',
    message: translator.t(notice.key),
  });
}

/**
 * Registers the §4 reactions: on each change of the auth state (`accountState` slice) it runs
 * domain's `authStateReactions(previous, next, location)` and applies them: notices through
 * `extra.toaster` (account:suspended as a warning, account:unsuspended as a success),
 * `startBackgroundService` as {@link accountActivated}, a redirect through `extra.navigation`.
 * A lift the page only knows from `memory` (the tab saw the suspension before a payment's round
 * trip through the provider's page) is announced too.
 * @example startAccountStateReactions(startListening);
 */
export function startAccountStateReactions(
  startListening: AppStartListening,
  memory: SuspensionMemory = storageSuspensionMemory(globalThis.sessionStorage),
): void {
  startListening({
    predicate: (_action, current, previous) =>
      selectAuthState(current) !== selectAuthState(previous),
    effect: (action, api) => {
      const { extra } = api;
      const location = extra.navigation.location();
      const previous = selectAuthState(api.getOriginalState());
      const next = selectAuthState(api.getState());
      const reactions = authStateReactions(previous, next, location);
      if (recallLift(memory, previous, next))
        void showNotice({ kind: 'notify', level: 'success', key: 'account:unsuspended' }, extra);
      for (const reaction of reactions) {
        switch (reaction.kind) {
          case 'notify':
            void showNotice(reaction, extra);
            break;
          case 'startBackgroundService':
            api.dispatch(accountActivated());
            break;
          case 'redirect':
            if (isLogout(action)) break;
            extra.navigation.navigate(redirectPath(reaction, extra.loginPath, location), {
              replace: true,
            });
            break;
          default:
            reaction satisfies never;
        }
      }
    },
  });
}
