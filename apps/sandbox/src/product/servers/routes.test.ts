import type { Consumer, ServerCreatedReport } from '@cloud-portal/api-client';
import { createServer, deleteServer } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from '../../cloud/compute/testing.ts';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
// The sandbox clock, moved on by hand (a deleted server is gone once its delete has run).
let clock: Date;
beforeEach(async () => {
  clock = new Date();
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

/** A new customer with its consumer, and an SDK client logged in as that consumer. */
async function customer(email: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const signUp = { email, password: 'a-long-password', fp: 'f', fp_data: {} };
  expect(
    (await agent.call({ method: 'POST', operation: '/customers/', body: signUp })).statusCode,
  ).toBe(201);
  const consumer = (
    await agent.call({ method: 'POST', operation: '/consumers/' })
  ).json<Consumer>();
  const cloud = await demoCloudClient(server.app, {
    username: consumer.os_user,
    password: consumer.os_password,
  });
  const newServer = async (name: string) =>
    (
      await createServer(cloud.client, {
        name,
        flavorRef: 'bst.1c1g',
        imageRef: SANDBOX_IMAGE_ID,
        networks: [{ uuid: SANDBOX_NETWORK.id }],
      })
    ).id;
  return { agent, cloud, newServer };
}

type Agent = Awaited<ReturnType<typeof customer>>['agent'];

const report = (agent: Agent, body: Record<string, unknown>) =>
  agent.call({ method: 'POST', operation: '/server-created', body });

describe('POST /api/server-created (§7)', () => {
  it('records the creation of the customer’s own server once, and every reinstall', async () => {
    const alice = await customer('alice@example.com');
    const id = await alice.newServer('web-1');

    const first = await report(alice.agent, {
      id,
      password: 'a-root-password',
      app_password: null,
      region: 'eu-west2',
      is_reinstall: false,
    });
    expect(first.statusCode).toBe(201);
    const body = first.json<ServerCreatedReport>();
    expect(body).toEqual({
      id,
      region: 'eu-west2',
      is_reinstall: false,
      reported_at: expect.any(String),
    });
    // The passwords are not echoed.
    expect(first.body).not.toContain('a-root-password');

    // A retried call counts once: 200 with the first report.
    const again = await report(alice.agent, {
      id: id.toUpperCase(),
      password: 'a-root-password',
      region: 'eu-west2',
      is_reinstall: false,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);

    // Each reinstall is a report of its own.
    const reinstall = { id, password: null, app_password: 'panel-pass', region: 'eu-west2' };
    expect((await report(alice.agent, { ...reinstall, is_reinstall: true })).statusCode).toBe(201);
    expect((await report(alice.agent, { ...reinstall, is_reinstall: true })).statusCode).toBe(201);

    const stored = server.modules.servers.service.listByCustomer(
      server.modules.account.service.findCustomerByEmail('alice@example.com')?.uuid ?? '',
    );
    expect(stored.map((item) => [item.isReinstall, item.hasPassword, item.hasAppPassword])).toEqual(
      [
        [false, true, false],
        [true, false, true],
        [true, false, true],
      ],
    );
  });

  it('answers 404 for another customer’s server, a server of another region, a deleted or an unknown one', async () => {
    const alice = await customer('alice@example.com');
    const bob = await customer('bob@example.com');
    const bobs = await bob.newServer('bob-web');
    const alices = await alice.newServer('alice-web');

    const attempts = [
      { id: bobs, region: 'eu-west2' },
      { id: alices, region: 'ru-msk1' },
      { id: '9c2f4b1e-6a57-4d0e-8f3b-2b1d7c9e0a11', region: 'eu-west2' },
    ];
    for (const attempt of attempts) {
      const refused = await report(alice.agent, { ...attempt, is_reinstall: false });
      expect(refused.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(refused.json()).toEqual({
        code: 'server_not_found',
        message: 'No such server in this region on your account.',
      });
    }

    await deleteServer(alice.cloud.client, { serverId: alices });
    clock = new Date(clock.getTime() + 60_000);
    const deleted = await report(alice.agent, {
      id: alices,
      region: 'eu-west2',
      is_reinstall: false,
    });
    expect(deleted.statusCode).toBe(404);

    // Bob's own report of his server is fine, and nothing was recorded for Alice.
    expect(
      (await report(bob.agent, { id: bobs, region: 'eu-west2', is_reinstall: false })).statusCode,
    ).toBe(201);
    const aliceUuid = server.modules.account.service.findCustomerByEmail('alice@example.com')?.uuid;
    expect(server.modules.servers.service.listByCustomer(aliceUuid ?? '')).toEqual([]);
  });

  it('needs a session (401), the CSRF token (403) and a valid body (400)', async () => {
    const anonymous = createAgent(server.app);
    await anonymous.primeCsrf();
    const body = {
      id: '9c2f4b1e-6a57-4d0e-8f3b-2b1d7c9e0a11',
      region: 'eu-west2',
      is_reinstall: false,
    };
    const noSession = await report(anonymous, body);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json<{ code: string }>().code).toBe('not_authenticated');

    const alice = await customer('alice@example.com');
    const id = await alice.newServer('web-1');
    const noToken = await alice.agent.call({
      method: 'POST',
      operation: '/server-created',
      body: { ...body, id },
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json<{ code: string }>().code).toBe('csrf_failed');

    for (const invalid of [
      { id: 'not-a-uuid', region: 'eu-west2', is_reinstall: false },
      { id, region: 'eu-west2' },
      { id, region: 'eu-west2', is_reinstall: false, password: 'x'.repeat(256) },
      { id, region: 'eu-west2', is_reinstall: false, extra: 1 },
    ]) {
      const refused = await report(alice.agent, invalid);
      expect(refused.statusCode, JSON.stringify(invalid)).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('invalid_input');
    }
  });
});
