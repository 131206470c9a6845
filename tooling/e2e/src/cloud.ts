// The customer's own cloud, reached as the command-line tools reach it (SPEC §3 command-line
// credentials: the consumer's user and project, Keystone password auth), for tests that need
// servers to exist before the page shows them. The portal creates the consumer at start-up; this
// helper creates it itself when a test gets here first (§7: 200-299, 400 and 409 accepted).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// §6: the billing consumer-list call's fixed header (api-client BILLING_TOKEN_HEADER).
const BILLING = { 'X-Billing-Token': 'cloud-portal-billing' };

interface Consumer {
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

async function consumerOf(api: APIRequestContext, csrf: string): Promise<Consumer> {
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
  const consumer = await consumerOf(api, csrf);
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
