import { base32Decode, hotp, totpCounter } from '@cloud-portal/domain/totp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStores } from '../../test-support/stores.ts';
import { DEMO_CUSTOMER } from './index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:00Z');
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

/** Reads the sandbox database next to the running server (WAL: sees committed writes). */
function peek() {
  const stores = openTestStores(server.dataDir);
  return { repositories: stores, close: stores.close };
}

async function outboxLinks(): Promise<string[]> {
  const page = await server.app.inject({ method: 'GET', url: '/sandbox/outbox' });
  return [...page.body.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

describe('POST /api/customers/ (sign-up)', () => {
  it('creates the account, logs it in, and stores fingerprint and affiliate cookies', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    agent.jar.set('affiliate_uuid', 'aff-42');
    agent.jar.set('affiliate_hit', '7');

    const response = await agent.call({
      method: 'POST',
      operation: '/customers/',
      body: {
        email: ' New.User@Example.COM ',
        password: 'a-long-password',
        fp: 'f1ngerprint',
        fp_data: { screen: '1920x1080', timezone: 'Europe/Amsterdam' },
      },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'ok' });
    const me = await agent.call({ method: 'GET', operation: '/customers/' });
    expect(me.json()[0]).toMatchObject({
      email: 'new.user@example.com',
      activated: false,
      totp_enabled: false,
      social_provider: null,
      balance: '0.00',
    });
    const { repositories, close } = peek();
    const stored = repositories.customers.findByEmail('new.user@example.com');
    close();
    expect(stored).toMatchObject({ fp: 'f1ngerprint', affiliateUuid: 'aff-42', affiliateHit: '7' });
    expect(JSON.parse(stored?.fpData ?? '{}')).toEqual({
      screen: '1920x1080',
      timezone: 'Europe/Amsterdam',
    });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('prefers affiliate fields of the body over the cookies', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    agent.jar.set('affiliate_uuid', 'from-cookie');

    await agent.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'aff@example.com', password: 'a-long-password', affiliate_uuid: 'from-body' },
    });

    const { repositories, close } = peek();
    expect(repositories.customers.findByEmail('aff@example.com')?.affiliateUuid).toBe('from-body');
    close();
  });

  it('answers a taken address exactly like a new one, without a session, and mails the owner', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'DEMO@cloud-portal.test', password: 'an-attackers-password' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'ok' });
    expect(agent.jar.has('access_token__')).toBe(false);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(page.body).toContain('Someone tried to sign up with your address');
    expect(page.body).toContain(DEMO_CUSTOMER.email);
    // The demo password still works.
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  });

  it('refuses a short password and a bad email with field errors (§5)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'not-an-email', password: 'short' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'Enter a valid email address.',
      errors: {
        email: ['Enter a valid email address.'],
        password: ['The password must be at least 10 characters.'],
      },
    });
  });
});

