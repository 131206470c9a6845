import type { LoginSuccess } from '@cloud-portal/api-client';
import { safeReturnPath } from '@cloud-portal/domain/validation';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks.ts';
import { markJwtRefreshed } from '../session/apiClientOptions.ts';
import { sessionApi } from '../session/sessionApi.ts';
import { NAMED_PATHS } from '../../app/paths.ts';

/** Where a login goes when no (safe) `?next=` is given (§2: the server list). */
export const AFTER_LOGIN_PATH = NAMED_PATHS['server-list'];

/**
 * Completes a login: stores the customer the answer carries (no second request), notes the
 * token time for the 8-hour refresh (§4), and goes to the safe `?next=` path (or the `next` given,
 * e.g. the one kept across a social login) or the server list.
 * @example const finish = useFinishLogin(); finish(await login(body).unwrap());
 */
export function useFinishLogin(): (success: LoginSuccess, next?: string | null) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const nextParam = params.get('next');
  return useCallback(
    async (success, next = nextParam) => {
      markJwtRefreshed(globalThis.localStorage, Date.now());
      await dispatch(sessionApi.util.upsertQueryData('getCustomer', undefined, success.customer));
      await navigate(safeReturnPath(next, AFTER_LOGIN_PATH), { replace: true });
    },
    [dispatch, navigate, nextParam],
  );
}
