import type { ShaperLimit } from '@cloud-portal/api-client';
import { QUOTA_DEFAULTS } from '@cloud-portal/domain/regions';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from '../../../test/fixtures.ts';
import { testServer } from '../../../test/serverFixture.ts';
import { createCloudConnection, type CloudConnection } from '../../cloud/cloudConnection.ts';
import { regionDataApi } from '../../cloud/regionDataApi.ts';
import { sshKeysApi } from '../../cloud/sshKeysApi.ts';
import { regionsApi } from '../../regions/regionsApi.ts';
import { BillingLimitsScreen } from './BillingLimitsScreen.tsx';

afterEach(() => cleanup());

const TB = 1024 ** 4;

const shaper = (serverId: string, overrides: Partial<ShaperLimit> = {}): ShaperLimit => ({
  server_id: serverId,
  region: 'eu-west2',
  network_plan: '1gbps',
  traffic_used_bytes: TB / 2,
  traffic_limit_bytes: 2 * TB,
  traffic_limit_tb: 2,
  extra_traffic_blocks: 0,
  extra_traffic_block_price: '1.00',
  extra_traffic_amount: '0.00',
  currency: 'usd',
  period_start: '2026-11-01T00:00:00.000Z',
  reset_at: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

/** A cloud that is down: every cloud call fails. */
function downCloud(): CloudConnection {
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test' });
  connection.client = async () => {
    throw new Error('cloud down');
  };
  return connection;
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

async function renderLimits({
  shaperLimits = () => jsonResponse([]),
  seed = true,
}: { shaperLimits?: () => Response; seed?: boolean } = {}) {
  const { apiClient } = fakeApiClient((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/shaper/customer-limits/') return shaperLimits();
    if (pathname === '/api/regions/') return jsonResponse(regionsFixture);
    return jsonResponse({ detail: 'not found' }, 404);
  });
  const store = makeStore({ apiClient, cloud: downCloud() });
  await store.dispatch(regionsApi.util.upsertQueryData('listRegions', undefined, regionsFixture));
  if (seed) {
    const servers = [
      testServer({ id: 'srv-a', name: 'web-a', region: 'eu-west2' }),
      testServer({ id: 'srv-b', name: 'web-b', region: 'eu-west2' }),
    ];
    const upserts = [
      regionDataApi.util.upsertQueryData('getRegionQuota', 'eu-west2', {
        ...QUOTA_DEFAULTS,
        instances: 2,
      }),
      regionDataApi.util.upsertQueryData('listRegionServers', 'eu-west2', servers),
      regionDataApi.util.upsertQueryData('listRegionVolumes', 'eu-west2', []),
      sshKeysApi.util.upsertQueryData('listRegionSshKeys', 'eu-west2', []),
      regionDataApi.util.upsertQueryData('listRegionServers', 'eu-central1', []),
    ];
    for (const upsert of upserts) await store.dispatch(upsert as never);
  }
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['billing', 'account']);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter initialEntries={['/control/billing/limits']}>
            <Routes>
              <Route
                path="/control/billing/limits"
                element={
                  <>
                    <BillingLimitsScreen />
                    <Location />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

describe('billing/limits', () => {
  test('the quota of the default region next to what is used, full meters marked', async () => {
    await renderLimits();
    const table = await screen.findByTestId('quota-table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Servers')).getAllByRole('cell')[0]!.textContent).toBe('2');
    expect(within(row('Servers')).getAllByRole('cell')[1]!.textContent).toBe('2');
    expect(within(row('vCPUs')).getAllByRole('cell')[0]!.textContent).toBe('4');
    expect(within(row('Memory')).getAllByRole('cell')[0]!.textContent).toBe('8\u00a0GB');
    expect(
      within(row('Servers'))
        .getByRole('progressbar', { name: 'Servers: 2 of 2' })
        .closest<HTMLElement>('[data-tone]')?.dataset.tone,
    ).toBe('danger');
    expect(within(row('Volumes')).getAllByRole('cell')[1]!.textContent).toBe('—');
  });

  test('another region is chosen in the URL; its quota failing says so', async () => {
    const { user } = await renderLimits();
    await screen.findByTestId('quota-table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Data center' }), 'eu-central1');
    expect(screen.getByTestId('location').textContent).toBe('?region=eu-central1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The quota of this data center could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  test('traffic per server: used, included, extra bought, a known server linked', async () => {
    await renderLimits({
      shaperLimits: () =>
        jsonResponse([
          shaper('srv-a'),
          shaper('srv-gone', {
            traffic_used_bytes: 3 * TB,
            extra_traffic_blocks: 1,
            extra_traffic_amount: '1.00',
          }),
        ]),
    });
    const card = await screen.findByTestId('traffic-limits');
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(3));
    expect((await within(card).findByRole('link', { name: 'web-a' })).getAttribute('href')).toBe(
      '/control/servers/page/srv-a/server-billing',
    );
    expect(within(card).getByText('srv-gone')).toBeDefined();
    expect(within(card).getByText('1 TB · $1.00')).toBeDefined();
  });

  test('traffic: empty and failed states', async () => {
    await renderLimits();
    expect(
      await screen.findByText('No servers yet: traffic limits appear with your first server.'),
    ).toBeDefined();
    cleanup();
    let failing = true;
    const { user } = await renderLimits({
      shaperLimits: () =>
        failing ? jsonResponse({ detail: 'boom' }, 502) : jsonResponse([shaper('srv-a')]),
    });
    const card = await screen.findByTestId('traffic-limits');
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('The traffic limits could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('link', { name: 'web-a' })).toBeDefined();
  });
});
