import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The customer's own cloud, as the command-line tools reach it (§7 identity and compute): the
// consumer the portal created, a token of its own and a few compute calls, for tests that set up
// or check servers without going through the screens. `customerCloud` is the one way to get the
// session; `consumerToken` is the one Keystone login behind it.

/** §6: the billing consumer-list call's fixed header (api-client's BILLING_TOKEN_HEADER). */
const BILLING = { 'X-Billing-Token': 'cloud-portal-billing' };
const DEFAULT_REGION = 'eu-west2';

/** The cloud credentials of `GET /api/consumers/` (§3 Consumer). */
export interface Consumer {
  os_user: string;
  os_password: string;
  os_project: string;
  os_domain: string;
}

/** A server as Nova answers it (the fields the tests read). */
export interface NovaServer {
  id: string;
  name: string;
  status: string;
  'OS-EXT-STS:task_state': string | null;
  addresses: Record<string, { addr: string; version: number }[]>;
  image: { id: string } | '';
  flavor: { original_name?: string };
  security_groups?: { name: string }[];
}

/** Where the customer's cloud is: the sandbox (`origin`, '' for the project's) and the region. */
export interface CloudPlace {
  /** `http://127.0.0.1:<port>` of another sandbox; '' (default): the project's baseURL. */
  origin?: string;
  /** The region the token is for and the calls go to (default eu-west2). */
  region?: string;
}

/** The consumer's cloud session: its token and calls into the region's cloud with it. */
export interface CustomerCloud {
  token: string;
  /** Calls `/cloud/{region}{path}` with the token (and compute microversion 2.79). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<{ status: number; body: unknown }>;
  /** Creates a server (Ubuntu, std.2c4g unless `flavor`, on the region's emptiest network). */
  createServer(name: string, options?: { region?: string; flavor?: string }): Promise<NovaServer>;
  /** Polls until the server has `status` and no task (30 s). */
  waitForStatus(id: string, status: string, region?: string): Promise<NovaServer>;
  server(id: string, region?: string): Promise<NovaServer>;
  deleteServer(id: string, region?: string): Promise<void>;
}

const consumersAt = async (api: APIRequestContext, origin: string): Promise<Consumer[]> => {
  const response = await api.get(`${origin}/api/consumers/`, { headers: BILLING });
  return response.ok() ? ((await response.json()) as Consumer[]) : [];
};

/**
 * The page's customer's consumer, once the portal's start-up has created it (§4 Startup).
 * @example const consumer = await consumerOf(page);
 */
export async function consumerOf(
  page: Page,
  { origin = '', timeout }: { origin?: string; timeout?: number } = {},
): Promise<Consumer> {
  let consumers: Consumer[] = [];
  await expect
    .poll(
      async () => {
        consumers = await consumersAt(page.request, origin);
        return consumers.length;
      },
      timeout === undefined ? {} : { timeout },
    )
    .toBe(1);
  const [consumer] = consumers;
  if (!consumer) throw new Error('no consumer');
  return consumer;
}

/** The customer's consumer; made now (as §4 Startup would) if the portal has not made it yet. */
async function ensureConsumer(page: Page, origin: string): Promise<Consumer> {
  const api = page.request;
  let consumers = await consumersAt(api, origin);
  if (consumers.length === 0) {
    await api.get(`${origin}/api/time/`);
    const cookies = await (origin ? page.context().cookies(origin) : page.context().cookies());
    const csrf = cookies.find((cookie) => cookie.name === 'csrftoken__')?.value ?? '';
    const created = await api.post(`${origin}/api/consumers/`, {
      headers: { 'X-CSRFToken': csrf },
    });
    expect([200, 201, 400, 409], await created.text()).toContain(created.status());
    consumers = await consumersAt(api, origin);
  }
  const [consumer] = consumers;
  if (!consumer) throw new Error('no consumer after POST /api/consumers/');
  return consumer;
}

/**
 * A project token of the consumer's own, as `openstack` would get it (§7 identity, password).
 * @example const token = await consumerToken(page.request, consumer);
 */
export async function consumerToken(
  api: APIRequestContext,
  consumer: Consumer,
  { origin = '', region = DEFAULT_REGION }: CloudPlace = {},
): Promise<string> {
  const domain = { name: consumer.os_domain };
  const response = await api.post(`${origin}/cloud/${region}/identity/v3/auth/tokens`, {
    data: {
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name: consumer.os_user, domain, password: consumer.os_password } },
        },
        scope: { project: { name: consumer.os_project, domain } },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.headers()['x-subject-token'] ?? '';
}

/**
 * The region's network with the most free IPv4 addresses (the product API's regions/ meta, live
 * from Neutron): a whole e2e run builds many servers, and the first network in Neutron's order
 * has 37 addresses, so servers made on it ran out of addresses and failed to build (ERROR).
 */
