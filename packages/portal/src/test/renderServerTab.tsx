// Test helper: one tab of the server page with a real store, the fake cloud of fakeServers.ts, a
// fake product API (consumer, regions, plans), English texts and a router, the way the page
// mounts it: the tab gets the server as the store holds it (`getServer`), so an action's refetch
// reaches it as on the page.
import type { Plan, PlanList, TemporaryTransaction, Transaction } from '@cloud-portal/api-client';
import type { NovaServer } from '@cloud-portal/cloud-sdk/compute';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createI18n } from '../app/i18n.ts';
import { controlPath } from '../app/paths.ts';
import { makeStore } from '../app/store.ts';
import { BrandProvider } from '../brand/BrandContext.tsx';
import type { BrandConfig } from '../brand/brand.types.ts';
import { createCloudConnection } from '../features/cloud/cloudConnection.ts';
import { regionDataApi } from '../features/cloud/regionDataApi.ts';
import { plansApi } from '../features/plans/plansApi.ts';
import { regionsApi } from '../features/regions/regionsApi.ts';
import type { ServerTabProps } from '../features/servers/page/ServerTabProps.ts';
import { useGetServerQuery } from '../features/servers/serverActionsApi.ts';
import { fakeServers, type FakeServers, type FakeServersOptions } from './fakeServers.ts';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from './fixtures.ts';

const consumer = {
  id: '8d2c7a10-0000-4000-8000-0000000000aa',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

/**
 * A plan of eu-west2 (usd) for a flavor.
 * @example planFixture('std.2c4g', '12.00')
 */
export function planFixture(flavorId: string, priceMonthly: string): Plan {
  return {
    id: `eu-west2-${flavorId}`,
    category: 'standard',
    flavor_id: flavorId,
    flavor_name: flavorId,
    vcpus: 2,
    ram_mb: 4096,
    disk_gb: 50,
    traffic_tb: 2,
    network_plan: '1gbps',
    currency: 'usd',
    price_monthly: priceMonthly,
    price_hourly: '0.0164',
    is_available: true,
  };
}

/** Options of {@link renderServerTab}. */
export interface RenderServerTabOptions extends FakeServersOptions {
  /** The plans `GET plans/` answers for every region. Default none. */
  plans?: readonly Plan[];
  /** Default the default brand of the tests. */
  brand?: BrandConfig;
  /** What `GET transactions/temporary/` answers (§3 charges). Default a 404. */
  temporaryTransactions?: readonly TemporaryTransaction[];
  /** What `GET transactions/` answers (every page: the ledger's charges). Default a 404. */
  transactions?: readonly Transaction[];
}

/** What {@link renderServerTab} gives a test. */
export interface RenderedServerTab {
  cloud: FakeServers;
  store: ReturnType<typeof makeStore>;
  /** Every action dispatched from the components (the analytics goals among them). */
  dispatched: { type: string; payload?: unknown }[];
  user: ReturnType<typeof userEvent.setup>;
  /** Ends the cloud session; call in afterEach (with testing-library's cleanup). */
  stop(): void;
}

function LiveTab({
  Tab,
  region,
  serverId,
}: {
  Tab: ComponentType<ServerTabProps>;
  region: string;
  serverId: string;
}) {
  const { data, isError } = useGetServerQuery({ region, serverId });
  if (isError) return <p>server gone</p>;
  return data ? <Tab server={data} /> : <p>loading server</p>;
}

/**
 * Renders `Tab` for the first server of `options.servers` at its page's URL, once its region's
 * security groups, plans, images and volumes are loaded (as the control layout's start-up does).
 * Navigating to the server list shows "server list".
 * @example const { cloud, user } = await renderServerTab(ServerControlsTab, { servers: [{ ...novaServerFixture(), region: 'eu-west2' }] });
 */
export async function renderServerTab(
  Tab: ComponentType<ServerTabProps>,
  options: RenderServerTabOptions,
): Promise<RenderedServerTab> {
  const server = options.servers?.[0] as (NovaServer & { region: string }) | undefined;
  if (!server) throw new Error('renderServerTab needs a server');
  const api = fakeApiClient((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/consumers/') return jsonResponse([consumer]);
    if (url.pathname === '/api/regions/') return jsonResponse(regionsFixture);
    if (url.pathname === '/api/plans/') {
      const region = url.searchParams.get('region') ?? 'eu-west2';
      const list: PlanList = { region, currency: 'usd', plans: [...(options.plans ?? [])] };
      return jsonResponse(list);
    }
    if (url.pathname === '/api/transactions/temporary/' && options.temporaryTransactions)
      return jsonResponse(options.temporaryTransactions);
    if (url.pathname === '/api/transactions/' && options.transactions)
      return jsonResponse({
        count: options.transactions.length,
        limit: 500,
        offset: 0,
        results: options.transactions,
      });
    return jsonResponse({ detail: 'not found' }, 404);
  });
  const cloud = fakeServers(options);
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  const dispatched: RenderedServerTab['dispatched'] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    if (typeof action === 'object') dispatched.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  await connection.start();
  const { region } = server;
  const subscriptions = [
    store.dispatch(regionsApi.endpoints.listRegions.initiate()),
    store.dispatch(regionDataApi.endpoints.listRegionSecurityGroups.initiate(region)),
    store.dispatch(regionDataApi.endpoints.listRegionServers.initiate(region)),
    store.dispatch(regionDataApi.endpoints.listRegionImages.initiate(region)),
    store.dispatch(regionDataApi.endpoints.listRegionVolumes.initiate(region)),
    store.dispatch(plansApi.endpoints.listPlans.initiate(region)),
  ];
  await Promise.all(subscriptions);
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['servers', 'errors', 'network', 'validation', 'auth', 'billing']);
  const user = userEvent.setup();
  const brand = options.brand ?? testBrand;
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrandProvider brand={brand}>
            <MemoryRouter
              initialEntries={[controlPath('serverPage', { id: server.id, tab: null })]}
            >
              <Routes>
                <Route
                  path="/control/servers/page/:id/:tab?"
                  element={<LiveTab Tab={Tab} region={region} serverId={server.id} />}
                />
                <Route path="/control/servers/list" element={<p>server list</p>} />
              </Routes>
            </MemoryRouter>
          </BrandProvider>
        </I18nextProvider>
      </Provider>,
    );
  });
  await screen.findAllByRole('heading', { level: 2 }, { timeout: 5000 });
  return {
    cloud,
    store,
    dispatched,
    user,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      connection.stop();
    },
  };
}
