import {
  ACCESS_EXPIRES_COOKIE,
  HOST_COOKIE_PREFIX,
  hasAccessToken,
  type ApiFailure,
  type Customer,
} from '@cloud-portal/api-client';
import { TIMINGS } from '@cloud-portal/domain/session';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks.ts';
import { productApi } from '../../app/productApi.ts';
import { useBrand } from '../../brand/BrandContext.tsx';
import { JWT_REFRESHED_AT_KEY } from './apiClientOptions.ts';
import { useGetCustomerQuery, useLogoutMutation } from './sessionApi.ts';

/** Where a session stands, as the screens see it. */
export type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut' | 'error';

/** The logged-in customer and the state of loading it. */
export interface SessionView {
  status: SessionStatus;
  customer: Customer | undefined;
  /** The failure when `status` is `error` (network, 5xx): the screen offers a retry. */
  error: ApiFailure | undefined;
  retry: () => void;
}

const readCookies = () => globalThis.document?.cookie ?? '';

/**
 * The session (§4 Login): logged in = the access-token cookie is there and `GET customers/`
 * answers a customer, re-polled every 10 s. Without a token cookie the customer is not asked for
 * on public pages (`required: false`); the control area asks anyway (`required: true`) so the
 * request layer can renew an expired token with the refresh cookie. Each poll that answers a
 * customer also requests the 8-hour jwt refresh (§4) when due: a store listener does that
 * (`jwtRefreshListener.ts`), and the §4 reactions to the account's state (`account-state`).
 * @example const { status, customer } = useSession({ required: true });
 */
export function useSession({ required = false }: { required?: boolean } = {}): SessionView {
  const tokenPresent = hasAccessToken(readCookies(), Date.now());
  const query = useGetCustomerQuery(undefined, {
    skip: !required && !tokenPresent,
    pollingInterval: TIMINGS.customerPollMs,
  });
  const customer = query.data ?? undefined;

  const error = query.error as ApiFailure | undefined;
  let status: SessionStatus;
  if (query.isUninitialized) status = 'loggedOut';
  else if (customer) status = 'loggedIn';
  else if (query.isLoading || (query.isFetching && !query.isError)) status = 'loading';
  else if (error && error.status !== 401 && error.status !== 403) status = 'error';
  else status = 'loggedOut';
  return { status, customer, error: status === 'error' ? error : undefined, retry: query.refetch };
}

/**
 * Whether the visitor is logged in (the header's "control panel" button, §2).
 * @example const loggedIn = useIsLoggedIn();
 */
export function useIsLoggedIn(): boolean {
  return useSession().status === 'loggedIn';
}

/**
 * Logout (§4): `POST logout/` (any answer is accepted: the visitor wants out), clear the
 * readable session cookie and the client's cached state, go to the brand's login path.
 * @example const logout = useLogout(); <Button onClick={() => void logout()}>Log out</Button>
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const brand = useBrand();
  return useCallback(async () => {
    await logout();
    // The server clears its cookies; this one is readable, so drop it here too in case the
    // server could not be reached.
    if (globalThis.document) {
      document.cookie = `${ACCESS_EXPIRES_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      // Over https the server names it with the __Host- prefix (needs Secure and Path=/ to match).
      document.cookie = `${HOST_COOKIE_PREFIX}${ACCESS_EXPIRES_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
    }
    try {
      globalThis.localStorage?.removeItem(JWT_REFRESHED_AT_KEY);
    } catch {
      // storage disabled: nothing stored
    }
    await navigate(brand.loginPath, { replace: true });
    dispatch(productApi.util.resetApiState());
  }, [logout, dispatch, navigate, brand.loginPath]);
}
