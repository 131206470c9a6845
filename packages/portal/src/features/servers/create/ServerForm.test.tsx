import type { Plan, Region } from '@cloud-portal/api-client';
import type { NovaServer } from '@cloud-portal/cloud-sdk/compute';
import { PING_FAIL_VALUE } from '@cloud-portal/domain/ping';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import type { BrandConfig } from '../../../brand/brand.types.ts';
import { fakeCloud, type FakeCloudCall } from '../../../test/fakeCloud.ts';
import { fakeApiClient, jsonResponse, testBrand } from '../../../test/fixtures.ts';
import { goalReached } from '../../analytics/goalReached.ts';
import { createCloudConnection } from '../../cloud/cloudConnection.ts';
import { createRegionDataLoader } from '../../cloud/regionDataLoader.ts';
import { LatencyProbeProvider, type LatencyProbe } from '../../company/regionLatency.ts';
import { readRescuePasswords, rememberRescuePassword } from '../details/rescuePasswords.ts';
import { regionsApi } from '../../regions/regionsApi.ts';
import {
  NewServerScreen,
  ReinstallServerScreen,
  UpgradeServerScreen,
} from './ServerFormScreen.tsx';

// The screen with a real store over a fake product API and a fake cloud (src/test/fakeCloud.ts,
// with a small Nova and Glance answered through its `intercept`).

const consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000005',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

const network = (id: string, v4: number) => ({
  id,
  name: id,
  available_ips_v4: v4,
  available_ips_v6: 1000,
  available_ips: v4 + 1000,
});

const region = (
  id: string,
  city: string,
  currency: Region['currency'],
  meta: Partial<Region['meta']> = {},
): Region => ({
  id,
  city,
  country: 'NL',
  currency,
  meta: {
    is_out_of_stock: false,
    is_available: true,
    is_maintenance: false,
    networks: [network(`${id}-net-a`, 30), network(`${id}-net-b`, 120)],
    ...meta,
  },
});

const REGIONS: Region[] = [
  region('eu-west2', 'Amsterdam', 'usd'),
  region('us-east1', 'New York', 'usd', { is_out_of_stock: true }),
  region('eu-central1', 'Frankfurt', 'eur', { is_maintenance: true }),
  region('ru-msk1', 'Moscow', 'rub'),
];

const plan = (regionId: string, flavor: string, extra: Partial<Plan>): Plan => ({
  id: `${regionId}-${flavor}`,
  category: 'standard',
  flavor_id: flavor,
  flavor_name: flavor,
  vcpus: 2,
  ram_mb: 4096,
  disk_gb: 50,
  traffic_tb: 2,
  network_plan: '1gbps',
  currency: 'usd',
  price_monthly: '12.00',
  price_hourly: '0.0164',
  is_available: true,
  ...extra,
});

function plansOf(regionId: string) {
  const currency = REGIONS.find((item) => item.id === regionId)?.currency ?? 'usd';
  const roubles = currency === 'rub';
  const price = (usd: string, hourly: string) =>
    roubles
      ? { price_monthly: `${Number(usd) * 92}.00`, price_hourly: String(Number(hourly) * 92) }
      : { price_monthly: usd, price_hourly: hourly };
  return {
    region: regionId,
    currency,
    plans: [
      plan(regionId, 'bst.1c1g', {
        category: 'burstable',
        flavor_name: 'Burstable 1 vCPU / 1 GB',
        vcpus: 1,
        ram_mb: 1024,
        disk_gb: 15,
        currency,
        ...price('3.00', '0.0041'),
      }),
      plan(regionId, 'std.2c4g', {
        flavor_name: 'Standard 2 vCPU / 4 GB',
        currency,
        ...price('12.00', '0.0164'),
      }),
      plan(regionId, 'std.4c8g', {
        flavor_name: 'Standard 4 vCPU / 8 GB',
        vcpus: 4,
        ram_mb: 8192,
        disk_gb: 100,
        currency,
        ...price('24.00', '0.0329'),
      }),
      plan(regionId, 'bm.e2388g', {
        category: 'baremetal',
        flavor_name: 'Bare metal E-2388G',
        vcpus: 16,
        ram_mb: 65536,
        disk_gb: 960,
        currency,
        ...price('149.00', '0.2041'),
      }),
    ],
  };
}

