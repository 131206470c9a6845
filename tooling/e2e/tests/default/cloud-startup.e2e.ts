import type { APIRequestContext, Page } from '@playwright/test';
import { consumerToken, type Consumer } from '../../src/cloud.ts';
import { injectFault } from '../../src/faults.ts';
import { expect, test } from '../../src/fixtures.ts';
import { newEmail, signUpThroughApi } from '../../src/session.ts';

// §4 Startup in the control area: the consumer (created for a new account), the infrastructure
// token (renewed when the cloud refuses it), allow_all in every region not in maintenance, and
// the §8 cloud notifications. Each test has an account of its own: a new one has no consumer.

// §6: the billing consumer-list call sends a fixed header (api-client's BILLING_TOKEN_HEADER /
// BILLING_TOKEN), written out so that a drift fails here.
const BILLING = { 'X-Billing-Token': 'cloud-portal-billing' };
const TOKEN_PATH = /\/cloud\/[^/]+\/identity\/v3\/auth\/tokens$/;
const SERVERS_PATH = /\/cloud\/eu-west2\/compute\/v2\.1\/servers\/detail(\?|$)/;
// §8 cloud request notifications (packages/i18n en errors.ts cloud.*).
const SERVER_ERROR =
  'Something went wrong while processing your request. Please, try again later or contact support.';
const NOT_AUTHORIZED = "You're not authorized to make this request.";

interface Region {
  id: string;
  meta: { is_maintenance: boolean; networks: unknown[] };
}

interface SecurityGroup {
  name: string;
  security_group_rules: {
    direction: string;
    ethertype: string;
    protocol: string | null;
    port_range_min: number | null;
    port_range_max: number | null;
    remote_ip_prefix: string | null;
  }[];
}

const consumersOf = async (page: Page): Promise<Consumer[]> => {
  const response = await page.request.get('/api/consumers/', { headers: BILLING });
  expect(response.status(), `GET /api/consumers/: ${await response.text()}`).toBe(200);
  return (await response.json()) as Consumer[];
};

/** Token requests of the page (the portal's), in order. */
function watchTokenRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && TOKEN_PATH.test(new URL(request.url()).pathname))
      requests.push(request.url());
  });
  return requests;
}

