import type { AppStartListening } from '../../app/store.ts';
import { jwtRefreshDue, markJwtRefreshed } from './apiClientOptions.ts';
import { sessionApi } from './sessionApi.ts';

/** Where the time of the last refresh is kept, and the clock (the browser's, or fakes in tests). */
export interface JwtRefreshEnvironment {
  storage: () => Storage | undefined;
  now: () => number;
}

const browser: JwtRefreshEnvironment = {
  storage: () => globalThis.localStorage,
  now: () => Date.now(),
};

/**
 * Registers §4 Login's 8-hour refresh: after each customer poll that answers a customer, when
 * more than 8 h passed since the last refresh (or none is recorded in this browser), it stamps
 * the time first (the next polls do not ask again while this one runs) and requests
 * `POST jwt-refresh/`.
 * @example startJwtRefresh(startListening);
 */
export function startJwtRefresh(
  startListening: AppStartListening,
  environment: JwtRefreshEnvironment = browser,
): void {
  startListening({
    matcher: sessionApi.endpoints.getCustomer.matchFulfilled,
    effect: (action, { dispatch }) => {
      const storage = environment.storage();
      if (action.payload === null || !jwtRefreshDue(storage, environment.now())) return;
      markJwtRefreshed(storage, environment.now());
      void dispatch(sessionApi.endpoints.refreshJwt.initiate());
    },
  });
}
