import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The customer's own cloud, as the command-line tools reach it (§7 identity and compute): the
// consumer the portal created, a token of its own and a few compute calls, for tests that set up
// or check servers without going through the screens.

/** §6: the billing consumer-list call's fixed header (api-client's BILLING_TOKEN_HEADER). */
const BILLING = { 'X-Billing-Token': 'cloud-portal-billing' };

/** The cloud credentials of `GET /api/consumers/` (§3 Consumer). */
export interface Consumer {
  os_user: string;
  os_password: string;
  os_project: string;
  os_domain: string;
}

/** A server as compute answers it (the fields the tests read). */
export interface CloudServer {
  id: string;
  name: string;
  status: string;
  image: { id: string } | '';
  flavor: { original_name?: string };
  'OS-EXT-STS:task_state': string | null;
}

/**
 * The page's customer's consumer, once the portal's start-up has created it (§4 Startup).
 * @example const consumer = await consumerOf(page);
 */
export async function consumerOf(page: Page): Promise<Consumer> {
  let consumers: Consumer[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/consumers/', { headers: BILLING });
      consumers = response.ok() ? ((await response.json()) as Consumer[]) : [];
      return consumers.length;
    })
    .toBe(1);
  const [consumer] = consumers;
  if (!consumer) throw new Error('no consumer');
  return consumer;
}

/**
 * A project token of the consumer's own (Keystone password login, §7 identity).
 * @example const cloud = await cloudOf(page.request, consumer, 'eu-west2');
 */
