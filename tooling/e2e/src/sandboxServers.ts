import { expect, type Page } from '@playwright/test';
import { customerCloud, type CustomerCloud, type NovaServer } from './cloud.ts';
import { signUpThroughApi } from './session.ts';

// Servers of a logged-in customer, made through the sandbox's cloud API as the command-line tools
// would (the portal's own create screen has its own tests): the customer is activated on the
// sandbox admin page, the portal's cloud start-up makes the consumer and allow_all, and the test
// then creates a server with the consumer's own Keystone token.

/**
 * Flips the customer's Activated switch on the sandbox admin page (its Account state form), as
 * the card or coupon activation would (§4).
 * @example await activateThroughAdmin(page);
 */
export async function activateThroughAdmin(page: Page): Promise<void> {
  const customers = await page.request.get('/api/customers/');
  expect(customers.status(), await customers.text()).toBe(200);
  const [customer] = (await customers.json()) as { uuid: string }[];
  const admin = await page.request.get('/sandbox/admin');
  expect(admin.status()).toBe(200);
  const html = await admin.text();
  const form = html.slice(html.indexOf('action="/sandbox/admin/account"'));
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(form)?.[1];
  expect(csrf, 'the Account state form of /sandbox/admin').toBeDefined();
  const response = await page.request.post('/sandbox/admin/account', {
    form: { csrf_token: csrf ?? '', uuid: customer?.uuid ?? '', switch: 'activated', state: 'on' },
    headers: { Origin: new URL(page.url() === 'about:blank' ? admin.url() : page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

/** A server the test made. */
export interface TestServer {
  id: string;
  name: string;
  region: string;
  /** Its first IPv4 address (the one the portal shows). */
  address: string;
  cloud: CustomerCloud;
}

/**
 * A new customer, activated, with the control area opened once (consumer, token and allow_all
 * made by the portal) and one server built from an Ubuntu image on the std.2c4g flavor in the
 * region's first network, with allow_all; resolves once the server is ACTIVE.
 * @example const server = await customerWithServer(page, { email: newEmail('srv'), name: 'web-1' });
 */
export async function customerWithServer(
  page: Page,
  { email, name, region = 'eu-west2' }: { email: string; name: string; region?: string },
): Promise<TestServer> {
  await signUpThroughApi(page, email);
  await page.goto('/control/servers/list');
  await activateThroughAdmin(page);
  const cloud = await customerCloud(page, { region, awaitPortal: 30_000 });
  // The portal's start-up makes allow_all (§4) in every region not in maintenance.
  await expect
    .poll(
      async () => {
        const { body } = await cloud.call('GET', '/network/v2.0/security-groups?name=allow_all');
        return (body as { security_groups: unknown[] }).security_groups.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const regions = (await (await page.request.get('/api/regions/')).json()) as {
    id: string;
    meta: { networks: { id: string }[] };
  }[];
  const network = regions.find((candidate) => candidate.id === region)?.meta.networks[0];
  expect(network, `a network of ${region}`).toBeDefined();
  const images = (await cloud.call('GET', '/image/v2/images?os_distro=ubuntu&limit=200')).body as {
    images: { id: string; name: string; os_distro?: string }[];
  };
  const image = images.images.find(
    (candidate) => candidate.os_distro === 'ubuntu' && candidate.name.startsWith('ubuntu_'),
  );
  expect(image, 'an Ubuntu image').toBeDefined();
  const created = await cloud.call('POST', '/compute/v2.1/servers', {
    server: {
      name,
      imageRef: image?.id,
      flavorRef: 'std.2c4g',
      networks: [{ uuid: network?.id }],
      security_groups: [{ name: 'allow_all' }],
      metadata: { os_distro: 'ubuntu' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  const id = (created.body as { server: { id: string } }).server.id;
  let address = '';
  await expect
    .poll(
      async () => {
        const { body } = await cloud.call('GET', `/compute/v2.1/servers/${id}`);
        const server = (body as { server: NovaServer }).server;
        address =
          Object.values(server.addresses)
            .flat()
            .find((entry) => entry.version === 4)?.addr ?? '';
        return server.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ACTIVE');
  return { id, name, region, address, cloud };
}

/**
 * The server as Nova answers it now (its status, task state, name and security groups).
 * @example expect((await novaServer(server)).status).toBe('SHUTOFF');
 */
export async function novaServer(server: TestServer) {
  const { status, body } = await server.cloud.call('GET', `/compute/v2.1/servers/${server.id}`);
  return {
    status,
    server: (body as { server?: NovaServer }).server,
  };
}