async function emptiestNetwork(
  api: APIRequestContext,
  origin: string,
  region: string,
): Promise<string> {
  const regions = (await (await api.get(`${origin}/api/regions/`)).json()) as {
    id: string;
    meta: { networks: { id: string; available_ips_v4: number }[] };
  }[];
  const networks = regions.find((item) => item.id === region)?.meta.networks ?? [];
  const best = [...networks].sort((a, b) => b.available_ips_v4 - a.available_ips_v4)[0];
  if (!best) throw new Error(`no network in ${region}`);
  return best.id;
}

/** The session of a consumer whose token is `token`. */
function sessionOf(
  api: APIRequestContext,
  token: string,
  { origin = '', region: home = DEFAULT_REGION }: CloudPlace,
): CustomerCloud {
  const headers = { 'X-Auth-Token': token };
  // Compute answers in microversion 2.79 (the flavor as its name, `original_name`); the other
  // services ignore the header.
  const versioned = { ...headers, 'OpenStack-API-Version': 'compute 2.79' };
  const cloud = (region: string) => `${origin}/cloud/${region}`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await api.get(path, { headers: versioned });
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const server = async (id: string, region = home) =>
    (await get<{ server: NovaServer }>(`${cloud(region)}/compute/v2.1/servers/${id}`)).server;

  return {
    token,
    server,
    async call(method, path, data) {
      const answer = await api.fetch(`${cloud(home)}${path}`, {
        method,
        headers: versioned,
        ...(data === undefined ? {} : { data }),
      });
      const text = await answer.text();
      return { status: answer.status(), body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    async createServer(name, { region = home, flavor = 'std.2c4g' } = {}) {
      const { images } = await get<{ images: { id: string; name: string }[] }>(
        `${cloud(region)}/image/v2/images?limit=200`,
      );
      const image = images.find((entry) => entry.name.startsWith('ubuntu')) ?? images[0];
      const network = await emptiestNetwork(api, origin, region);
      const response = await api.post(`${cloud(region)}/compute/v2.1/servers`, {
        headers,
        data: {
          server: {
            name,
            imageRef: image?.id,
            flavorRef: flavor,
            networks: [{ uuid: network }],
            metadata: { os_distro: 'ubuntu' },
          },
        },
      });
      expect(response.status(), `create ${name}: ${await response.text()}`).toBe(202);
      const { server: created } = (await response.json()) as { server: { id: string } };
      return server(created.id, region);
    },
    async waitForStatus(id, status, region = home) {
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
    async deleteServer(id, region = home) {
      const response = await api.delete(`${cloud(region)}/compute/v2.1/servers/${id}`, {
        headers,
      });
      expect(response.status()).toBe(204);
    },
  };
}

/**
 * The logged-in page's cloud: a Keystone token of its consumer and a few compute calls. The
 * consumer is made now if the portal has not made it yet; with `awaitPortal`, the test waits
 * (up to `awaitPortal` ms) for the portal's start-up to make it instead (§4 Startup).
 * @example const cloud = await customerCloud(page); const server = await cloud.createServer('web-1');
 */
export async function customerCloud(
  page: Page,
  { origin = '', region = DEFAULT_REGION, awaitPortal }: CloudPlace & { awaitPortal?: number } = {},
): Promise<CustomerCloud> {
  const consumer =
    awaitPortal === undefined
      ? await ensureConsumer(page, origin)
      : await consumerOf(page, { origin, timeout: awaitPortal });
  const token = await consumerToken(page.request, consumer, { origin, region });
  return sessionOf(page.request, token, { origin, region });
}

/**
 * The consumer's cloud with calls shaped for the create screen's tests (a server body of the
 * test's own, the image list, the emptiest network).
 * @example const cloud = await cloudOf(page.request, await consumerOf(page));
 */
export async function cloudOf(api: APIRequestContext, consumer: Consumer, region = DEFAULT_REGION) {
  const session = sessionOf(api, await consumerToken(api, consumer, { region }), { region });
  return {
    /** Creates a server (§7 compute create); its id. */
    async createServer(server: Record<string, unknown>): Promise<string> {
      const { status, body } = await session.call('POST', '/compute/v2.1/servers', { server });
      expect(status, JSON.stringify(body)).toBe(202);
      return (body as { server: { id: string } }).server.id;
    },
    /** One server (compute microversion 2.79). */
    async server(id: string): Promise<NovaServer> {
      const { status, body } = await session.call('GET', `/compute/v2.1/servers/${id}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return (body as { server: NovaServer }).server;
    },
    /** Waits until the server has the status and no task; the server then (microversion 2.79). */
    async waitFor(id: string, status: string): Promise<NovaServer> {
      await session.waitForStatus(id, status);
      return this.server(id);
    },
    /** The images the token sees (public ones and the project's snapshots). */
    async images(): Promise<{ id: string; name: string; image_type?: string }[]> {
      const { status, body } = await session.call('GET', '/image/v2/images?limit=200');
      expect(status).toBe(200);
      return (body as { images: { id: string; name: string }[] }).images;
    },
    /** The shared network of the region with the most free IPv4 addresses. */
    network: () => emptiestNetwork(api, '', region),
  };
}
