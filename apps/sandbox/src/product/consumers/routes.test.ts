import { BILLING_TOKEN, BILLING_TOKEN_HEADER, type Consumer } from '@cloud-portal/api-client';
import { createServer, listAllServers } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from '../../cloud/compute/testing.ts';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';
import { DEMO_CONSUMER } from './index.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const billing = { [BILLING_TOKEN_HEADER]: BILLING_TOKEN };

/** An agent logged in as a new customer (signed up through the product API). */
async function customer(email: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const body = { email, password: 'a-long-password', fp: 'f', fp_data: {} };
  expect((await agent.call({ method: 'POST', operation: '/customers/', body })).statusCode).toBe(
    201,
  );
  return agent;
}

type Agent = Awaited<ReturnType<typeof customer>>;

const listConsumers = (agent: Agent, headers: Record<string, string> = billing) =>
  agent.call({ method: 'GET', operation: '/consumers/', headers });
const createConsumer = (agent: Agent) => agent.call({ method: 'POST', operation: '/consumers/' });

describe('POST /api/consumers/', () => {
  it('creates the default consumer once (201 with its credentials), then answers 409', async () => {
    const alice = await customer('alice@example.com');
    expect((await listConsumers(alice)).json()).toEqual([]);

    const created = await createConsumer(alice);

    expect(created.statusCode).toBe(201);
    const consumer = created.json<Consumer>();
    expect(consumer).toMatchObject({ name: 'default_consumer', os_domain: 'Default' });
    expect(consumer.os_password.length).toBeGreaterThanOrEqual(32);
    const again = await createConsumer(alice);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'consumer_exists',
      message: 'Your cloud account already exists.',
    });
    // The 409 changed nothing: same consumer, same password.
    expect((await listConsumers(alice)).json()).toEqual([consumer]);

    // The credentials of the answer log in to the cloud (SPEC §3 Consumer), in a project of its own.
    const cloud = await demoCloudClient(server.app, {
      username: consumer.os_user,
      password: consumer.os_password,
    });
    const demo = await demoCloudClient(server.app);
    expect(cloud.projectId).not.toBe(demo.projectId);
  });

  it('answers 409 for the demo customer, whose consumer is seeded', async () => {
    const demo = createAgent(server.app);
    await demo.primeCsrf();
    expect((await demo.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);

    expect((await createConsumer(demo)).statusCode).toBe(409);
    expect((await listConsumers(demo)).json()).toEqual([
      expect.objectContaining({
        name: DEMO_CONSUMER.name,
        os_user: DEMO_CONSUMER.osUser,
        os_password: DEMO_CONSUMER.osPassword,
        os_project: DEMO_CONSUMER.osProject,
      }),
    ]);
  });

  it('needs a session (401) and the CSRF token (403), and creates nothing without them', async () => {
    const anonymous = createAgent(server.app);
    await anonymous.primeCsrf();
    const noSession = await createConsumer(anonymous);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json<{ code: string }>().code).toBe('not_authenticated');

    const alice = await customer('alice@example.com');
    const noToken = await alice.call({ method: 'POST', operation: '/consumers/', csrf: false });
    const crossSite = await alice.call({
      method: 'POST',
      operation: '/consumers/',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    for (const refused of [noToken, crossSite]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: string }>().code).toBe('csrf_failed');
    }
    expect((await listConsumers(alice)).json()).toEqual([]);
  });

  it('takes no body (400 invalid_input) and refuses one over 64 KiB (413), creating nothing', async () => {
    const alice = await customer('alice@example.com');

    const withBody = await alice.call({
      method: 'POST',
      operation: '/consumers/',
      body: { name: 'second' },
    });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json()).toMatchObject({
      code: 'invalid_input',
      errors: { non_field_errors: ['This call takes no request body.'] },
    });

    const token = alice.jar.get('csrftoken__') ?? '';
    const cookie = [...alice.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/consumers/',
      headers: { cookie, 'x-csrftoken': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ code: string }>().code).toBe('payload_too_large');
    expect((await listConsumers(alice)).json()).toEqual([]);
  });
});

describe('GET /api/consumers/', () => {
  it('answers only the logged-in customer’s consumers, never another customer’s', async () => {
    const alice = await customer('alice@example.com');
    const bob = await customer('bob@example.com');
    const aliceConsumer = (await createConsumer(alice)).json<Consumer>();
    const bobConsumer = (await createConsumer(bob)).json<Consumer>();

    const aliceList = (await listConsumers(alice)).json<Consumer[]>();
    const bobList = (await listConsumers(bob)).json<Consumer[]>();

    expect(aliceList).toEqual([aliceConsumer]);
    expect(bobList).toEqual([bobConsumer]);
    expect(aliceConsumer.os_user).not.toBe(bobConsumer.os_user);
    expect(aliceConsumer.os_project).not.toBe(bobConsumer.os_project);
    expect(JSON.stringify(bobList)).not.toContain(aliceConsumer.os_password);

    // And the two projects are apart in the cloud: Alice's server is not in Bob's list.
    const aliceCloud = await demoCloudClient(server.app, {
      username: aliceConsumer.os_user,
      password: aliceConsumer.os_password,
    });
    const bobCloud = await demoCloudClient(server.app, {
      username: bobConsumer.os_user,
      password: bobConsumer.os_password,
    });
    await createServer(aliceCloud.client, {
      name: 'alice-web',
      flavorRef: 'bst.1c1g',
      imageRef: SANDBOX_IMAGE_ID,
      networks: [{ uuid: SANDBOX_NETWORK.id }],
    });
    expect(await listAllServers(bobCloud.client)).toEqual([]);
  });

  it('needs the billing-token header (403 without it or with another value) and a session (401)', async () => {
    const alice = await customer('alice@example.com');
    await createConsumer(alice);

    const missing = await listConsumers(alice, {});
    const wrong = await listConsumers(alice, { [BILLING_TOKEN_HEADER]: `${BILLING_TOKEN}x` });
    for (const refused of [missing, wrong]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'billing_token_required',
        message: "This call needs the X-Billing-Token header of the portal's billing client.",
      });
    }
    // Header names are case-insensitive.
    const lowerCase = await listConsumers(alice, { 'x-billing-token': BILLING_TOKEN });
    expect(lowerCase.statusCode).toBe(200);

    // The header alone authorises nothing.
    const anonymous = createAgent(server.app);
    const noSession = await listConsumers(anonymous);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json<{ code: string }>().code).toBe('not_authenticated');
  });
});
