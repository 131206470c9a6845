import type { Language } from '@cloud-portal/i18n';
import { createToaster } from '@cloud-portal/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import type { BrandConfig } from '../../../brand/brand.types.ts';
import { customerFixture, fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import { autoPaymentOff, gatewaysFixture } from './payFixtures.ts';
import { PayWithScreen } from './PayWithScreen.tsx';

export {
  autoPaymentOff,
  cardFixture,
  gatewaysFixture,
  linkedGatewaysFixture,
} from './payFixtures.ts';

/** One fake route: answers `METHOD /api/path` (a function of the request). */
export type FakeRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/** The rouble brand's money settings (§9: roubles, whole roubles shown), on the test brand. */
export const roubleBrand: BrandConfig = {
  ...testBrand,
  id: 'rocket',
  currency: 'rub',
  roubleIntegers: true,
};

/**
 * Renders `pay-with` at `url` with a fake product API: the routes given, then defaults (the
 * customer, no cards, the gateways, auto-payment off, no exchange rates: the §3 default 92),
 * 404 for anything else; in `language`, on `brand` (default the dollar test brand).
 */
export async function renderPayWith(
  url: string,
  routes: FakeRoutes = {},
  language: Language = 'en',
  brand: BrandConfig = testBrand,
) {
  const defaults: FakeRoutes = {
    'GET /api/customers/': () => jsonResponse([customerFixture]),
    'GET /api/customer-cards/': () => jsonResponse([]),
    'GET /api/payment-gateways': () => jsonResponse(gatewaysFixture),
    'GET /api/auto-payments/': () => jsonResponse(autoPaymentOff),
    'GET /api/rates/': () => jsonResponse([]),
  };
  const requests: Request[] = [];
  const { apiClient, calls } = fakeApiClient(async (request) => {
    requests.push(request.clone());
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const answer = routes[route] ?? defaults[route];
    return answer
      ? answer(request)
      : jsonResponse({ code: 'not_found', message: 'Not found.' }, 404);
  });
  const toaster = createToaster();
  const toasts = vi.spyOn(toaster, 'show');
  const store = makeStore({ apiClient, toaster });
  const dispatch = vi.spyOn(store, 'dispatch');
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['billing', 'account', 'validation', 'errors', 'auth']);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path="/control/billing/make-payment/pay-with/:view?"
                element={<PayWithScreen />}
              />
            </Routes>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, requests, toasts, dispatch, store, user: userEvent.setup() };
}

/** The requests sent to one route. */
export const sent = (requests: Request[], route: string) =>
  requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);

/** A response the test releases later (an in-flight request). */
export function deferredResponse() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
