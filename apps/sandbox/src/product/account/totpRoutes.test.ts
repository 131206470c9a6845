import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStores } from '../../test-support/stores.ts';
import { DEMO_CUSTOMER } from './index.ts';
import { base32Decode, hotp, totpCounter } from '@cloud-portal/domain/totp';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:10Z');
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

function codeFor(secret: string, stepOffset = 0): Promise<string> {
  return hotp(base32Decode(secret), totpCounter(clock.getTime()) + stepOffset);
}

async function loggedInDemo() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const login = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  expect(login.statusCode).toBe(200);
  return agent;
}

/** Turns TOTP on for the demo customer; answers the secret and recovery codes. */
async function enableTotp(agent: ReturnType<typeof createAgent>) {
  const setup = await agent.call({
    method: 'POST',
    operation: '/totp/setup/',
    body: { password: DEMO_CUSTOMER.password },
  });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().secret as string;
  expect(setup.json().otpauth_url).toBe(
    `otpauth://totp/Cloud%20Portal:demo%40cloud-portal.test?secret=${secret}&issuer=Cloud%20Portal&algorithm=SHA1&digits=6&period=30`,
  );
  const verified = await agent.call({
    method: 'POST',
    operation: '/totp/verify-setup/',
    body: { code: await codeFor(secret) },
  });
  expect(verified.statusCode).toBe(200);
  return { secret, recoveryCodes: verified.json().recovery_codes as string[] };
}

describe('enabling TOTP', () => {
  it('setup needs the password, returns a base32 secret and otpauth URL; verify-setup turns it on', async () => {
    const agent = await loggedInDemo();
    const wrong = await agent.call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_password' });

    const status = await agent.call({ method: 'GET', operation: '/totp/status/' });
    expect(status.json()).toEqual({ enabled: false, available: true });

    const { secret, recoveryCodes } = await enableTotp(agent);

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect((await agent.call({ method: 'GET', operation: '/totp/status/' })).json()).toEqual({
      enabled: true,
      available: true,
    });
    expect(
      (await agent.call({ method: 'GET', operation: '/customers/' })).json()[0].totp_enabled,
    ).toBe(true);
    expect(
      (await agent.call({ method: 'GET', operation: '/totp/recovery-codes/' })).json(),
    ).toEqual({ remaining: 10, total: 10 });
    // Recovery codes are stored hashed only.
    const stores = openTestStores(server.dataDir);
    const rows = stores.db.prepare('SELECT code_hash FROM recovery_codes').all() as Array<{
      code_hash: string;
    }>;
    stores.close();
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
  });

  it('verify-setup refuses a wrong code, and answers 409 before setup', async () => {
    const agent = await loggedInDemo();
    const early = await agent.call({
      method: 'POST',
      operation: '/totp/verify-setup/',
      body: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'totp_setup_not_started' });

    const setup = await agent.call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: DEMO_CUSTOMER.password },
    });
    const wrong = await agent.call({
      method: 'POST',
      operation: '/totp/verify-setup/',
      body: { code: await codeFor(setup.json().secret, 3) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_totp_code' });
  });

  it('is refused for social-login accounts (§6)', async () => {
    const agent = await loggedInDemo();
    const repositories = openTestStores(server.dataDir);
    const demo = repositories.customers.findByEmail(DEMO_CUSTOMER.email);
    repositories.customers.setSocialProvider(demo?.uuid ?? '', 'github');
    repositories.close();

    const setup = await agent.call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: DEMO_CUSTOMER.password },
    });

    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toMatchObject({ code: 'totp_social_login' });
    expect((await agent.call({ method: 'GET', operation: '/totp/status/' })).json()).toEqual({
      enabled: false,
      available: false,
    });
  });

  it('every management call answers 401 when logged out', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const calls = [
      { method: 'POST', operation: '/totp/setup/', body: { password: 'x' } },
      { method: 'POST', operation: '/totp/verify-setup/', body: { code: '123456' } },
      { method: 'GET', operation: '/totp/status/' },
      { method: 'POST', operation: '/totp/disable/', body: { password: 'x' } },
      { method: 'GET', operation: '/totp/recovery-codes/' },
      { method: 'POST', operation: '/totp/recovery-codes/regenerate/', body: { password: 'x' } },
    ] as const;
    for (const call of calls) {
      expect((await agent.call(call)).statusCode, call.operation).toBe(401);
    }
  });
});

