import type { Product, ShaperLimit, TemporaryTransaction } from '@cloud-portal/api-client';
import { formatDate } from '@cloud-portal/i18n';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import type { BrandConfig } from '../../../brand/brand.types.ts';
import { fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { ServerBillingTab } from './ServerBillingTab.tsx';

const SERVER_ID = '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10';
const TB = 2 ** 40;

const server = {
  id: SERVER_ID,
  name: 'web-1',
  region: 'eu-west2',
  status: 'ACTIVE',
  addresses: { 'ext-net-ams-1': [{ addr: '203.0.113.5', version: 4 }] },
} as unknown as CloudServer;

const product: Product = {
  external_id: SERVER_ID,
  type: 'server',
  region: 'eu-west2',
  name: 'web-1',
  plan_id: 'eu-west2-std.2c4g',
  plan_name: 'Standard 2 vCPU / 4 GB',
  category: 'standard',
  flavor_id: 'std.2c4g',
  network_plan: '1gbps',
  network_plans: ['200mbps', '1gbps', '2gbps', '5gbps', '10gbps'],
  billing_cycle: 'hourly',
  currency: 'usd',
  price_hourly: '0.0164',
  price_monthly: '12.00',
  traffic_tb: 2,
  created_at: '2026-11-21T05:00:00.000Z',
};

const charge: TemporaryTransaction = {
  external_id: SERVER_ID,
  type: 'server',
  region: 'eu-west2',
  currency: 'usd',
  amount: '0.0820',
  period_start: '2026-11-21T05:00:00.000Z',
  next_deduction_at: '2026-11-22T05:00:00.000Z',
};

const limit: ShaperLimit = {
  server_id: SERVER_ID,
  region: 'eu-west2',
  network_plan: '1gbps',
  traffic_used_bytes: 1.5 * TB,
  traffic_limit_bytes: 2 * TB,
  traffic_limit_tb: 2,
  extra_traffic_blocks: 0,
  extra_traffic_block_price: '1.00',
  extra_traffic_amount: '0.00',
  currency: 'usd',
  period_start: '2026-11-05T00:00:00.000Z',
  reset_at: '2026-12-05T00:00:00.000Z',
};

/** A product API over mutable answers, recording the change-network-plan bodies. */
function fakeBilling(
  answers: {
    products?: () => Response | Promise<Response>;
    charges?: () => Response;
    limits?: () => Response;
    change?: (body: { server_id: string; network_plan: string }) => Response;
  } = {},
) {
  let current = product;
  const changes: unknown[] = [];
  const api = fakeApiClient(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/products/') return answers.products?.() ?? jsonResponse([current]);
    if (path === '/api/rates/')
      return jsonResponse([{ curr_from: 'usd', curr_to: 'rub', rate: 92 }]);
    if (path === '/api/transactions/temporary/')
      return answers.charges?.() ?? jsonResponse([charge]);
    if (path === '/api/shaper/customer-limits/')
      return answers.limits?.() ?? jsonResponse([{ ...limit, network_plan: current.network_plan }]);
    if (path === '/api/change-network-plan/') {
      const body = (await request.json()) as { server_id: string; network_plan: string };
      changes.push(body);
      if (answers.change) return answers.change(body);
      current = { ...current, network_plan: body.network_plan };
      return jsonResponse(current);
    }
    return jsonResponse({ code: 'not_found', message: 'Not found.' }, 404);
  });
  return { ...api, changes };
}

