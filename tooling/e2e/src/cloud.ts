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
