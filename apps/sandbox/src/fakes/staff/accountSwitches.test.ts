import type { Customer } from '@cloud-portal/api-client';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../product/account/index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { createBrowser, formsOf } from '../../test-support/browser.ts';
import { startTestServer } from '../../test-support/server.ts';

// The admin page's Account state section: activation and suspension per customer, as
// GET /api/customers/ then answers them (SPEC §3 Customer, §4 Reactions to account state).

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

/** The form of the customer's `switch` on the page (and, for suspensions, of `reason`). */
function accountForm(
  page: LightMyRequestResponse,
  uuid: string,
  name: 'activated' | 'suspended',
  reason?: string,
) {
  const form = formsOf(page.body).find(
    (candidate) =>
      candidate.action === '/sandbox/admin/account' &&
      candidate.hidden['uuid'] === uuid &&
      candidate.hidden['switch'] === name &&
      candidate.hidden['reason'] === reason,
  );
  if (form === undefined) throw new Error(`no ${name} ${reason ?? ''} form for ${uuid}`);
  return form;
}

/** An agent logged in as the demo customer. */
async function demoAgent() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  return agent;
}

/** What GET /api/customers/ answers the agent (validated against openapi.yaml). */
async function me(agent: Awaited<ReturnType<typeof demoAgent>>) {
  const [customer] = (await agent.call({ method: 'GET', operation: '/customers/' })).json<
    Customer[]
  >();
  return customer;
}

async function signUp(email: string): Promise<string> {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const body = { email, password: 'a-long-password' };
  await agent.call({ method: 'POST', operation: '/customers/', body });
  return server.modules.account.service.findCustomerByEmail(email)?.uuid ?? '';
}

const demoUuid = () =>
  server.modules.account.service.findCustomerByEmail(DEMO_CUSTOMER.email)?.uuid ?? '';