async function renderTab(api: ReturnType<typeof fakeBilling>, brand: BrandConfig = testBrand) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['servers', 'billing', 'auth', 'validation', 'errors']);
  const store = makeStore({ apiClient: api.apiClient });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <ServerBillingTab server={server} />
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, i18n };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('ServerBillingTab', () => {
  test('shows the pending charge, the plan with its prices, traffic and the §9 rules', async () => {
    const api = fakeBilling();
    await renderTab(api);
    expect(await screen.findByText('$0.08')).toBeDefined();
    expect(
      screen.getByText(
        `Deducted from your balance on ${formatDate('en', charge.next_deduction_at, 'dateTime')}; pending charges are deducted every 24 hours.`,
      ),
    ).toBeDefined();
    expect(screen.getByText('A stopped server is still billed: delete it to stop the charges.'));
    // The plan in the region's currency: per month and per hour (§9: 4 decimals under 0.01).
    expect(screen.getByText('Standard 2 vCPU / 4 GB · Standard')).toBeDefined();
    expect(screen.getByText('$12.00')).toBeDefined();
    expect(screen.getByText('$0.0164')).toBeDefined();
    expect(screen.getByText('Hourly')).toBeDefined();
    expect(screen.getByText('2 TB per month')).toBeDefined();
    // Traffic: used of the limit, as a progress bar, with the reset date and the extra rule.
    const bar = await screen.findByRole('progressbar', { name: 'Traffic used this month' });
    expect(bar.getAttribute('aria-valuetext')).toBe('1.5\u00a0TB of 2\u00a0TB');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(1.5 * TB);
    expect(
      screen.getByText(`The counter resets on ${formatDate('en', limit.reset_at, 'date')}.`),
    ).toBeDefined();
    expect(
      screen.getByText('When the limit is exceeded, 1 TB is added automatically for $1.00.'),
    ).toBeDefined();
    // Extra IPv4 (§9): one server with one address pays nothing; the rule with the brand's price.
    expect(screen.getByText('This server has 1 IPv4 address.')).toBeDefined();
    expect(screen.getByText(/extra ones, from the second server on, cost \$0\.59 per month each/));
    expect(screen.getByText('You pay for no extra address in this region.')).toBeDefined();
    expect(screen.getByTestId('network-plan').textContent).toBe('1gbps');
  });

  test('says what extra traffic was added this month and warns on the bar', async () => {
    await renderTab(
      fakeBilling({
        limits: () =>
          jsonResponse([
            {
              ...limit,
              traffic_used_bytes: 3.2 * TB,
              extra_traffic_blocks: 2,
              extra_traffic_amount: '2.00',
            },
          ]),
      }),
    );
    expect(await screen.findByText('2 TB added this month: $2.00')).toBeDefined();
    const bar = screen.getByRole('progressbar', { name: 'Traffic used this month' });
    // The bar's scale is the limit plus the blocks added: 3.2 of 4 TB.
    expect(Number(bar.getAttribute('aria-valuemax'))).toBe(4 * TB);
  });

  test('the rouble brand shows whole roubles and no hourly rate (§9)', async () => {
    const rouble = {
      ...product,
      region: 'ru-msk1',
      currency: 'rub' as const,
      price_monthly: '1104.00',
      price_hourly: '1.5123',
    };
    await renderTab(
      fakeBilling({
        products: () => jsonResponse([rouble]),
        // The account's dollars, shown in roubles at rates/: 0.0821 × 92 = 7.55 → 8 ₽.
        charges: () => jsonResponse([{ ...charge, region: 'ru-msk1', amount: '0.0821' }]),
      }),
      { ...testBrand, id: 'rocket', currency: 'rub', roubleIntegers: true, extraIpPrice: 49 },
    );
    expect(await screen.findByText('8 ₽')).toBeDefined();
    expect(screen.getByText('1104 ₽')).toBeDefined();
    expect(screen.queryByText(/1\.5123/)).toBeNull();
    expect(
      await screen.findByText('When the limit is exceeded, 1 TB is added automatically for 92 ₽.'),
    ).toBeDefined();
    expect(screen.getByText(/cost 49 ₽ per month each/)).toBeDefined();
  });

  test('changes the network plan after a confirmation, and shows the new one', async () => {
    const api = fakeBilling();
    await renderTab(api);
    const user = userEvent.setup();
    const change = await screen.findByRole('button', { name: 'Change network plan' });
    // Nothing to change until another speed is chosen.
    expect(change.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByLabelText('New port speed'), '10gbps');
    await user.click(change);
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the port speed of web-1 to 10gbps?',
    });
    expect(
      within(dialog).getByText(
        'The new speed applies at once. The price of the server does not change.',
      ),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    expect(await screen.findByText('The port speed is now 10gbps.')).toBeDefined();
    expect(api.changes).toEqual([{ server_id: SERVER_ID, network_plan: '10gbps' }]);
    await waitFor(() => expect(screen.getByTestId('network-plan').textContent).toBe('10gbps'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('shows a refused change next to the control, and keeps the plan', async () => {
    const api = fakeBilling({
      change: () =>
        jsonResponse(
          {
            code: 'unknown_network_plan',
            message: 'Choose one of the network plans offered for this server.',
          },
          400,
        ),
    });
    await renderTab(api);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('New port speed'), '200mbps');
    await user.click(screen.getByRole('button', { name: 'Change network plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(
      await screen.findByText('Choose one of the network plans offered for this server.'),
    ).toBeDefined();
    expect(screen.getByTestId('network-plan').textContent).toBe('1gbps');
  });

  test('loading, then a failure with a retry that recovers', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderTab(
      fakeBilling({
        products: async () => {
          await gate;
          return fail
            ? jsonResponse({ code: 'server_error', message: 'Boom.' }, 500)
            : jsonResponse([product]);
        },
      }),
    );
    expect(screen.getByText('Loading the billing of this server…')).toBeDefined();
    await act(async () => release());
    expect(
      await screen.findByText('The billing of this server could not be loaded.'),
    ).toBeDefined();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$0.08')).toBeDefined();
  });

  test('a server without a product yet has an empty state', async () => {
    await renderTab(fakeBilling({ products: () => jsonResponse([]) }));
    expect(await screen.findByRole('heading', { name: 'Not billed yet' })).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a pending-charges failure stays in its section', async () => {
    await renderTab(
      fakeBilling({ charges: () => jsonResponse({ code: 'server_error', message: 'x' }, 503) }),
    );
    expect(
      await screen.findByText('The billing of this server could not be loaded.'),
    ).toBeDefined();
    // The other sections show.
    expect(screen.getByText('$12.00')).toBeDefined();
    expect(await screen.findByRole('progressbar')).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  });
});