describe('logging in with TOTP', () => {
  it('login answers totp_required without a session; verify with the code opens it', async () => {
    const setupAgent = await loggedInDemo();
    const { secret } = await enableTotp(setupAgent);
    clock = new Date(clock.getTime() + 60_000); // the setup code's step is used

    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const login = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ totp_required: true });
    expect(agent.jar.has('access_token__')).toBe(false);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);

    const code = await codeFor(secret);
    const verified = await agent.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().customer.email).toBe(DEMO_CUSTOMER.email);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);

    // The same code again (another login in the same 30 s): refused.
    const second = createAgent(server.app);
    await second.primeCsrf();
    await second.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const replay = await second.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'invalid_totp_code' });
  });

  it('accepts each recovery code once (any case, with a hyphen)', async () => {
    const setupAgent = await loggedInDemo();
    const { recoveryCodes } = await enableTotp(setupAgent);
    const recovery = recoveryCodes[0] ?? '';
    const typed = `${recovery.slice(0, 4).toUpperCase()}-${recovery.slice(4)}`;

    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const verified = await agent.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: typed },
    });
    expect(verified.statusCode).toBe(200);
    expect(
      (await agent.call({ method: 'GET', operation: '/totp/recovery-codes/' })).json(),
    ).toEqual({ remaining: 9, total: 10 });

    const again = createAgent(server.app);
    await again.primeCsrf();
    await again.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const reused = await again.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: recovery },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('verify needs the password step first (challenge cookie) and it expires after 5 minutes', async () => {
    const setupAgent = await loggedInDemo();
    const { secret } = await enableTotp(setupAgent);
    clock = new Date(clock.getTime() + 60_000);

    const skipper = createAgent(server.app);
    await skipper.primeCsrf();
    const skipped = await skipper.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: await codeFor(secret) },
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toMatchObject({ code: 'login_challenge_invalid' });

    const slow = createAgent(server.app);
    await slow.primeCsrf();
    await slow.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    const late = await slow.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: await codeFor(secret) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'login_challenge_invalid' });
  });

  it('limits wrong codes per account (429)', async () => {
    const setupAgent = await loggedInDemo();
    const { secret } = await enableTotp(setupAgent);
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await agent.call({
        method: 'POST',
        operation: '/totp/verify/',
        body: { email: DEMO_CUSTOMER.email, code: '000000' },
      });
      expect(wrong.statusCode).toBe(400);
    }

    const blocked = await agent.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: await codeFor(secret, 1) },
    });

    expect(blocked.statusCode).toBe(429);
  });
});

describe('managing TOTP', () => {
  it('regenerate replaces the codes (old ones stop working); disable turns TOTP off', async () => {
    const agent = await loggedInDemo();
    const { recoveryCodes } = await enableTotp(agent);

    const wrong = await agent.call({
      method: 'POST',
      operation: '/totp/recovery-codes/regenerate/',
      body: { password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const regenerated = await agent.call({
      method: 'POST',
      operation: '/totp/recovery-codes/regenerate/',
      body: { password: DEMO_CUSTOMER.password },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().recovery_codes as string[];
    expect(fresh).not.toContain(recoveryCodes[0]);

    const other = createAgent(server.app);
    await other.primeCsrf();
    await other.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const old = await other.call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: recoveryCodes[0] },
    });
    expect(old.statusCode).toBe(400);

    const disabled = await agent.call({
      method: 'POST',
      operation: '/totp/disable/',
      body: { password: DEMO_CUSTOMER.password },
    });
    expect(disabled.json()).toEqual({ enabled: false, available: true });
    expect(
      (await agent.call({ method: 'GET', operation: '/totp/recovery-codes/' })).statusCode,
    ).toBe(409);
    const plain = createAgent(server.app);
    await plain.primeCsrf();
    expect((await plain.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json()).toHaveProperty(
      'customer',
    );
  });

  it('setup answers 409 while TOTP is on; disable needs the password', async () => {
    const agent = await loggedInDemo();
    await enableTotp(agent);

    const again = await agent.call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: DEMO_CUSTOMER.password },
    });
    const disable = await agent.call({
      method: 'POST',
      operation: '/totp/disable/',
      body: { password: 'wrong-password' },
    });

    expect(again.statusCode).toBe(409);
    expect(disable.statusCode).toBe(400);
  });
});
