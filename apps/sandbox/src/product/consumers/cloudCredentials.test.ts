import { BILLING_TOKEN, BILLING_TOKEN_HEADER, type Consumer } from '@cloud-portal/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';
import { DEMO_CONSUMER } from './index.ts';

// Proxy mode's consumer (SANDBOX_CLOUD_PROXY_CONSUMER): the product API answers the real cloud's
// project user as every customer's consumer; the emulated consumers stay as they were.

const REAL_USER = {
  osUser: 'portal-demo',
  osPassword: 'portal-demo-password',
  osProject: 'portal-demo',
  osDomain: 'Default',
};

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer({
    proxyConsumer: { credentials: REAL_USER, regions: ['eu-west2'] },
  });
});
afterEach(async () => {
  await server.close();
});

const billing = { [BILLING_TOKEN_HEADER]: BILLING_TOKEN };

async function loggedIn(email?: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  if (email === undefined) {
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  } else {
    const body = { email, password: 'a-long-password', fp: 'f', fp_data: {} };
    const signUp = await agent.call({ method: 'POST', operation: '/customers/', body });
    expect(signUp.statusCode).toBe(201);
  }
  return agent;
}

describe('consumers with SANDBOX_CLOUD_PROXY_CONSUMER', () => {
  it("answers the real cloud's user as the demo customer's consumer, its own id and name kept", async () => {
    const demo = await loggedIn();
    const customer = server.modules.account.service.findCustomerByEmail(DEMO_CUSTOMER.email);
    const [stored] = server.modules.consumers.service.listByCustomer(customer?.uuid ?? '');

    const response = await demo.call({ method: 'GET', operation: '/consumers/', headers: billing });

    expect(response.statusCode).toBe(200);
    expect(response.json<Consumer[]>()).toEqual([
      {
        id: stored?.id,
        name: 'default_consumer',
        os_user: 'portal-demo',
        os_password: 'portal-demo-password',
        os_project: 'portal-demo',
        os_domain: 'Default',
        created_at: stored?.createdAt,
      },
    ]);
    // What is stored is the emulated user, which still logs in to the emulated regions.
    expect(stored).toMatchObject({
      osUser: DEMO_CONSUMER.osUser,
      osPassword: DEMO_CONSUMER.osPassword,
    });
    const emulated = await demoCloudClient(server.app, { region: 'us-east1' });
    expect(emulated.token).not.toBe('');
  });

  it("gives a new customer's consumer the real cloud's user too (201, then the same in the list, 409 again)", async () => {
    const alice = await loggedIn('alice@example.com');

    const created = await alice.call({ method: 'POST', operation: '/consumers/' });

    expect(created.statusCode).toBe(201);
    expect(created.json<Consumer>()).toMatchObject({
      name: 'default_consumer',
      os_user: 'portal-demo',
      os_password: 'portal-demo-password',
      os_project: 'portal-demo',
    });
    const listed = await alice.call({ method: 'GET', operation: '/consumers/', headers: billing });
    expect(listed.json()).toEqual([created.json()]);
    expect((await alice.call({ method: 'POST', operation: '/consumers/' })).statusCode).toBe(409);
    // The emulated project and user were provisioned as without the setting; the real cloud's
    // password is never written to the database.
    const customer = server.modules.account.service.findCustomerByEmail('alice@example.com');
    const [stored] = server.modules.consumers.service.listByCustomer(customer?.uuid ?? '');
    expect(stored?.osUser).toMatch(/^consumer-[0-9a-f]{16}$/);
    expect(stored?.osPassword).not.toBe('portal-demo-password');
    const rows = server.platform.db.prepare('SELECT * FROM consumers').all();
    expect(JSON.stringify(rows)).not.toContain('portal-demo');
  });
});

describe('regions with SANDBOX_CLOUD_PROXY_CONSUMER', () => {
  it('lists only the regions the real cloud serves; the cloud API keeps the others emulated', async () => {
    const list = await server.app.inject({ method: 'GET', url: '/api/regions/' });
    expect(list.json<{ id: string }[]>().map((region) => region.id)).toEqual(['eu-west2']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/regions/eu-west2/' })).statusCode,
    ).toBe(200);
    const other = await server.app.inject({ method: 'GET', url: '/api/regions/us-east1/' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'not_found', message: 'Region not found.' });

    const token = await server.app.inject({
      method: 'POST',
      url: '/cloud/za-jnb1/identity/v3/auth/tokens',
      payload: {
        auth: {
          identity: {
            methods: ['password'],
            password: {
              user: {
                name: DEMO_CONSUMER.osUser,
                domain: { name: 'Default' },
                password: DEMO_CONSUMER.osPassword,
              },
            },
          },
        },
      },
    });
    expect(token.statusCode).toBe(201);
  });
});
