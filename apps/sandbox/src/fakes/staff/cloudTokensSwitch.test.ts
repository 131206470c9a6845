import { listAllKeypairs } from '@cloud-portal/cloud-sdk/compute';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';

// The admin page's Cloud tokens section: Keystone tokens expire now, one user's or everyone's.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function consumerOf(email: string) {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const body = { email, password: 'a-long-password', fp: 'f', fp_data: {} };
  expect((await agent.call({ method: 'POST', operation: '/customers/', body })).statusCode).toBe(
    201,
  );
  const me = await agent.call({ method: 'GET', operation: '/customers/' });
  const uuid = (me.json() as { uuid: string }[])[0]?.uuid ?? '';
  const { consumer } = server.modules.consumers.service.provision(uuid);
  const login = { username: consumer.osUser, password: consumer.osPassword };
  return { ...(await demoCloudClient(server.app, login)), osUser: consumer.osUser, login };
}

const tokensForm = (page: LightMyRequestResponse) => {
  const form = formsOf(page.body).find(
    (candidate) => candidate.action === '/sandbox/admin/cloud-tokens',
  );
  if (form === undefined) throw new Error('no Cloud tokens form');
  return form;
};

const works = async (client: Awaited<ReturnType<typeof consumerOf>>['client']) =>
  listAllKeypairs(client).then(
    () => 200,
    (error: { status: number }) => error.status,
  );

describe('the Cloud tokens section of /sandbox/admin', () => {
  it('expires one Keystone user’s tokens: its calls answer 401, another user’s still work, a new token works', async () => {
    const alice = await consumerOf('alice@example.com');
    const bob = await consumerOf('bob@example.com');
    expect([await works(alice.client), await works(bob.client)]).toEqual([200, 200]);

    const browser = createBrowser(server.app);
    const page = await browser.get('/sandbox/admin');
    expect(page.body).toContain('<h2>Cloud tokens</h2>');
    const form = tokensForm(page);
    const done = await browser.post(form.action, { ...form.hidden, user: alice.osUser });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/sandbox/admin#cloud-tokens');

    expect([await works(alice.client), await works(bob.client)]).toEqual([401, 200]);
    // The portal's renewal: a new token for the same user works.
    const renewed = await demoCloudClient(server.app, alice.login);
    expect(await works(renewed.client)).toBe(200);
  });

  it('without a user expires every token; an unknown user is a 404; a post without the page token changes nothing', async () => {
    const alice = await consumerOf('alice@example.com');
    const browser = createBrowser(server.app);
    const form = tokensForm(await browser.get('/sandbox/admin'));
    const { csrf_token: _token, ...withoutToken } = form.hidden;

    expect((await browser.post(form.action, { ...withoutToken, user: '' })).statusCode).toBe(403);
    expect((await browser.post(form.action, { ...form.hidden, user: 'nobody' })).statusCode).toBe(
      404,
    );
    expect(await works(alice.client)).toBe(200);

    expect((await browser.post(form.action, { ...form.hidden, user: '' })).statusCode).toBe(303);
    expect(await works(alice.client)).toBe(401);
    expect(await works((await demoCloudClient(server.app)).client)).toBe(200);
  });
});
