import { createServer, deleteServer, stopServer } from '@cloud-portal/cloud-sdk/compute';
import type { CloudClient } from '@cloud-portal/cloud-sdk/core';
import { TERABYTE_BYTES } from '@cloud-portal/domain/pricing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveServer } from '../../cloud/compute/testing.ts';
import { stableUuid } from '../../cloud/image/seed.ts';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';

// The server half of the billing API through HTTP: every answer is checked against openapi.yaml
// by the agent. Servers are made through the emulated Nova with the SDK, as the portal makes them;
// the sandbox clock is moved by hand.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

function elapse(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** Makes a server with the client and waits (on the sandbox clock) until it is ACTIVE. */
async function activeServer(client: CloudClient, name: string, flavorRef = 'std.2c4g') {
  return (await createActiveServer(client, { name, flavorRef, sleep: elapse })).id;
}

/** The demo customer logged in, with the demo consumer's cloud client. */
async function demo() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  const { client } = await demoCloudClient(server.app);
  // Keystone tokens live an hour on the sandbox clock: a cloud call after hours takes a new one.
  const cloud = async () => (await demoCloudClient(server.app)).client;
  return { agent, client, cloud };
}

/** A second customer, signed up and provisioned (its own project), logged in. */
async function otherCustomer() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const email = `other-${Math.random().toString(36).slice(2)}@example.test`;
  const signUp = await agent.call({
    method: 'POST',
    operation: '/customers/',
    body: { email, password: 'other-password-2026' },
  });
  expect(signUp.statusCode).toBe(201);
  const consumer = await agent.call({ method: 'POST', operation: '/consumers/' });
  expect(consumer.statusCode).toBe(201);
  const { os_user: username, os_password: password } = consumer.json();
  const { client } = await demoCloudClient(server.app, { username, password });
  return { agent, client };
}

type Agent = ReturnType<typeof createAgent>;

/**
 * A call after renewing the session as the portal does: the access token lives 15 minutes on the
 * sandbox clock, which the tests move by hours.
 */
async function renewed(agent: Agent, call: Parameters<Agent['call']>[0]) {
  if (agent.jar.has('refresh_token__'))
    await agent.call({ method: 'POST', operation: '/jwt-refresh/' });
  return agent.call(call);
}

const temporary = (agent: Agent) =>
  renewed(agent, { method: 'GET', operation: '/transactions/temporary/' });
const products = (agent: Agent, query = '') =>
  renewed(agent, { method: 'GET', operation: '/products/', path: `/products/${query}` });
const limits = (agent: Agent) =>
  renewed(agent, { method: 'GET', operation: '/shaper/customer-limits/' });
const changePlan = (agent: Agent, body: unknown) =>
  renewed(agent, { method: 'POST', operation: '/change-network-plan/', body });