const image = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  status: 'active',
  visibility: 'public',
  os_distro: null,
  os_version: null,
  min_disk: 10,
  min_ram: 512,
  size: 2 * 1024 ** 3,
  created_at: '2030-01-02T00:00:00Z',
  ...extra,
});

const IMAGES = [
  image('img-u22', 'ubuntu_22.04', { os_distro: 'ubuntu' }),
  image('img-u24', 'ubuntu_24.04', { os_distro: 'ubuntu' }),
  image('img-u24-bm', 'ubuntu_24.04-baremetal', { os_distro: 'ubuntu', min_disk: 60 }),
  image('img-win', 'windowsserver_2022', { min_disk: 40, min_ram: 2048 }),
  image('img-wg', 'prebuilt_wgeasy_14', { os_distro: 'ubuntu', min_disk: 15 }),
  image('img-snap', 'web-1 before upgrade', {
    image_type: 'snapshot',
    visibility: 'private',
    min_disk: 50,
  }),
];

function novaServer(id: string, name: string, extra: Partial<NovaServer> = {}): NovaServer {
  return {
    id,
    name,
    status: 'ACTIVE',
    tenant_id: 'project-1',
    user_id: 'user-1',
    created: '2030-01-01T00:00:00Z',
    updated: '2030-01-01T00:00:00Z',
    hostId: '',
    addresses: { 'eu-west2-net-b': [{ addr: '203.0.113.5', version: 4 }] },
    accessIPv4: '',
    accessIPv6: '',
    links: [],
    image: { id: 'img-u22' },
    flavor: { original_name: 'std.2c4g', vcpus: 2, ram: 4096, disk: 50 },
    metadata: {},
    key_name: null,
    config_drive: '',
    'OS-DCF:diskConfig': 'AUTO',
    'OS-EXT-AZ:availability_zone': 'nova',
    'OS-EXT-STS:power_state': 1,
    'OS-EXT-STS:task_state': null,
    'OS-EXT-STS:vm_state': 'active',
    'OS-SRV-USG:launched_at': null,
    'OS-SRV-USG:terminated_at': null,
    'os-extended-volumes:volumes_attached': [],
    ...extra,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A small Nova and Glance of eu-west2 and ru-msk1, answered through fakeCloud's `intercept`. */
function fakeNova(options: {
  servers?: Record<string, NovaServer[]>;
  listed?: Record<string, NovaServer[]>;
  instances?: number;
}) {
  const servers = new Map(Object.entries(options.servers ?? {}));
  const list = (regionId: string) => {
    let found = servers.get(regionId);
    if (!found) servers.set(regionId, (found = []));
    return found;
  };
  const actions: { serverId: string; body: Record<string, unknown> }[] = [];
  const creates: unknown[] = [];
  const intercept = (call: FakeCloudCall): Response | undefined => {
    const { method, path } = call;
    if (path === '/image/v2/images') return json({ images: IMAGES });
    if (path === '/compute/v2.1/servers/detail') {
      return json({ servers: options.listed?.[call.region] ?? list(call.region) });
    }
    if (path === '/compute/v2.1/servers' && method === 'POST') {
      creates.push(call.body);
      const { server } = call.body as { server: { name: string } };
      const created = novaServer('new-server-1', server.name, {
        status: 'BUILD',
        addresses: {},
        'OS-EXT-STS:vm_state': 'building',
        'OS-EXT-STS:task_state': 'scheduling',
      });
      list(call.region).unshift(created);
      return json({ server: { id: created.id, links: [], 'OS-DCF:diskConfig': 'MANUAL' } }, 202);
    }
    const one = /^\/compute\/v2\.1\/servers\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const found = list(call.region).find((server) => server.id === one[1]);
      return found ? json({ server: found }) : json({ itemNotFound: { message: 'gone' } }, 404);
    }
    const action = /^\/compute\/v2\.1\/servers\/([^/]+)\/action$/.exec(path);
    if (action && method === 'POST') {
      const serverId = action[1] ?? '';
      const body = call.body as Record<string, unknown>;
      actions.push({ serverId, body });
      const servers = list(call.region);
      const index = servers.findIndex((server) => server.id === serverId);
      const current = servers[index];
      if (!current) return json({ itemNotFound: { message: 'gone' } }, 404);
      if ('resize' in body) {
        // As Nova: waiting for the confirm, the server already shows the new flavor.
        const { flavorRef } = body['resize'] as { flavorRef: string };
        servers[index] = {
          ...current,
          status: 'VERIFY_RESIZE',
          flavor: { original_name: flavorRef },
        };
      }
      if ('confirmResize' in body) servers[index] = { ...current, status: 'ACTIVE' };
      if ('createImage' in body) return json({ image_id: 'snap-new' }, 202);
      if ('rebuild' in body) return json({ server: current }, 202);
      return new Response(null, { status: 202 });
    }
    if (path.startsWith('/compute/v2.1/os-quota-sets/') && options.instances !== undefined) {
      return json({ quota_set: { id: 'project-1', instances: options.instances, cores: 20 } });
    }
    return undefined;
  };
  return { intercept, actions, creates };
}

/** Where a flow ends: the server page of the router. */
function ServerPageProbe() {
  const { id } = useParams();
  return <p>server page {id}</p>;
}

interface SetUpOptions {
  path?: string;
  brand?: BrandConfig;
  servers?: Record<string, NovaServer[]>;
  /** What the region lists answer instead of `servers` (a list caught mid-change). */
  listed?: Record<string, NovaServer[]>;
  instances?: number;
  probe?: LatencyProbe;
}

const stops: (() => void)[] = [];
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

async function setUp(options: SetUpOptions = {}) {
  const reports: unknown[] = [];
  const api = fakeApiClient(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/consumers/') return jsonResponse([consumer]);
    if (url.pathname === '/api/regions/') return jsonResponse(REGIONS);
    if (url.pathname === '/api/plans/') {
      return jsonResponse(plansOf(url.searchParams.get('region') ?? 'eu-west2'));
    }
    if (url.pathname === '/api/server-created') {
      const body = (await request.json()) as Record<string, unknown>;
      reports.push(body);
      return jsonResponse({ ...body, reported_at: '2030-01-01T00:00:00Z' }, 201);
    }
    return jsonResponse({ code: 'not_found', message: 'no route' }, 404);
  });
  const nova = fakeNova({
    servers: options.servers,
    listed: options.listed,
    instances: options.instances,
  });
  const cloud = fakeCloud({ intercept: nova.intercept });
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  const dispatch = vi.spyOn(store, 'dispatch');
  const loader = createRegionDataLoader({ dispatch: store.dispatch, getState: store.getState });
  stops.push(() => {
    loader.stop();
    connection.stop();
  });
  await act(async () => {
    await store.dispatch(regionsApi.endpoints.listRegions.initiate());
    await connection.start();
    loader.setRegions(REGIONS.map((item) => item.id));
  });
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['servers', 'billing', 'validation']);
  const probe: LatencyProbe = options.probe ?? (() => Promise.resolve(42));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={options.brand ?? testBrand}>
          <LatencyProbeProvider value={probe}>
            <MemoryRouter initialEntries={[options.path ?? '/control/servers/new']}>
              <Routes>
                <Route path="/control/servers/new" element={<NewServerScreen />} />
                <Route path="/control/servers/upgrade/:id" element={<UpgradeServerScreen />} />
                <Route
                  path="/control/servers/reinstall/:id/:name"
                  element={<ReinstallServerScreen />}
                />
                <Route path="/control/servers/page/:id" element={<ServerPageProbe />} />
              </Routes>
            </MemoryRouter>
          </LatencyProbeProvider>
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  const summary = () => screen.getByRole('region', { name: 'Summary' });
  return { store, dispatch, nova, cloud, reports, summary, user: userEvent.setup() };
}