describe('PUT /api/customers/{id}/', () => {
  /** The demo customer logged in on a new agent; answers the agent and the uuid. */
  async function loggedInDemo() {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const login = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    return { agent, uuid: login.json().customer.uuid as string };
  }

  function changeEmail(
    agent: ReturnType<typeof createAgent>,
    uuid: string,
    body: Record<string, string>,
  ) {
    return agent.call({
      method: 'PUT',
      operation: '/customers/{id}/',
      path: `/customers/${uuid}/`,
      body,
    });
  }

  /** The stored customer and the outbox (newest first), read behind the API. */
  function stored(uuid: string) {
    const { repositories, close } = peek();
    const customer = repositories.customers.findByUuid(uuid);
    const outbox = repositories.outbox.list();
    close();
    return { customer, outbox };
  }

  it('changes the own email with the current password; another uuid is 404; a taken email is 409; logged out is 401', async () => {
    const { agent, uuid } = await loggedInDemo();

    const changed = await changeEmail(agent, uuid, {
      email: 'Demo2@Cloud-Portal.test',
      current_password: DEMO_CUSTOMER.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('demo2@cloud-portal.test');

    const other = await agent.call({
      method: 'PUT',
      operation: '/customers/{id}/',
      path: '/customers/00000000-0000-4000-8000-000000000000/',
      body: { email: 'x@example.com', current_password: DEMO_CUSTOMER.password },
    });
    expect(other.statusCode).toBe(404);

    const signUp = createAgent(server.app);
    await signUp.primeCsrf();
    await signUp.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'taken@example.com', password: 'a-long-password' },
    });
    const taken = await changeEmail(agent, uuid, {
      email: 'taken@example.com',
      current_password: DEMO_CUSTOMER.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'email_taken',
      message: 'This email address cannot be used. Choose another one.',
    });

    const invalid = await changeEmail(agent, uuid, {
      email: 'nope',
      current_password: DEMO_CUSTOMER.password,
    });
    expect(invalid.statusCode).toBe(400);

    await agent.call({ method: 'POST', operation: '/logout/' });
    const loggedOut = await changeEmail(agent, uuid, {
      email: 'y@example.com',
      current_password: DEMO_CUSTOMER.password,
    });
    expect(loggedOut.statusCode).toBe(401);
  });

  it('needs the current password: missing is a field error, wrong is invalid_password, a taken address is not told', async () => {
    const { agent, uuid } = await loggedInDemo();
    const signUp = createAgent(server.app);
    await signUp.primeCsrf();
    await signUp.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'taken@example.com', password: 'a-long-password' },
    });

    const missing = await agent.call({
      method: 'PUT',
      operation: '/customers/{id}/',
      path: `/customers/${uuid}/`,
      body: { email: 'new@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'invalid_input',
      message: 'This is a required field.',
      errors: { current_password: ['This is a required field.'] },
    });

    for (const email of ['new@example.com', 'taken@example.com']) {
      const wrong = await changeEmail(agent, uuid, {
        email,
        current_password: 'not-the-password',
      });
      expect(wrong.statusCode, email).toBe(400);
      expect(wrong.json(), email).toEqual({
        code: 'invalid_password',
        message: 'The current password is not correct.',
        errors: { current_password: ['The current password is not correct.'] },
      });
    }
    expect(stored(uuid).customer?.email).toBe(DEMO_CUSTOMER.email);
    expect(stored(uuid).outbox).toHaveLength(0);
  });

  it('with TOTP on, also needs a code: a missing or replayed one is refused, a fresh one works', async () => {
    const { agent, uuid } = await loggedInDemo();
    const setup = await agent.call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: DEMO_CUSTOMER.password },
    });
    const secret = base32Decode(setup.json().secret as string);
    const counter = totpCounter(clock.getTime());
    await agent.call({
      method: 'POST',
      operation: '/totp/verify-setup/',
      body: { code: await hotp(secret, counter) },
    });
    const body = { email: 'second@example.com', current_password: DEMO_CUSTOMER.password };

    const missing = await changeEmail(agent, uuid, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      totp_code: ['Enter the code of your authenticator app or a recovery code.'],
    });
    // The code that confirmed the setup was used already.
    const replayed = await changeEmail(agent, uuid, {
      ...body,
      totp_code: await hotp(secret, counter),
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'invalid_totp_code' });
    expect(stored(uuid).customer?.email).toBe(DEMO_CUSTOMER.email);

    const fresh = await changeEmail(agent, uuid, {
      ...body,
      totp_code: await hotp(secret, counter + 1),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ email: 'second@example.com', totp_enabled: true });
  });

  it('tells the old address, ends the other sessions (keeps this one) and voids unused reset links', async () => {
    const { agent, uuid } = await loggedInDemo();
    const { agent: otherDevice } = await loggedInDemo();
    const stranger = createAgent(server.app);
    await stranger.primeCsrf();
    await stranger.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: DEMO_CUSTOMER.email },
    });
    const resetLink = stored(uuid).outbox[0]?.link ?? '';
    const token = new URL(resetLink, 'http://x').searchParams.get('token');

    const changed = await changeEmail(agent, uuid, {
      email: 'moved@example.com',
      current_password: DEMO_CUSTOMER.password,
    });
    expect(changed.statusCode).toBe(200);

    const notice = stored(uuid).outbox[0];
    expect(notice).toMatchObject({
      recipient: DEMO_CUSTOMER.email,
      subject: 'The email address of your Cloud Portal account was changed',
      link: null,
    });
    expect(notice?.body).toContain('to moved@example.com');
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
    expect((await otherDevice.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(
      401,
    );
    const reset = await stranger.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token, password: 'takeover-password-2026' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await stranger.login('moved@example.com', DEMO_CUSTOMER.password)).statusCode).toBe(
      200,
    );
  });

  it('limits attempts per account, so the taken answer cannot test many addresses', async () => {
    const { agent, uuid } = await loggedInDemo();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await changeEmail(agent, uuid, {
        email: `probe-${attempt}@example.com`,
        current_password: attempt % 2 === 0 ? 'not-the-password' : DEMO_CUSTOMER.password,
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([400, 200, 400, 200, 400]);
    expect(answers[5]).toBe(429);

    // Another account is not affected by this one's count.
    const second = createAgent(server.app);
    await second.primeCsrf();
    await second.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'second@example.com', password: 'a-long-password' },
    });
    const me = await second.call({ method: 'GET', operation: '/customers/' });
    const own = await changeEmail(second, me.json()[0].uuid as string, {
      email: 'probe-5@example.com',
      current_password: 'a-long-password',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('PUT /api/customers/{id}/ per client address', () => {
  it('counts email changes with the other attempts of the address', async () => {
    await server.close();
    server = await startTestServer({
      now: () => clock,
      rateLimits: { perAccount: 5, perAddress: 3, windowMs: 60_000 },
    });
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const login = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const uuid = login.json().customer.uuid as string;
    const attempt = () =>
      agent.call({
        method: 'PUT',
        operation: '/customers/{id}/',
        path: `/customers/${uuid}/`,
        body: { email: 'taken-or-not@example.com', current_password: 'not-the-password' },
      });

    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/customers/change-password', () => {
  it('needs the current password, then revokes the other sessions but keeps this one', async () => {
    const agent = createAgent(server.app);
    const otherDevice = createAgent(server.app);
    for (const client of [agent, otherDevice]) {
      await client.primeCsrf();
      await client.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    }

    const wrong = await agent.call({
      method: 'POST',
      operation: '/customers/change-password',
      body: { old_password: 'not-it-at-all', password: 'brand-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_password' });
    const short = await agent.call({
      method: 'POST',
      operation: '/customers/change-password',
      body: { old_password: DEMO_CUSTOMER.password, password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const changed = await agent.call({
      method: 'POST',
      operation: '/customers/change-password',
      body: { old_password: DEMO_CUSTOMER.password, password: 'brand-new-password' },
    });

    expect(changed.statusCode).toBe(200);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
    expect((await otherDevice.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(
      401,
    );
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(400);
    expect((await agent.login(DEMO_CUSTOMER.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('answers 401 when logged out', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.call({
      method: 'POST',
      operation: '/customers/change-password',
      body: { old_password: 'x', password: 'brand-new-password' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('password reset through the outbox', () => {
  it('mails a single-use link; the new password works, the old one and other sessions do not', async () => {
    const device = createAgent(server.app);
    await device.primeCsrf();
    await device.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const requested = await agent.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: 'Demo@Cloud-Portal.test' },
    });
    expect(requested.statusCode).toBe(200);

    const [link] = await outboxLinks();
    expect(link).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link ?? '', 'http://x').searchParams.get('token');

    const reset = await agent.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token, password: 'reset-password-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await agent.login(DEMO_CUSTOMER.email, 'reset-password-2026')).statusCode).toBe(200);
    expect((await device.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);

    const again = await agent.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token, password: 'another-password-2026' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_reset_token' });
  });

  it('answers an unknown address the same and mails nothing', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const unknown = await agent.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: 'nobody@example.com' },
    });
    const known = await agent.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: DEMO_CUSTOMER.email },
    });

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outboxLinks()).toHaveLength(1);
  });

  it('expires a link after 1 hour', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: DEMO_CUSTOMER.email },
    });
    const token = new URL((await outboxLinks())[0] ?? '', 'http://x').searchParams.get('token');

    clock = new Date(clock.getTime() + 60 * 60_000 + 1);
    const response = await agent.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token, password: 'reset-password-2026' },
    });

    expect(response.statusCode).toBe(400);
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  });

  it('does not use the link up when the new password is too short', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: DEMO_CUSTOMER.email },
    });
    const token = new URL((await outboxLinks())[0] ?? '', 'http://x').searchParams.get('token');

    const short = await agent.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token, password: 'short' },
    });
    const good = await agent.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token, password: 'long-enough-password' },
    });

    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'invalid_input' });
    expect(good.statusCode).toBe(200);
  });

  it('refuses an unknown token and an invalid email', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const badToken = await agent.call({
      method: 'POST',
      operation: '/customers/reset-password',
      body: { token: 'made-up', password: 'long-enough-password' },
    });
    const badEmail = await agent.call({
      method: 'POST',
      operation: '/customers/request-reset-password',
      body: { email: 'x' },
    });

    expect(badToken.statusCode).toBe(400);
    expect(badEmail.statusCode).toBe(400);
  });
});
