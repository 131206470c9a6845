import type {
  Product,
  TemporaryTransaction,
  Transaction,
  TransactionGroup,
} from '@cloud-portal/api-client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  regionsFixture,
  testBrand,
} from '../../../test/fixtures.ts';
import { testServer } from '../../../test/serverFixture.ts';
import { regionDataApi } from '../../cloud/regionDataApi.ts';
import { regionsApi } from '../../regions/regionsApi.ts';
import { BillingHistoryScreen } from './BillingHistoryScreen.tsx';

const HOUR = 3_600_000;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** `count` groups, one a day going back from 2026-11-22, alternating kinds. */
const groupsFixture = (count: number): TransactionGroup[] =>
  Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.UTC(2026, 10, 22) - index * 24 * HOUR).toISOString().slice(0, 10),
    kind: index % 2 === 0 ? 'charge' : 'refill',
    amount: index % 2 === 0 ? '-0.7872' : '25.0000',
    count: 2,
    currency: 'usd',
  }));

const transaction = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  kind: 'charge',
  type: 'server',
  sub_type: null,
  message: `Server web-${id} (eu-west2) at 0.0164 usd/h`,
  amount: '-0.3936',
  currency: 'usd',
  status: 'applied',
  external_id: 'srv-1',
  period_start: '2026-11-21T05:00:00.000Z',
  period_end: '2026-11-22T05:00:00.000Z',
  created: '2026-11-22T05:00:00.000Z',
  ...overrides,
});

interface Ledger {
  groups?: TransactionGroup[];
  transactions?: Transaction[];
  temporary?: TemporaryTransaction[];
  products?: Product[];
  balance?: string;
  fail?: () => boolean;
}

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
    </>
  );
}

async function renderHistory(ledger: Ledger, url = '/control/billing/history') {
  const groups = ledger.groups ?? [];
  const transactions = ledger.transactions ?? [];
  const { apiClient, calls } = fakeApiClient((request) => {
    const { pathname, searchParams } = new URL(request.url);
    const query = Object.fromEntries(searchParams);
    if (pathname === '/api/customers/')
      return jsonResponse([{ ...customerFixture, balance: ledger.balance ?? '10.00' }]);
    if (ledger.fail?.() && pathname === '/api/transactions-groups/')
      return jsonResponse({ detail: 'boom' }, 502);
    if (pathname === '/api/transactions-groups/') {
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 20);
      const matching = groups.filter((group) => !query.kind || group.kind === query.kind);
      return jsonResponse({
        count: matching.length,
        limit,
        offset,
        results: matching.slice(offset, offset + limit),
      });
    }
    if (pathname === '/api/transactions/temporary/') return jsonResponse(ledger.temporary ?? []);
    if (pathname === '/api/transactions/') {
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 500);
      const matching = transactions.filter((entry) => {
        const created = new Date(entry.created);
        return (
          (!query.kind || entry.kind === query.kind) &&
          (!query.created__year || created.getUTCFullYear() === Number(query.created__year)) &&
          (!query.created__month || created.getUTCMonth() + 1 === Number(query.created__month)) &&
          (!query.created__day || created.getUTCDate() === Number(query.created__day))
        );
      });
      return jsonResponse({
        count: matching.length,
        limit,
        offset,
        results: matching.slice(offset, offset + limit),
      });
    }
    if (pathname === '/api/products/') return jsonResponse(ledger.products ?? []);
    return jsonResponse({ detail: 'not found' }, 404);
  });
  const store = makeStore({ apiClient });
  await store.dispatch(regionsApi.util.upsertQueryData('listRegions', undefined, regionsFixture));
  await store.dispatch(
    regionDataApi.util.upsertQueryData('listRegionServers', 'eu-west2', [
      testServer({ id: 'srv-known', name: 'web-known', region: 'eu-west2' }),
    ]),
  );
  await store.dispatch(regionDataApi.util.upsertQueryData('listRegionServers', 'eu-central1', []));
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['billing', 'account']);
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path="/control/billing/history"
                element={
                  <>
                    <BillingHistoryScreen />
                    <Location />
                  </>
                }
              />
              <Route path="/control/servers/page/:id/:tab?" element={<p>server page</p>} />
            </Routes>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
  const view = render(tree);
  return { calls, user: userEvent.setup(), store, view, tree };
}