describe('the Account state section of /sandbox/admin', () => {
  it('shows each customer’s activation and suspension with the buttons that change them', async () => {
    const alice = await signUp('alice@example.com');
    const page = await createBrowser(server.app).get('/sandbox/admin');

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>Account state</h2>');
    expect(accountForm(page, demoUuid(), 'activated').hidden['state']).toBe('off');
    expect(accountForm(page, alice, 'activated').hidden['state']).toBe('on');
    for (const reason of ['BALANCE', 'NONE'])
      expect(accountForm(page, alice, 'suspended', reason).hidden['state']).toBe('on');
    expect(page.body).toContain('aria-label="Suspend demo@cloud-portal.test for BALANCE"');
    expect(page.body).toContain('aria-label="Activate alice@example.com"');
    // The other sections are still there.
    expect(page.body).toContain('<h2>Cloud</h2>');
    expect(page.body).toContain('<form method="post" action="/sandbox/admin/impersonate">');
  });

  it('suspends for BALANCE and lifts it: GET /api/customers/ follows (post, redirect, get)', async () => {
    const agent = await demoAgent();
    const browser = createBrowser(server.app);
    expect(await me(agent)).toMatchObject({ suspended: false, suspend_reason: null });

    const suspend = accountForm(
      await browser.get('/sandbox/admin'),
      demoUuid(),
      'suspended',
      'BALANCE',
    );
    const suspended = await browser.post(suspend.action, suspend.hidden);

    expect(suspended.statusCode).toBe(303);
    expect(suspended.headers.location).toBe('/sandbox/admin#accounts');
    expect(await me(agent)).toMatchObject({
      activated: true,
      suspended: true,
      suspend_reason: 'BALANCE',
    });
    const page = await browser.get('/sandbox/admin');
    expect(page.body).toContain('<strong>suspended</strong> (BALANCE)');
    const lift = accountForm(page, demoUuid(), 'suspended');
    expect(lift.hidden['state']).toBe('off');

    expect((await browser.post(lift.action, lift.hidden)).statusCode).toBe(303);
    expect(await me(agent)).toMatchObject({ suspended: false, suspend_reason: null });
  });

  it('suspends for NONE or a typed reason (normalised to upper case), and refuses a malformed one', async () => {
    const agent = await demoAgent();
    const browser = createBrowser(server.app);
    const page = await browser.get('/sandbox/admin');
    const none = accountForm(page, demoUuid(), 'suspended', 'NONE');

    expect((await browser.post(none.action, none.hidden)).statusCode).toBe(303);
    expect(await me(agent)).toMatchObject({ suspended: true, suspend_reason: 'NONE' });
    const lift = accountForm(await browser.get('/sandbox/admin'), demoUuid(), 'suspended');
    await browser.post(lift.action, lift.hidden);

    const typed = { ...none.hidden, reason: ' abuse_report ' };
    expect((await browser.post(none.action, typed)).statusCode).toBe(303);
    expect(await me(agent)).toMatchObject({ suspended: true, suspend_reason: 'ABUSE_REPORT' });
    await browser.post(lift.action, lift.hidden);

    for (const reason of ['', '   ', 'two words', '9LIVES', 'X'.repeat(33)]) {
      const refused = await browser.post(none.action, { ...none.hidden, reason });
      expect(refused.statusCode, reason).toBe(400);
    }
    const { reason: _dropped, ...withoutReason } = none.hidden;
    expect((await browser.post(none.action, withoutReason)).statusCode).toBe(400);
    expect(await me(agent)).toMatchObject({ suspended: false, suspend_reason: null });
  });

  it('deactivates and activates one customer, leaving the others as they are', async () => {
    const agent = await demoAgent();
    const alice = await signUp('alice@example.com');
    const browser = createBrowser(server.app);

    const deactivate = accountForm(await browser.get('/sandbox/admin'), demoUuid(), 'activated');
    expect((await browser.post(deactivate.action, deactivate.hidden)).statusCode).toBe(303);
    expect((await me(agent))?.activated).toBe(false);
    expect(server.modules.account.service.findCustomerByUuid(alice)?.activated).toBe(false);

    const activateAlice = accountForm(await browser.get('/sandbox/admin'), alice, 'activated');
    expect(activateAlice.hidden['state']).toBe('on');
    expect((await browser.post(activateAlice.action, activateAlice.hidden)).statusCode).toBe(303);
    expect(server.modules.account.service.findCustomerByUuid(alice)?.activated).toBe(true);
    expect((await me(agent))?.activated).toBe(false);

    const activate = accountForm(await browser.get('/sandbox/admin'), demoUuid(), 'activated');
    expect(activate.hidden['state']).toBe('on');
    await browser.post(activate.action, activate.hidden);
    expect((await me(agent))?.activated).toBe(true);
  });

  it('refuses a post without the page token, cross-site, from afar, as a GET, for an unknown customer or switch: nothing changes', async () => {
    const agent = await demoAgent();
    const browser = createBrowser(server.app);
    const form = accountForm(
      await browser.get('/sandbox/admin'),
      demoUuid(),
      'suspended',
      'BALANCE',
    );
    const { csrf_token: _token, ...fields } = form.hidden;

    const refused = [
      await browser.post(form.action, fields),
      await browser.post(form.action, { ...form.hidden, csrf_token: 'forged.token' }),
      await browser.post(form.action, form.hidden, { origin: 'http://evil.test' }),
      await createBrowser(server.app, 'evil.test:8080').post(form.action, form.hidden),
    ];
    const remote = await server.app.inject({
      method: 'POST',
      url: form.action,
      remoteAddress: '203.0.113.9',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form.hidden).toString(),
    });
    for (const response of [...refused, remote]) expect(response.statusCode).toBe(403);

    const get = await browser.get('/sandbox/admin/account?switch=suspended&state=on');
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const unknownCustomer = await browser.post(form.action, {
      ...form.hidden,
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCustomer.statusCode).toBe(404);
    const unknownSwitch = await browser.post(form.action, { ...form.hidden, switch: 'balance' });
    expect(unknownSwitch.statusCode).toBe(400);
    const badState = await browser.post(form.action, { ...form.hidden, state: 'maybe' });
    expect(badState.statusCode).toBe(400);

    expect(await me(agent)).toMatchObject({
      activated: true,
      suspended: false,
      suspend_reason: null,
    });
  });
});