/** The summary's "Create server"-style button (the phone bar has the same one, hidden there). */
const summaryButton = (summary: HTMLElement, name: string) =>
  within(summary).getByRole('button', { name });

describe('new server', () => {
  test('creates the server with what was chosen, reports it, counts the goal and opens its page', async () => {
    const { nova, reports, dispatch, summary, user } = await setUp();
    // Defaults: the default region, the newest Ubuntu, the cheapest standard plan, a password.
    expect(await screen.findByRole('radio', { name: /Amsterdam/ })).toHaveProperty('checked', true);
    await screen.findByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ });
    expect(screen.getByRole('combobox', { name: 'Ubuntu version' })).toHaveProperty(
      'value',
      'img-u24',
    );
    const password = screen.getByLabelText('Root password').textContent ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);

    const name = screen.getByRole('textbox', { name: 'Server name' });
    await user.clear(name);
    await user.type(name, 'web-1');
    await user.click(screen.getByRole('radio', { name: /Standard 4 vCPU \/ 8 GB/ }));
    expect(within(summary()).getByText('$24.00')).toBeTruthy();
    await user.click(summaryButton(summary(), 'Create server'));

    expect(await screen.findByText('server page new-server-1')).toBeTruthy();
    expect(nova.creates).toEqual([
      {
        server: {
          name: 'web-1',
          imageRef: 'img-u24',
          flavorRef: 'std.4c8g',
          networks: [{ uuid: 'eu-west2-net-b' }],
          adminPass: password,
          metadata: { os_distro: 'ubuntu' },
        },
      },
    ]);
    expect(reports).toEqual([
      {
        id: 'new-server-1',
        password,
        app_password: null,
        region: 'eu-west2',
        is_reinstall: false,
      },
    ]);
    expect(dispatch).toHaveBeenCalledWith(goalReached('add_service'));
  });

  test('the root password is remembered in this browser for the new server (§3 rescue passwords)', async () => {
    const { summary, user } = await setUp();
    await screen.findByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ });
    await user.click(screen.getByRole('button', { name: 'New password' }));
    const password = screen.getByLabelText('Root password').textContent ?? '';
    expect(readRescuePasswords()).toEqual({});
    await user.click(summaryButton(summary(), 'Create server'));
    await screen.findByText('server page new-server-1');
    // The password the server was created with, not an earlier one; under the new server's id.
    expect(readRescuePasswords()).toEqual({ 'new-server-1': password });
  });

  test('the image tiles show the catalog logos at a fixed size, as decoration', async () => {
    const { user } = await setUp();
    const ubuntu = await screen.findByRole('radio', { name: /Ubuntu/ });
    const logo = ubuntu.closest('label')?.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/images/os/ubuntu.svg');
    expect(logo?.getAttribute('alt')).toBe('');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['32', '32']);
    await user.click(screen.getByRole('radio', { name: 'Applications' }));
    const wg = screen.getByRole('radio', { name: /WG-Easy/ }).closest('label');
    expect(wg?.querySelector('img')?.getAttribute('src')).toBe('/images/apps/wgeasy.svg');
  });

  test('a validation error keeps every choice and sends nothing; the message is translated', async () => {
    const { nova, summary, user } = await setUp();
    await user.click(await screen.findByRole('radio', { name: /Standard 4 vCPU \/ 8 GB/ }));
    const name = screen.getByRole('textbox', { name: 'Server name' });
    await user.clear(name);
    await user.type(name, 'web_1');
    await user.click(summaryButton(summary(), 'Create server'));

    expect(
      await screen.findByText(/Use Latin letters, digits and hyphens; each part between dots/),
    ).toBeTruthy();
    expect(name).toHaveProperty('value', 'web_1');
    expect(screen.getByRole('radio', { name: /Standard 4 vCPU \/ 8 GB/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(nova.creates).toEqual([]);
  });

  test('the quota message shows before pressing, and the button is disabled with the reason', async () => {
    const servers = Array.from({ length: 3 }, (_, index) => novaServer(`s-${index}`, `s-${index}`));
    const { summary } = await setUp({ servers: { 'eu-west2': servers }, instances: 3 });
    expect(
      await within(summary()).findByText(
        "You've reached your limit for this region. Please use another region or contact support to request a quota increase.",
      ),
    ).toBeTruthy();
    const button = summaryButton(summary(), 'Create server');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe('summary-blocked');
    expect(document.getElementById('summary-blocked')?.textContent).toBe(
      'You have reached the server limit of this location.',
    );
  });

  test('regions in maintenance or out of stock are listed apart with the reason; latency, −3 as no response', async () => {
    const probe: LatencyProbe = (id) => Promise.resolve(id === 'ru-msk1' ? PING_FAIL_VALUE : 42.4);
    await setUp({ probe });
    const regions = await screen.findByRole('list', { name: 'Locations' });
    expect(
      within(regions)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['eu-west2', 'ru-msk1']);
    expect(await within(regions).findByText('42 ms')).toBeTruthy();
    // Each region's measurement starts in a task of its own: the second one may come later.
    expect(await within(regions).findByText('No response')).toBeTruthy();
    const unavailable = screen.getByRole('list', { name: 'Temporarily unavailable' });
    const items = within(unavailable).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.region)).toEqual(['us-east1', 'eu-central1']);
    expect(items[0]?.textContent).toContain('This region is out of stock.');
    expect(items[1]?.textContent).toContain('This region is under maintenance.');
  });

  test('whole roubles in the rouble variant, and the extra IPv4 from the second server (§9)', async () => {
    const rocket: BrandConfig = {
      ...testBrand,
      id: 'rocket',
      currency: 'rub',
      roubleIntegers: true,
      extraIpPrice: 49,
    };
    const existing = novaServer('msk-1', 'msk-1', {
      addresses: { public: [{ addr: '198.51.100.9', version: 4 }] },
    });
    const { summary, user } = await setUp({ brand: rocket, servers: { 'ru-msk1': [existing] } });
    await user.click(await screen.findByRole('radio', { name: /Moscow/ }));
    await screen.findByRole('radio', { name: /Standard 2 vCPU \/ 4 GB.*1104\u00a0₽\/mo/ });
    // No hourly rouble price in the rouble variant; the plan plus one extra IPv4 a month.
    const price = within(summary()).getByTestId('summary-price');
    expect(price.textContent).toContain('Extra IPv4 address49\u00a0₽/mo');
    expect(price.textContent).toContain('1153\u00a0₽');
    expect(price.textContent).not.toContain('An hour');
    expect(
      screen.getByText(
        // Testing Library compares with the whitespace collapsed: the no-break space reads as a space.
        'Your first IPv4 address is free; each further one costs 49 ₽ a month. This server adds one.',
      ),
    ).toBeTruthy();
  });

  test('a plan too small for the image or of the other platform cannot be chosen, and says why', async () => {
    const { user } = await setUp();
    await user.click(await screen.findByRole('radio', { name: /Windows Server/ }));
    const small = screen.getByRole('radio', { name: /Burstable 1 vCPU/ });
    expect(small).toHaveProperty('disabled', true);
    expect(document.getElementById(small.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Too small for the chosen image.',
    );
    expect(screen.getByRole('radio', { name: /Bare metal/ })).toHaveProperty('disabled', true);
    // Windows takes a password only.
    expect(screen.getByText('Windows servers are logged in to with a password.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'SSH key' })).toBeNull();
  });

  test('an SSH key added inline is checked (§5), created in the region and used', async () => {
    const { nova, summary, user } = await setUp();
    await user.click(await screen.findByRole('radio', { name: 'SSH key' }));
    expect(screen.getByText(/You have no SSH keys in this location yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an SSH key' }));
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'my_laptop');
    await user.type(screen.getByRole('textbox', { name: 'Public key' }), 'ssh-rsa AAAA');
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    expect(screen.getByText('Use only Latin letters, digits, spaces and dashes.')).toBeTruthy();
    expect(screen.getByText('Enter valid SSH-key')).toBeTruthy();

    const name = screen.getByRole('textbox', { name: 'Key name' });
    await user.clear(name);
    await user.type(name, 'laptop');
    const key = screen.getByRole('textbox', { name: 'Public key' });
    await user.clear(key);
    await user.type(
      key,
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBAZmePA88uIlqrRtnPp5Qq6yFSErTyBEytkdwj8+c4f me@laptop',
    );
    await user.click(screen.getByRole('button', { name: 'Add key' }));
    expect(await screen.findByRole('combobox', { name: 'SSH key' })).toHaveProperty(
      'value',
      'laptop',
    );
    expect(within(summary()).getByText('SSH key laptop')).toBeTruthy();

    await user.click(summaryButton(summary(), 'Create server'));
    await screen.findByText('server page new-server-1');
    expect(nova.creates[0]).toMatchObject({ server: { key_name: 'laptop' } });
    expect(nova.creates[0]).not.toHaveProperty('server.adminPass');
    expect(readRescuePasswords()).toEqual({});
  });

  test('an application image gets a panel password too, sent in the metadata and the report', async () => {
    const { nova, reports, summary, user } = await setUp();
    await user.click(await screen.findByRole('radio', { name: 'Applications' }));
    await user.click(screen.getByRole('radio', { name: /WG-Easy/ }));
    expect(screen.getByRole('link', { name: 'How to set up WG-Easy' }).getAttribute('href')).toBe(
      '/knowledge/vpn-wgeasy',
    );
    const panel = screen.getByLabelText('Application panel password').textContent ?? '';
    expect(panel).toHaveLength(16);
    await user.click(summaryButton(summary(), 'Create server'));
    await screen.findByText('server page new-server-1');
    expect(nova.creates[0]).toMatchObject({
      server: { imageRef: 'img-wg', metadata: { os_distro: 'ubuntu', app_password: panel } },
    });
    expect(reports[0]).toMatchObject({ app_password: panel });
  });

  test('Show as CLI: the same request as an openstack command and an API call, without secrets', async () => {
    const { summary, user } = await setUp();
    await screen.findByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ });
    const password = screen.getByLabelText('Root password').textContent ?? '';
    await user.click(within(summary()).getByRole('button', { name: 'Show as CLI' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'The same request from the command line',
    });
    const text = dialog.textContent ?? '';
    expect(text).toContain('server create');
    expect(text).toContain('--flavor std.2c4g');
    expect(text).toContain('--image img-u24');
    expect(text).toContain('--password "$SERVER_PASSWORD"');
    expect(text).toContain('/cloud/eu-west2/compute/v2.1/servers');
    expect(text).not.toContain(password);
  });
});

describe('upgrade', () => {
  test('resize, then confirm once the server waits in VERIFY_RESIZE; the dialog shows the price difference', async () => {
    const web = novaServer('srv-1', 'web-1');
    const { nova, summary, user } = await setUp({
      path: '/control/servers/upgrade/srv-1',
      servers: { 'eu-west2': [web] },
    });
    expect(await screen.findByRole('heading', { name: 'Upgrade web-1' })).toBeTruthy();
    const current = await screen.findByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ });
    expect(current).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /Burstable 1 vCPU/ })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('radio', { name: /Standard 4 vCPU \/ 8 GB/ }));
    expect(within(summary()).getByText('+$12.00')).toBeTruthy();
    await user.click(summaryButton(summary(), 'Upgrade'));

    const dialog = await screen.findByRole('dialog', {
      name: 'Move web-1 to Standard 4 vCPU / 8 GB?',
    });
    expect(dialog.textContent).toContain('from $12.00 to $24.00 a month (+$12.00)');
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));

    const confirm = await within(summary()).findByRole('button', { name: 'Confirm upgrade' });
    // The step still compares with the plan the upgrade started from.
    expect(within(summary()).getByText('+$12.00')).toBeTruthy();
    expect(
      within(
        screen.getByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ }).closest('label')!,
      ).getByText('Current plan'),
    ).toBeTruthy();
    expect(nova.actions).toEqual([
      {
        serverId: 'srv-1',
        body: { resize: { flavorRef: 'std.4c8g', 'OS-DCF:diskConfig': 'AUTO' } },
      },
    ]);
    await user.click(confirm);
    expect(await screen.findByText('server page srv-1')).toBeTruthy();
    expect(nova.actions.at(-1)).toEqual({ serverId: 'srv-1', body: { confirmResize: null } });
  });
});