const location = () => screen.getByTestId('location').textContent;
const groupRows = () =>
  within(screen.getByTestId('transaction-groups')).getAllByRole('row').slice(1);

describe('billing/history', () => {
  test('20 groups a page with the page count; next and previous move by offset, in the URL', async () => {
    const { calls, user } = await renderHistory({ groups: groupsFixture(45) });
    await waitFor(() => expect(groupRows()).toHaveLength(20));
    expect(screen.getByTestId('history-page-of').textContent).toBe('Page 1 of 3');
    expect(within(groupRows()[0]!).getByText('Nov 22, 2026')).toBeDefined();
    expect(within(groupRows()[0]!).getByText('-$0.79')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(groupRows()[0]!).getByText('Nov 2, 2026')).toBeDefined());
    expect(location()).toBe('?page=2');
    expect(screen.getByTestId('history-page-of').textContent).toBe('Page 2 of 3');
    expect(calls).toContain('GET /api/transactions-groups/');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(groupRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(location()).toBe('?page=2'));
  });

  test("a day opens that day's transactions (created__year/month/day) and goes back", async () => {
    const transactions = [
      transaction(1, { created: '2026-11-22T05:00:00.000Z', message: 'Server web-1 charge' }),
      transaction(2, {
        kind: 'refill',
        created: '2026-11-22T09:30:00.000Z',
        amount: '25.0000',
        message: 'Payment',
      }),
      transaction(3, { created: '2026-11-21T05:00:00.000Z', message: 'The day before' }),
    ];
    const { user } = await renderHistory({ groups: groupsFixture(2), transactions });
    await user.click(await screen.findByRole('link', { name: 'Show Nov 22, 2026' }));
    expect(location()).toBe('?day=2026-11-22');
    const table = await screen.findByRole('table', { name: 'Transactions of Nov 22, 2026' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Server web-1 charge')).toBeDefined();
    expect(within(table).getByText('$25.00')).toBeDefined();
    expect(within(table).queryByText('The day before')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to all days' }));
    expect(location()).toBe('');
    expect(await screen.findByTestId('transaction-groups')).toBeDefined();
  });

  test('each charge says what it was for: server, volume, extra IPv4, backup, extra traffic', async () => {
    const day = { created: '2026-11-22T05:00:00.000Z' };
    const transactions = [
      transaction(1, { ...day, type: 'server', message: 'm-server' }),
      transaction(2, { ...day, type: 'volume', message: 'm-volume' }),
      transaction(3, { ...day, type: 'ipv4', message: 'm-ipv4' }),
      transaction(4, { ...day, type: 'backup', message: 'm-backup' }),
      transaction(5, { ...day, type: 'traffic', message: 'm-traffic' }),
      transaction(6, { ...day, kind: 'refill', type: 'card', amount: '5.0000', message: 'm-card' }),
    ];
    const { user } = await renderHistory({ groups: groupsFixture(1), transactions });
    await user.click(await screen.findByRole('link', { name: 'Show Nov 22, 2026' }));
    const table = await screen.findByRole('table', { name: 'Transactions of Nov 22, 2026' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    const typeOf = (message: string) =>
      within(table).getByText(message).closest('tr')?.querySelectorAll('td, th')[1]?.textContent;
    expect(typeOf('m-server')).toBe('Charge Server');
    expect(typeOf('m-volume')).toBe('Charge Volume');
    expect(typeOf('m-ipv4')).toBe('Charge Extra IPv4');
    expect(typeOf('m-backup')).toBe('Charge Backup');
    expect(typeOf('m-traffic')).toBe('Charge Extra traffic');
    // A payment's type is its gateway: no resource.
    expect(typeOf('m-card')).toBe('Top-up');
  });

  test('refunds: their own label and a filter of their own', async () => {
    const groups: TransactionGroup[] = [
      { date: '2026-11-22', kind: 'refund', amount: '-5.0000', count: 1, currency: 'usd' },
      { date: '2026-11-22', kind: 'refill', amount: '12.0000', count: 1, currency: 'usd' },
    ];
    const { user } = await renderHistory({ groups });
    await waitFor(() => expect(groupRows()).toHaveLength(2));
    const refundRow = groupRows().find((row) => within(row).queryByText('Refund') !== null);
    expect(refundRow).toBeDefined();
    expect(within(refundRow!).getByText('-$5.00')).toBeDefined();

    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(within(type).getByRole('option', { name: 'Refund' })).toBeDefined();
    await user.selectOptions(type, 'refund');
    expect(location()).toBe('?kind=refund');
    await waitFor(() => expect(groupRows()).toHaveLength(1));
    expect(within(groupRows()[0]!).getByText('Refund')).toBeDefined();
  });

  test('filters live in the URL: a reload keeps them, back restores the previous ones', async () => {
    const transactions = [
      transaction(1, { created: '2026-11-03T05:00:00.000Z', message: 'November charge' }),
      transaction(2, { created: '2026-10-03T05:00:00.000Z', message: 'October charge' }),
      transaction(3, {
        kind: 'refill',
        created: '2026-11-04T05:00:00.000Z',
        message: 'November refill',
      }),
    ];
    const first = await renderHistory(
      { transactions },
      '/control/billing/history?kind=charge&year=2026&month=11',
    );
    expect(await screen.findByText('November charge')).toBeDefined();
    expect(screen.queryByText('October charge')).toBeNull();
    expect(screen.queryByText('November refill')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe(
      'charge',
    );
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('11');

    // Another filter pushes a new URL; back returns to the first.
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '10');
    expect(location()).toBe('?kind=charge&year=2026&month=10');
    expect(await screen.findByText('October charge')).toBeDefined();
    await first.user.click(screen.getByRole('button', { name: 'history back' }));
    expect(location()).toBe('?kind=charge&year=2026&month=11');
    expect(await screen.findByText('November charge')).toBeDefined();

    // A re-render from scratch at the same URL (a reload) shows the same view.
    cleanup();
    await renderHistory(
      { transactions },
      '/control/billing/history?kind=charge&year=2026&month=11',
    );
    expect(await screen.findByText('November charge')).toBeDefined();
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe(
      '2026',
    );
  });

  test('CSV export fetches every page of 500 of what the filters select, guarded and quoted', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const transactions = Array.from({ length: 1100 }, (_, index) =>
      transaction(index + 1, {
        created: `2026-11-${String((index % 28) + 1).padStart(2, '0')}T05:00:00.000Z`,
        message: index === 0 ? '=cmd|"/c calc"!A1' : `Server web-${index + 1}, eu-west2`,
      }),
    );
    transactions.push(transaction(5000, { kind: 'refill', amount: '10.0000' }));
    const { calls, user } = await renderHistory(
      { transactions },
      '/control/billing/history?kind=charge&year=2026',
    );
    await screen.findByRole('table', { name: 'Transactions of 2026' });
    const before = calls.filter((call) => call === 'GET /api/transactions/').length;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['transactions-charge-2026.csv']));
    expect(calls.filter((call) => call === 'GET /api/transactions/').length - before).toBe(3);
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]!.startsWith('id,created,kind,type')).toBe(true);
    expect(lines.filter((line) => line !== '')).toHaveLength(1 + 1100);
    expect(lines[1]).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(lines[1]).toContain(',-0.3936,');
    expect(lines[2]).toContain('"Server web-2, eu-west2"');
    expect(lines.some((line) => line.startsWith('5000,'))).toBe(false);
  });

  test('no transactions yet: an empty state; a filter with nothing offers to clear it', async () => {
    const { user } = await renderHistory({ groups: [] });
    expect(await screen.findByText('No transactions yet')).toBeDefined();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'credit');
    expect(await screen.findByText('No transactions match these filters.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('');
  });

  test('a failed load says so and retries', async () => {
    let failing = true;
    const { user } = await renderHistory({ groups: groupsFixture(3), fail: () => failing });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The billing history could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(groupRows()).toHaveLength(3));
  });

  test('pending charges per resource, a known server linked, with the runway of the balance', async () => {
    const now = Date.now();
    const temporary: TemporaryTransaction[] = [
      {
        external_id: 'srv-known',
        type: 'server',
        region: 'eu-west2',
        currency: 'usd',
        amount: '0.1000',
        period_start: new Date(now - 2 * HOUR).toISOString(),
        next_deduction_at: new Date(now + 22 * HOUR).toISOString(),
      },
      {
        external_id: 'srv-gone',
        type: 'server',
        region: 'eu-west2',
        currency: 'usd',
        amount: '0.0400',
        period_start: new Date(now - 4 * HOUR).toISOString(),
        next_deduction_at: new Date(now + 20 * HOUR).toISOString(),
      },
    ];
    const products = [
      {
        external_id: 'srv-known',
        type: 'server',
        region: 'eu-west2',
        name: 'web-known',
        plan_id: 'eu-west2-std',
        plan_name: 'Standard',
        category: 'standard',
        flavor_id: 'std',
        network_plan: '1gbps',
        network_plans: ['1gbps'],
        billing_cycle: 'hourly',
        currency: 'usd',
        price_hourly: '0.0500',
        price_monthly: '36.00',
        traffic_tb: 2,
        created_at: new Date(now - 2 * HOUR).toISOString(),
      },
    ] as Product[];
    const { user } = await renderHistory({ groups: [], temporary, products, balance: '1.14' });
    const pending = await screen.findByTestId('pending-charges');
    const link = await within(pending).findByRole('link', { name: 'web-known' });
    expect(within(pending).getByText('srv-gone')).toBeDefined();
    // 0.05/h from the product + 0.04 over 4 h = 0.06/h; 1.14 − 0.14 accrued = 1.00 → ~16.7 h.
    expect(within(pending).getByTestId('pending-total').textContent).toBe('Total pending: $0.14');
    const runway = await screen.findByTestId('balance-runway');
    expect(runway.textContent).toContain('Your balance lasts until');
    expect(runway.textContent).toContain('$0.06 an hour');
    await user.click(link);
    expect(await screen.findByText('server page')).toBeDefined();
  });

  test('a volume and an extra IPv4 are pending charges too, named by type, and in the runway', async () => {
    const now = Date.now();
    const charge = (id: string, type: TemporaryTransaction['type'], amount: string) => ({
      external_id: id,
      type,
      region: 'eu-west2',
      currency: 'usd' as const,
      amount,
      period_start: new Date(now - 10 * HOUR).toISOString(),
      next_deduction_at: new Date(now + 14 * HOUR).toISOString(),
    });
    await renderHistory({
      groups: [],
      temporary: [charge('vol-1', 'volume', '0.5000'), charge('fip-1', 'ipv4', '0.5000')],
      balance: '11.00',
    });
    const pending = await screen.findByTestId('pending-charges');
    const row = (id: string) => within(pending).getByText(id).closest('tr');
    expect(row('vol-1')?.textContent).toContain('Volume vol-1');
    expect(row('fip-1')?.textContent).toContain('Extra IPv4 fip-1');
    expect(within(pending).getByTestId('pending-total').textContent).toBe('Total pending: $1.00');
    // No products: each costs what it accrued over its 10 h, 0.05/h; 11 − 1 = 10 at 0.10/h.
    const runway = await screen.findByTestId('balance-runway');
    expect(runway.textContent).toContain('$0.10 an hour');
  });

  test('a used-up balance says so; nothing billed shows no runway', async () => {
    const now = Date.now();
    await renderHistory({
      groups: [],
      balance: '0.01',
      temporary: [
        {
          external_id: 'srv-1',
          type: 'server',
          region: 'eu-west2',
          currency: 'usd',
          amount: '0.0500',
          period_start: new Date(now - HOUR).toISOString(),
          next_deduction_at: new Date(now + 23 * HOUR).toISOString(),
        },
      ],
    });
    const runway = await screen.findByTestId('balance-runway');
    expect(runway.getAttribute('data-runway')).toBe('exhausted');
    expect(runway.textContent).toContain('Your balance is used up');
    cleanup();
    await renderHistory({ groups: [], balance: '5.00', temporary: [] });
    expect(await screen.findByText('Nothing is billed right now.')).toBeDefined();
    expect(screen.queryByTestId('balance-runway')).toBeNull();
  });
});
