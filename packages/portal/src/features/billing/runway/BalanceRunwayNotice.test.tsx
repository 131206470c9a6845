import type { Product, TemporaryTransaction } from '@cloud-portal/api-client';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import { fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import { NavRunway } from './BalanceRunwayNotice.tsx';

afterEach(() => cleanup());

const HOUR = 3_600_000;

const pending = (id: string, amount: string): TemporaryTransaction => ({
  external_id: id,
  type: 'server',
  region: 'eu-west2',
  currency: 'usd',
  amount,
  period_start: new Date(Date.now() - HOUR).toISOString(),
  next_deduction_at: new Date(Date.now() + 23 * HOUR).toISOString(),
});

const product = (id: string, priceHourly: string, currency = 'usd') =>
  ({ external_id: id, currency, price_hourly: priceHourly }) as Product;

async function renderNav(
  balance: number,
  temporary: TemporaryTransaction[],
  products: Product[] = [],
  rates: unknown[] = [],
) {
  const { apiClient } = fakeApiClient((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/transactions/temporary/') return jsonResponse(temporary);
    if (pathname === '/api/products/') return jsonResponse(products);
    if (pathname === '/api/rates/') return jsonResponse(rates);
    return jsonResponse({ detail: 'not found' }, 404);
  });
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['billing']);
  render(
    <Provider store={makeStore({ apiClient })}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter>
            <NavRunway balance={balance} />
            <p>rendered</p>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  await screen.findByText('rendered');
}

describe('the side nav runway', () => {
  test('under 7 days: "lasts N more days" at the products\' hourly prices, linking to payment', async () => {
    // 10.05 − 0.05 accrued = 10.00 at 0.10/h = 100 h = 4 days.
    await renderNav(10.05, [pending('a', '0.0500')], [product('a', '0.1000')]);
    const line = await screen.findByTestId('nav-runway');
    expect(line.textContent).toBe('Your balance lasts 4 more days');
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      '/control/billing/make-payment/pay-with',
    );
  });

  test('a product priced in euros is converted to dollars at rates/', async () => {
    // 0.05 €/h at 1 € = 2 $ → 0.10 $/h: the same 4 days as above.
    await renderNav(
      10.05,
      [pending('a', '0.0500')],
      [product('a', '0.0500', 'eur')],
      [{ curr_from: 'usd', curr_to: 'eur', rate: 0.5 }],
    );
    expect((await screen.findByTestId('nav-runway')).textContent).toBe(
      'Your balance lasts 4 more days',
    );
  });

  test('a week or more, or nothing billed: no line', async () => {
    await renderNav(100, [pending('a', '0.0500')], [product('a', '0.1000')]);
    // Give the calls time to answer: the line must still not be there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('nav-runway')).toBeNull();
    cleanup();
    await renderNav(1, []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('nav-runway')).toBeNull();
  });

  test('a balance at or below zero says it is used up, even with nothing billed', async () => {
    await renderNav(-2, []);
    expect((await screen.findByTestId('nav-runway')).textContent).toContain(
      'Your balance is used up',
    );
  });
});