describe('reinstall', () => {
  // A server's own read and its region list each go stale while the other moves on: a confirmed
  // resize left one of them "confirming" while the server was running again (an e2e run found the
  // reinstall screen refusing a running server).
  const running = novaServer('srv-1', 'web-1', { updated: '2030-01-01T00:05:00Z' });
  const confirming = novaServer('srv-1', 'web-1', {
    status: 'VERIFY_RESIZE',
    'OS-EXT-STS:vm_state': 'resized',
    'OS-EXT-STS:task_state': 'resize_finish',
    updated: '2030-01-01T00:04:00Z',
  });
  test.each([
    ['the region list', { servers: [running], listed: [confirming] }],
    ["the server's own read", { servers: [confirming], listed: [running] }],
  ])('the newer read wins when %s is stale', async (_stale, { servers, listed }) => {
    const { summary } = await setUp({
      path: '/control/servers/reinstall/srv-1/web-1',
      servers: { 'eu-west2': servers },
      listed: { 'eu-west2': listed },
    });
    expect(await screen.findByRole('heading', { name: 'Reinstall web-1' })).toBeTruthy();
    await waitFor(() =>
      expect(summaryButton(summary(), 'Reinstall')).toHaveProperty('disabled', false),
    );
    expect(summary().textContent).not.toContain('can be reinstalled');
  });

  test('a snapshot first, then the rebuild with the new image and key; reported as a reinstall', async () => {
    const web = novaServer('srv-1', 'web-1');
    rememberRescuePassword('srv-1', 'the password before the reinstall');
    const { nova, reports, summary, user } = await setUp({
      path: '/control/servers/reinstall/srv-1/web-1',
      servers: { 'eu-west2': [web] },
    });
    expect(await screen.findByRole('heading', { name: 'Reinstall web-1' })).toBeTruthy();
    // The server's own image is chosen first.
    expect(await screen.findByRole('combobox', { name: 'Ubuntu version' })).toHaveProperty(
      'value',
      'img-u22',
    );
    await user.click(screen.getByRole('radio', { name: /Debian|Windows Server/ }));
    await user.click(screen.getByRole('checkbox', { name: /Take a snapshot first/ }));
    const password = screen.getByLabelText('Root password').textContent ?? '';
    await user.click(summaryButton(summary(), 'Reinstall'));

    const dialog = await screen.findByRole('dialog', { name: 'Reinstall web-1?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reinstall' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox'), 'web-1');
    await user.click(confirm);

    expect(await screen.findByText('server page srv-1')).toBeTruthy();
    expect(nova.actions.map((action) => Object.keys(action.body)[0])).toEqual([
      'createImage',
      'rebuild',
    ]);
    expect(nova.actions[0]?.body).toMatchObject({
      createImage: {
        name: expect.stringMatching(/^web-1 before reinstall \d{4}-\d\d-\d\d \d\d:\d\d$/),
      },
    });
    expect(nova.actions[1]?.body).toEqual({
      rebuild: {
        imageRef: 'img-win',
        adminPass: password,
        key_name: null,
        metadata: { os_distro: 'windowsserver' },
      },
    });
    expect(reports).toEqual([
      { id: 'srv-1', password, app_password: null, region: 'eu-west2', is_reinstall: true },
    ]);
    expect(readRescuePasswords()).toEqual({ 'srv-1': password });
  });
});
