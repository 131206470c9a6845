import type { Customer } from '@cloud-portal/api-client';
import { createToaster } from '@cloud-portal/ui';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { createI18n } from '../app/i18n.ts';
import {
  i18nTranslator,
  type PortalNavigation,
  type PortalTranslator,
} from '../app/portalExtra.ts';
import { makeStore } from '../app/store.ts';
import type { JwtRefreshEnvironment } from '../features/session/jwtRefreshListener.ts';
import { sessionApi } from '../features/session/sessionApi.ts';
import { customerFixture, fakeApiClient, jsonResponse } from './fixtures.ts';

/** What `GET customers/` answers in a {@link listenerStore}: a customer, or a failure status. */
export type CustomerAnswer = Customer | { status: number };

/** A router stand-in that records where the store sent the visitor. */
export function fakeNavigation(start: string) {
  let url = new URL(start, 'http://portal.test');
  const navigated: string[] = [];
  const navigation: PortalNavigation = {
    location: () => ({ pathname: url.pathname, search: url.search, hash: url.hash }),
    navigate: (to) => {
      navigated.push(to);
      url = new URL(to, url);
    },
  };
  return { navigation, navigated };
}

/**
 * A portal store for listener tests: a fake product API (the customer answer can change between
 * polls, `other` answers everything else), a fake router at `path`, the portal's queue and the
 * English texts; it records the actions dispatched and the calls made.
 * @example const harness = await listenerStore({ path: '/control/servers/list' }); await harness.poll();
 */
export async function listenerStore({
  path = '/control/servers/list',
  customer = customerFixture,
  other = () => jsonResponse({}),
  translator,
  jwtRefresh = { storage: () => undefined, now: () => 0 },
}: {
  path?: string;
  customer?: CustomerAnswer;
  other?: (request: Request) => Response | Promise<Response>;
  translator?: PortalTranslator;
  jwtRefresh?: JwtRefreshEnvironment;
} = {}) {
  let answer: CustomerAnswer = customer;
  const { apiClient, calls } = fakeApiClient((request) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/customers/') {
      return 'email' in answer
        ? jsonResponse([answer])
        : jsonResponse({ code: 'not_authenticated', message: 'No session.' }, answer.status);
    }
    return other(request);
  });
  const { navigation, navigated } = fakeNavigation(path);
  const toaster = createToaster();
  const store = makeStore(
    {
      apiClient,
      toaster,
      navigation,
      translator: translator ?? i18nTranslator(await createI18n('en')),
      loginPath: '/sign-in',
    },
    {},
    undefined,
    jwtRefresh,
  );
  const actions: UnknownAction[] = [];
  store.dispatch(
    addListener({ predicate: () => true, effect: (action) => void actions.push(action) }),
  );
  return {
    store,
    toaster,
    navigation,
    navigated,
    calls,
    actions,
    /** The toasts shown now, as `level: message`. */
    toasts: () => toaster.getSnapshot().map((toast) => `${toast.level}: ${toast.message}`),
    /** Changes what the next customer polls answer. */
    answer(next: CustomerAnswer) {
      answer = next;
    },
    /** One customer poll, as the 10-second polling makes it. */
    async poll() {
      const request = store.dispatch(
        sessionApi.endpoints.getCustomer.initiate(undefined, { forceRefetch: true }),
      );
      await request;
      request.unsubscribe();
    },
  };
}