beforeEach(async () => {
  clock = START;
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

describe('without a session', () => {
  it('answers 401 on every call', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    for (const response of [
      await temporary(agent),
      await products(agent),
      await limits(agent),
      await changePlan(agent, {
        server_id: '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
        network_plan: '1gbps',
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });
});

describe('GET /api/transactions/temporary/ (§3 temporary transaction, §9)', () => {
  it('accrues each server’s hourly price since its creation, running or stopped', async () => {
    const { agent, client, cloud } = await demo();
    expect((await temporary(agent)).json()).toEqual([]);
    const createdAt = clock.getTime();
    const web = await activeServer(client, 'web-1');
    elapse(5 * HOUR - (clock.getTime() - createdAt));

    const [charge] = (await temporary(agent)).json();
    expect(charge).toEqual({
      external_id: web,
      type: 'server',
      region: 'eu-west2',
      currency: 'usd',
      amount: '0.0820',
      period_start: new Date(createdAt).toISOString(),
      next_deduction_at: new Date(createdAt + DAY).toISOString(),
    });

    // Stopped, it is still billed (§4: the stop dialog says so).
    await stopServer(await cloud(), { serverId: web });
    elapse(5 * HOUR);
    expect((await temporary(agent)).json()[0].amount).toBe('0.1640');

    // The 24 h deduction starts a new period.
    elapse(DAY - 10 * HOUR + HOUR);
    const [next] = (await temporary(agent)).json();
    expect(next.amount).toBe('0.0164');
    expect(next.period_start).toBe(new Date(createdAt + DAY).toISOString());
  });

  it('prices each server by its plan, newest first, and keeps a deleted one until its deduction', async () => {
    const { agent, client, cloud } = await demo();
    const small = await activeServer(client, 'small', 'bst.1c1g');
    const big = await activeServer(client, 'big', 'hfd.4c16g');
    elapse(2 * HOUR);
    const charges = (await temporary(agent)).json() as { external_id: string; amount: string }[];
    // Newest first; 2 h and the seconds of the builds, at 0.0945/h and at 0.0041/h.
    expect(charges.map((charge) => charge.external_id)).toEqual([big, small]);
    expect(charges[0]?.amount).toMatch(/^0\.189\d$/);
    expect(charges[1]?.amount).toMatch(/^0\.008\d$/);

    await deleteServer(await cloud(), { serverId: small });
    elapse(HOUR);
    const afterDelete = (await temporary(agent)).json() as {
      external_id: string;
      amount: string;
    }[];
    const frozen = afterDelete.find((charge) => charge.external_id === small)?.amount;
    expect(frozen).toBeDefined();
    elapse(5 * HOUR);
    const later = (await temporary(agent)).json() as { external_id: string; amount: string }[];
    // It accrues nothing after its deletion...
    expect(later.find((charge) => charge.external_id === small)?.amount).toBe(frozen);
    // ...and is gone once deducted.
    elapse(DAY);
    const deducted = (await temporary(agent)).json() as { external_id: string }[];
    expect(deducted.map((charge) => charge.external_id)).toEqual([big]);
  });

  it('converts a plan priced in another currency into the account’s dollars (rates/)', async () => {
    const { agent } = await demo();
    const { client: moscow } = await demoCloudClient(server.app, { region: 'ru-msk1' });
    const createdAt = clock.getTime();
    const created = await createServer(moscow, {
      name: 'msk-1',
      flavorRef: 'std.2c4g',
      imageRef: stableUuid('image', 'ru-msk1', 'ubuntu_24.04'),
      networks: [{ uuid: '236fed06-89f0-49b7-8d43-b95ca03649fe' }],
    });
    elapse(5 * HOUR - (clock.getTime() - createdAt));
    const [charge] = (await temporary(agent)).json();
    // 1104 ₽ a month = 1.5123 ₽ an hour; 5 h = 7.5615 ₽ = 0.0821… $ at 92 ₽ per dollar.
    expect(charge).toMatchObject({
      external_id: created.id,
      region: 'ru-msk1',
      currency: 'usd',
      amount: '0.0821',
    });
    // The product keeps the plan's own currency.
    const [product] = (await products(agent, `?external_id=${created.id}`)).json();
    expect(product).toMatchObject({ currency: 'rub', price_monthly: '1104.00' });
  });

  it('shows a customer only its own servers', async () => {
    const { agent, client } = await demo();
    const other = await otherCustomer();
    const mine = await activeServer(client, 'mine');
    const theirs = await activeServer(other.client, 'theirs');
    elapse(HOUR);
    expect(
      (await temporary(agent)).json().map((c: { external_id: string }) => c.external_id),
    ).toEqual([mine]);
    expect(
      (await temporary(other.agent)).json().map((c: { external_id: string }) => c.external_id),
    ).toEqual([theirs]);
  });
});

describe('GET /api/products/ (§3 Product, §7)', () => {
  it('answers the plan, network plan and hourly billing cycle of each server', async () => {
    const { agent, client } = await demo();
    const web = await activeServer(client, 'web-1');
    const [product] = (await products(agent, `?external_id=${web}&type=server`)).json();
    expect(product).toMatchObject({
      external_id: web,
      type: 'server',
      region: 'eu-west2',
      name: 'web-1',
      plan_id: 'eu-west2-std.2c4g',
      plan_name: 'Standard 2 vCPU / 4 GB',
      category: 'standard',
      flavor_id: 'std.2c4g',
      network_plan: '1gbps',
      network_plans: ['200mbps', '1gbps', '2gbps', '5gbps', '10gbps'],
      billing_cycle: 'hourly',
      currency: 'usd',
      price_hourly: '0.0164',
      price_monthly: '12.00',
      traffic_tb: 2,
    });
    expect((await products(agent)).json()).toHaveLength(1);
  });

  it('matches nothing for another customer’s server, an unknown id or hostile text', async () => {
    const { agent, client } = await demo();
    const other = await otherCustomer();
    await activeServer(client, 'mine');
    const theirs = await activeServer(other.client, 'theirs');
    expect((await products(agent, `?external_id=${theirs}`)).json()).toEqual([]);
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      encodeURIComponent("' OR 1=1 --"),
      encodeURIComponent('../../customers/'),
      '%00',
      encodeURIComponent(`${theirs}\u0000`),
    ]) {
      const response = await products(agent, `?external_id=${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(response.json(), id).toEqual([]);
    }
  });

  it('refuses an unknown type, a repeated filter and an oversized id with 400', async () => {
    const { agent } = await demo();
    for (const query of [
      '?type=traffic',
      '?type=disk',
      '?type=server&type=server',
      '?external_id=a&external_id=b',
      `?external_id=${'a'.repeat(65)}`,
    ]) {
      const response = await products(agent, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid_parameter');
    }
  });
});

describe('POST /api/change-network-plan/ (§7)', () => {
  it('switches the server among its region’s port speeds', async () => {
    const { agent, client } = await demo();
    const web = await activeServer(client, 'web-1');
    const response = await changePlan(agent, { server_id: web, network_plan: '10gbps' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ external_id: web, network_plan: '10gbps' });
    expect((await products(agent, `?external_id=${web}`)).json()[0].network_plan).toBe('10gbps');
    expect((await limits(agent)).json()[0].network_plan).toBe('10gbps');
    // The price does not move with it.
    expect((await products(agent)).json()[0].price_monthly).toBe('12.00');
    // An upper-case id names the same server (UUIDs are case-insensitive).
    const back = await changePlan(agent, { server_id: web.toUpperCase(), network_plan: '200mbps' });
    expect(back.json().network_plan).toBe('200mbps');
  });

  it('answers 400 for a plan the region does not offer', async () => {
    const { agent, client } = await demo();
    const web = await activeServer(client, 'web-1');
    const response = await changePlan(agent, { server_id: web, network_plan: '100gbps' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'unknown_network_plan',
      errors: { network_plan: ['Choose one of the network plans offered for this server.'] },
    });
    for (const body of [
      { server_id: web, network_plan: '../1gbps' },
      { server_id: web, network_plan: '1 gbps' },
      { server_id: 'not-a-uuid', network_plan: '1gbps' },
      { server_id: web },
      { server_id: web, network_plan: '1gbps', price: '0.00' },
      [],
    ]) {
      const refused = await changePlan(agent, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe('invalid_input');
    }
    expect((await products(agent)).json()[0].network_plan).toBe('1gbps');
  });

  it('answers 404 for another customer’s server, and changes nothing of it', async () => {
    const { agent, client } = await demo();
    const other = await otherCustomer();
    await activeServer(client, 'mine');
    const theirs = await activeServer(other.client, 'theirs');
    const response = await changePlan(agent, { server_id: theirs, network_plan: '10gbps' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await products(other.agent)).json()[0].network_plan).toBe('1gbps');
    const unknown = await changePlan(agent, {
      server_id: '00000000-0000-4000-8000-000000000000',
      network_plan: '10gbps',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for a deleted server', async () => {
    const { agent, client } = await demo();
    const web = await activeServer(client, 'web-1');
    await deleteServer(client, { serverId: web });
    elapse(2000);
    const response = await changePlan(agent, { server_id: web, network_plan: '10gbps' });
    expect(response.statusCode).toBe(404);
  });

  it('needs the CSRF header and refuses oversized bodies before reading them', async () => {
    const { agent, client } = await demo();
    const web = await activeServer(client, 'web-1');
    const noCsrf = await agent.call({
      method: 'POST',
      operation: '/change-network-plan/',
      body: { server_id: web, network_plan: '10gbps' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');

    const cookie = [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = agent.jar.get('csrftoken__') ?? '';
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/change-network-plan/',
      headers: { cookie, 'x-csrftoken': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ server_id: web, network_plan: 'x'.repeat(70 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
    expect((await products(agent)).json()[0].network_plan).toBe('1gbps');
  });
});

describe('GET /api/shaper/customer-limits/ (§7 shaperLimits, §9)', () => {
  it('reports traffic growing with the sandbox clock, the plan’s limit and the monthly reset', async () => {
    const { agent, client } = await demo();
    const web = await activeServer(client, 'web-1');
    const [first] = (await limits(agent)).json();
    expect(first).toMatchObject({
      server_id: web,
      region: 'eu-west2',
      network_plan: '1gbps',
      traffic_limit_bytes: 2 * TERABYTE_BYTES,
      traffic_limit_tb: 2,
      extra_traffic_blocks: 0,
      extra_traffic_block_price: '1.00',
      extra_traffic_amount: '0.00',
      currency: 'usd',
      reset_at: '2026-12-21T00:00:00.000Z',
    });
    elapse(3 * DAY);
    const [later] = (await limits(agent)).json();
    expect(later.traffic_used_bytes).toBeGreaterThan(first.traffic_used_bytes);

    // By the end of the month a busy server may have bought blocks; each is priced at 1.00.
    elapse(26 * DAY);
    const [month] = (await limits(agent)).json();
    expect(month.extra_traffic_amount).toBe(`${month.extra_traffic_blocks}.00`);
    expect(month.extra_traffic_blocks).toBe(
      Math.max(0, Math.ceil((month.traffic_used_bytes - 2 * TERABYTE_BYTES) / TERABYTE_BYTES)),
    );
  });

  it('lists only the customer’s own live servers', async () => {
    const { agent, client } = await demo();
    const other = await otherCustomer();
    const mine = await activeServer(client, 'mine');
    const gone = await activeServer(client, 'gone');
    await activeServer(other.client, 'theirs');
    await deleteServer(client, { serverId: gone });
    elapse(2000);
    expect(
      (await limits(agent)).json().map((limit: { server_id: string }) => limit.server_id),
    ).toEqual([mine]);
  });
});

describe('paths', () => {
  it('does not reach the billing routes through encoded or dotted paths', async () => {
    const { agent } = await demo();
    const cookie = [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const url of [
      '/api/transactions%2Ftemporary/',
      '/api/transactions/temporary%2F',
      '/api/products/..%2Fcustomers/',
      '/api/shaper%2Fcustomer-limits/',
      '/api/products/%2e%2e/',
    ]) {
      const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('external_id');
    }
  });
});
