import type { PaymentGateway, SavedCard } from '@cloud-portal/api-client';
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
import { customerFixture, fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import { PayWithScreen } from './PayWithScreen.tsx';

const gateway = (
  method: PaymentGateway['method'],
  percent: number,
  fixed: string,
  minimum = '5.00',
): PaymentGateway => ({
  method,
  type: method === 'crypto' ? 'coinpayments' : 'paymaster',
  currency: 'usd',
  fee: { percent, fixed, free_above: '5.00' },
  minimum,
  maximum: '10000.00',
  brands: [],
});

/** `GET payment-gateways` without a linked card (§9 fees, $5 minimum). */
export const gatewaysFixture: PaymentGateway[] = [
  gateway('card', 5, '0.30'),
  gateway('paypal', 7.5, '0.30'),
  gateway('webmoney_wmz', 20, '0.00'),
  gateway('crypto', 0, '0.00'),
];

/** The same with a linked card ($1 minimum). */
export const linkedGatewaysFixture = gatewaysFixture.map((entry) => ({
  ...entry,
  minimum: '1.00',
}));

/** A saved Visa card. */
export const cardFixture: SavedCard = {
  method_id: 'pm_5f0c6c1e8a8e4a369a532f2a',
  status: 'active',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  country: null,
  auto_payment: false,
  created_at: '2026-11-27T06:00:00.000Z',
};

/** An auto-payment that is off. */
export const autoPaymentOff = {
  status: 'off',
  type: 'paymaster',
  amount: null,
  method_id: null,
  next_run_at: null,
  last_run_at: null,
} as const;

/** One fake route: answers `METHOD /api/path` (a function of the request). */
export type FakeRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/**
 * Renders `pay-with` at `url` with a fake product API: the routes given, then defaults (the
 * customer, no cards, the gateways, auto-payment off), 404 for anything else.
 */
export async function renderPayWith(url: string, routes: FakeRoutes = {}) {
  const defaults: FakeRoutes = {
    'GET /api/customers/': () => jsonResponse([customerFixture]),
    'GET /api/customer-cards/': () => jsonResponse([]),
    'GET /api/payment-gateways': () => jsonResponse(gatewaysFixture),
    'GET /api/auto-payments/': () => jsonResponse(autoPaymentOff),
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
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['billing', 'account', 'validation', 'errors', 'auth']);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
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