async function allowAllGroups(api: APIRequestContext, region: string, token: string) {
  const response = await api.get(`/cloud/${region}/network/v2.0/security-groups?name=allow_all`, {
    headers: { 'X-Auth-Token': token },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { security_groups: SecurityGroup[] }).security_groups;
}

/** Posts the sandbox admin page's Cloud tokens form: the user's Keystone tokens expire now. */
async function expireCloudTokens(page: Page, user: string) {
  const admin = await page.request.get('/sandbox/admin');
  expect(admin.status()).toBe(200);
  const html = await admin.text();
  const form = html.slice(html.indexOf('action="/sandbox/admin/cloud-tokens"'));
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(form)?.[1];
  expect(csrf, 'the Cloud tokens form of /sandbox/admin').toBeDefined();
  const response = await page.request.post('/sandbox/admin/cloud-tokens', {
    form: { csrf_token: csrf ?? '', user },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

/** The page is the control area, not a blank or an error page. */
async function expectControlArea(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Servers', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

test.describe('cloud start-up (§4 Startup)', () => {
  test('a new account: the consumer is created, a token is fetched, allow_all has exactly 4 rules in every available region', async ({
    page,
  }) => {
    const tokenRequests = watchTokenRequests(page);
    await signUpThroughApi(page, newEmail('cloud-start'));
    expect(await consumersOf(page)).toEqual([]);

    await page.goto('/control/servers/list');
    await expectControlArea(page);
    await expect.poll(async () => (await consumersOf(page)).length).toBe(1);
    await expect.poll(() => tokenRequests.length).toBe(1);

    const [consumer] = await consumersOf(page);
    if (!consumer) throw new Error('no consumer');
    const token = await consumerToken(page.request, consumer);
    const regions = (await (await page.request.get('/api/regions/')).json()) as Region[];
    const open = regions.filter(
      (region) => !region.meta.is_maintenance && region.meta.networks.length > 0,
    );
    expect(open.length).toBeGreaterThan(1);
    for (const region of open) {
      await expect
        .poll(
          async () => {
            const groups = await allowAllGroups(page.request, region.id, token);
            return groups.map((group) =>
              group.security_group_rules
                .map(
                  (rule) =>
                    `${rule.direction} ${rule.ethertype} ${rule.protocol ?? 'any'} ${rule.port_range_min ?? '*'}-${rule.port_range_max ?? '*'} ${rule.remote_ip_prefix ?? 'any'}`,
                )
                .sort(),
            );
          },
          { message: `allow_all in ${region.id}` },
        )
        .toEqual([
          [
            'egress IPv4 any *-* 0.0.0.0/0',
            'egress IPv6 any *-* ::/0',
            'ingress IPv4 any *-* 0.0.0.0/0',
            'ingress IPv6 any *-* ::/0',
          ],
        ]);
    }
    // Regions in maintenance are left alone.
    for (const region of regions.filter((candidate) => !open.includes(candidate))) {
      expect(await allowAllGroups(page.request, region.id, token), region.id).toEqual([]);
    }
    // One browser session checks once: a reload fetches a token, but changes no group.
    await page.reload();
    await expect.poll(() => tokenRequests.length).toBe(2);
    expect(await consumersOf(page)).toHaveLength(1);
  });

  test('the token expires mid-session: the next cloud call renews it and goes through', async ({
    page,
  }) => {
    const tokenRequests = watchTokenRequests(page);
    const cloudAnswers: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/cloud/') && !TOKEN_PATH.test(pathname))
        cloudAnswers.push({ url: response.url(), status: response.status() });
    });
    await signUpThroughApi(page, newEmail('cloud-expiry'));
    await page.clock.install();
    const firstServers = page.waitForResponse(
      (response) => SERVERS_PATH.test(response.url()) && response.status() === 200,
    );
    await page.goto('/control/servers/list');
    await firstServers;
    expect(tokenRequests).toHaveLength(1);
    const [consumer] = await consumersOf(page);

    // Keystone expires the consumer's tokens (the sandbox admin page's Cloud tokens form, posted
    // from this page's cookie jar: a second tab would hide this one, which pauses its refreshes).
    const before = cloudAnswers.length;
    await expireCloudTokens(page, consumer?.os_user ?? '');
    // The next cloud call (a start-up load still running, else the 30-s refresh) meets a 401...
    await page.clock.fastForward('00:31');
    await expect
      .poll(() => cloudAnswers.slice(before).findIndex((answer) => answer.status === 401))
      .toBeGreaterThan(-1);
    const refusedAt =
      before + cloudAnswers.slice(before).findIndex((answer) => answer.status === 401);
    const refused = cloudAnswers[refusedAt];
    // ...asks for a second token and repeats, successfully (a list's 200, a creation's 201...).
    await expect.poll(() => tokenRequests.length).toBe(2);
    await expect
      .poll(() =>
        cloudAnswers
          .slice(refusedAt + 1)
          .some(
            (answer) => answer.url === refused?.url && answer.status >= 200 && answer.status < 300,
          ),
      )
      .toBe(true);
    // Later calls go through with the new token: the region data's next refresh.
    const after = cloudAnswers.length;
    await page.clock.fastForward('00:31');
    await expect
      .poll(() => cloudAnswers.slice(after).filter((answer) => SERVERS_PATH.test(answer.url)))
      .toEqual([expect.objectContaining({ status: 200 })]);
    expect(tokenRequests).toHaveLength(2);
    // Renewed in the background: no notification, the page as it was.
    await expectControlArea(page);
    await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
  });

  test('a cloud 503 shows the §8 notification and the page stays', async ({ page }) => {
    await signUpThroughApi(page, newEmail('cloud-503'));
    await injectFault(page, { path: '/cloud/eu-west2/compute/v2.1/servers/detail', status: 503 });
    await page.goto('/control/servers/list');
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toBeVisible();
    // One toast, though every refresh and region could fail: the same message is not repeated.
    await expect(page.getByText(SERVER_ERROR)).toHaveCount(1);
    await expectControlArea(page);
  });

  test('a cloud 401 that a new token does not cure shows the §8 notification and the page stays', async ({
    page,
  }) => {
    const tokenRequests = watchTokenRequests(page);
    await signUpThroughApi(page, newEmail('cloud-401'));
    await injectFault(page, { path: '/cloud/eu-west2/compute/v2.1/servers/detail', status: 401 });
    await page.goto('/control/servers/list');
    await expect(page.getByRole('alert').filter({ hasText: NOT_AUTHORIZED })).toBeVisible();
    // The 401 asked for a new token once and the request was repeated once (no loop).
    expect(tokenRequests).toHaveLength(2);
    await expectControlArea(page);
  });
});
