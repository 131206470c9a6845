import { createServer, listAllServers } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SANDBOX_IMAGE_ID, SANDBOX_NETWORK } from '../../cloud/compute/testing.ts';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Signs a customer up through the product API; answers its uuid. */
async function signUp(email: string): Promise<string> {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const body = { email, password: 'a-long-password', fp: 'f', fp_data: {} };
  expect((await agent.call({ method: 'POST', operation: '/customers/', body })).statusCode).toBe(
    201,
  );
  const me = await agent.call({ method: 'GET', operation: '/customers/' });
  return (me.json() as { uuid: string }[])[0]?.uuid ?? '';
}

it('gives each customer one consumer with a Keystone project and user of its own, once', async () => {
  const consumers = server.modules.consumers.service;
  const alice = consumers.provision(await signUp('alice@example.com'));
  const bob = consumers.provision(await signUp('bob@example.com'));
  expect(alice.created).toBe(true);
  expect(alice.consumer.osProject).not.toBe(bob.consumer.osProject);
  expect(alice.consumer.osUser).not.toBe(bob.consumer.osUser);
  // A second call answers the same consumer (no second project, no new password).
  const again = consumers.provision(alice.consumer.customerUuid);
  expect(again.created).toBe(false);
  expect(again.consumer.id).toBe(alice.consumer.id);

  // Each consumer logs in to its own project: Alice's server is not Bob's.
  const aliceCloud = await demoCloudClient(server.app, {
    username: alice.consumer.osUser,
    password: alice.consumer.osPassword,
  });
  const bobCloud = await demoCloudClient(server.app, {
    username: bob.consumer.osUser,
    password: bob.consumer.osPassword,
  });
  expect(aliceCloud.projectId).not.toBe(bobCloud.projectId);
  await createServer(aliceCloud.client, {
    name: 'alice-web',
    flavorRef: 'bst.1c1g',
    imageRef: SANDBOX_IMAGE_ID,
    networks: [{ uuid: SANDBOX_NETWORK.id }],
  });
  expect((await listAllServers(aliceCloud.client)).map((item) => item.name)).toEqual(['alice-web']);
  expect(await listAllServers(bobCloud.client)).toEqual([]);
});