export async function cloudOf(api: APIRequestContext, consumer: Consumer, region = 'eu-west2') {
  const response = await api.post(`/cloud/${region}/identity/v3/auth/tokens`, {
    data: {
      auth: {
        identity: {
          methods: ['password'],
          password: {
            user: {
              name: consumer.os_user,
              domain: { name: consumer.os_domain },
              password: consumer.os_password,
            },
          },
        },
        scope: { project: { name: consumer.os_project, domain: { name: consumer.os_domain } } },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const headers = { 'X-Auth-Token': response.headers()['x-subject-token'] ?? '' };
  const compute = `/cloud/${region}/compute/v2.1`;
  return {
    /** Creates a server (§7 compute create); its id. */
    async createServer(server: Record<string, unknown>): Promise<string> {
      const created = await api.post(`${compute}/servers`, { headers, data: { server } });
      expect(created.status(), await created.text()).toBe(202);
      return ((await created.json()) as { server: { id: string } }).server.id;
    },
    /** One server. */
    async server(id: string): Promise<CloudServer> {
      const found = await api.get(`${compute}/servers/${id}`, {
        headers: { ...headers, 'OpenStack-API-Version': 'compute 2.79' },
      });
      expect(found.status(), await found.text()).toBe(200);
      return ((await found.json()) as { server: CloudServer }).server;
    },
    /** Waits until the server has the status and no task. */
    async waitFor(id: string, status: string): Promise<CloudServer> {
      let last: CloudServer | undefined;
      await expect
        .poll(async () => {
          last = await this.server(id);
          return `${last.status} ${last['OS-EXT-STS:task_state'] ?? '-'}`;
        })
        .toBe(`${status} -`);
      if (!last) throw new Error('no server');
      return last;
    },
    /** The images the token sees (public ones and the project's snapshots). */
    async images(): Promise<{ id: string; name: string; image_type?: string }[]> {
      const list = await api.get(`/cloud/${region}/image/v2/images?limit=200`, { headers });
      expect(list.status()).toBe(200);
      return ((await list.json()) as { images: { id: string; name: string }[] }).images;
    },
    /** The shared network of the region with the most free IPv4 addresses. */
    async network(): Promise<string> {
      const regions = (await (await api.get('/api/regions/')).json()) as {
        id: string;
        meta: { networks: { id: string; available_ips_v4: number }[] };
      }[];
      const networks = regions.find((item) => item.id === region)?.meta.networks ?? [];
      const best = [...networks].sort((a, b) => b.available_ips_v4 - a.available_ips_v4)[0];
      if (!best) throw new Error(`no network in ${region}`);
      return best.id;
    },
  };
}

// customerCloud: the same, in one call, for tests that arrive before the portal made the consumer.

/** A server as Nova answers it (the fields the tests read). */
export interface NovaServer {
  id: string;
  name: string;
  status: string;
  'OS-EXT-STS:task_state': string | null;
  addresses: Record<string, { addr: string; version: number }[]>;
}

/** What a test does in the customer's cloud. */
export interface CustomerCloud {
  token: string;
  /** Creates a server (Ubuntu on the first plan, the region's first shared network). */
  createServer(name: string, options?: { region?: string; flavor?: string }): Promise<NovaServer>;
  /** Polls until the server has `status` and no task (30 s). */
  waitForStatus(id: string, status: string, region?: string): Promise<NovaServer>;
  server(id: string, region?: string): Promise<NovaServer>;
  deleteServer(id: string, region?: string): Promise<void>;
}

async function ensureConsumer(api: APIRequestContext, csrf: string): Promise<Consumer> {
  let response = await api.get('/api/consumers/', { headers: BILLING });
  let consumers = (await response.json()) as Consumer[];
  if (consumers.length === 0) {
    const created = await api.post('/api/consumers/', { headers: { 'X-CSRFToken': csrf } });
    expect([200, 201, 400, 409], await created.text()).toContain(created.status());
    response = await api.get('/api/consumers/', { headers: BILLING });
    consumers = (await response.json()) as Consumer[];
  }
  const [consumer] = consumers;
  if (!consumer) throw new Error('no consumer after POST /api/consumers/');
  return consumer;
}

/**
 * The logged-in page's cloud: a Keystone token of its consumer and a few compute calls.
 * @example const cloud = await customerCloud(page); const server = await cloud.createServer('web-1');
 */
export async function customerCloud(page: Page): Promise<CustomerCloud> {
  const api = page.request;
  await api.get('/api/time/');
  const csrf =
    (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken__')?.value ?? '';
  const consumer = await ensureConsumer(api, csrf);
  const auth = await api.post('/cloud/eu-west2/identity/v3/auth/tokens', {
    data: {
      auth: {
        identity: {
          methods: ['password'],
          password: {
            user: {
              name: consumer.os_user,
              domain: { name: consumer.os_domain },
              password: consumer.os_password,
            },
          },
        },
        scope: { project: { name: consumer.os_project, domain: { name: consumer.os_domain } } },
      },
    },
  });
  expect(auth.status(), await auth.text()).toBe(201);
  const token = auth.headers()['x-subject-token'] ?? '';
  const headers = { 'X-Auth-Token': token };
  const get = async <T>(path: string): Promise<T> => {
    const response = await api.get(path, { headers });
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const server = async (id: string, region = 'eu-west2') =>
    (await get<{ server: NovaServer }>(`/cloud/${region}/compute/v2.1/servers/${id}`)).server;

  return {
    token,
    server,
    async createServer(name, { region = 'eu-west2', flavor = 'std.2c4g' } = {}) {
      const { images } = await get<{ images: { id: string; name: string }[] }>(
        `/cloud/${region}/image/v2/images?limit=200`,
      );
      const image = images.find((entry) => entry.name.startsWith('ubuntu')) ?? images[0];
      const { networks } = await get<{ networks: { id: string; shared: boolean }[] }>(
        `/cloud/${region}/network/v2.0/networks`,
      );
      const network = networks.find((entry) => entry.shared);
      const response = await api.post(`/cloud/${region}/compute/v2.1/servers`, {
        headers,
        data: {
          server: {
            name,
            imageRef: image?.id,
            flavorRef: flavor,
            networks: [{ uuid: network?.id }],
            metadata: { os_distro: 'ubuntu' },
          },
        },
      });
      expect(response.status(), `create ${name}: ${await response.text()}`).toBe(202);
      const { server: created } = (await response.json()) as { server: { id: string } };
      return server(created.id, region);
    },
    async waitForStatus(id, status, region = 'eu-west2') {
      let last: NovaServer | undefined;
      await expect
        .poll(
          async () => {
            last = await server(id, region);
            return `${last.status}/${last['OS-EXT-STS:task_state'] ?? '-'}`;
          },
          { timeout: 30_000 },
        )
        .toBe(`${status}/-`);
      return last as NovaServer;
    },
    async deleteServer(id, region = 'eu-west2') {
      const response = await api.delete(`/cloud/${region}/compute/v2.1/servers/${id}`, {
        headers,
      });
      expect(response.status()).toBe(204);
    },
  };
}
