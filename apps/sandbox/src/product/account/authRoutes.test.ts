import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from './index.ts';
import { cookieOf, createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer({
    rateLimits: { perAccount: 3, perAddress: 8, windowMs: 60_000 },
  });
});
afterEach(async () => {
  await server.close();
});

describe('POST /api/login/', () => {
  it('logs the demo customer in: customer body, HttpOnly Lax session cookies, new CSRF token', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const anonymousCsrf = agent.jar.get('csrftoken__');

    const response = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customer: { email: DEMO_CUSTOMER.email, activated: true, totp_enabled: false },
    });
    const access = cookieOf(response, 'access_token__');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(access?.secure).toBeFalsy(); // plain http here; https gets Secure (below)
    expect(access?.value.split('.')).toHaveLength(3);
    expect(cookieOf(response, 'refresh_token__')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/',
    });
    expect(cookieOf(response, 'access_expires__')?.httpOnly).toBeFalsy();
    expect(cookieOf(response, 'csrftoken__')?.httpOnly).toBeFalsy();
    expect(agent.jar.get('csrftoken__')).not.toBe(anonymousCsrf);
    // Tokens travel only in cookies, never in the body.
    expect(response.body).not.toContain(access?.value ?? 'none');

    const me = await agent.call({ method: 'GET', operation: '/customers/' });
    expect(me.statusCode).toBe(200);
    expect(me.json()[0].email).toBe(DEMO_CUSTOMER.email);
  });

  it('accepts the email in any case and with spaces (normalised)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.login('  DEMO@Cloud-Portal.test ', DEMO_CUSTOMER.password);

    expect(response.statusCode).toBe(200);
  });

  it('sets Secure cookies when the request came over https (behind a trusted TLS proxy)', async () => {
    const httpsServer = await startTestServer({ trustProxy: 1 });
    try {
      const agent = createAgent(httpsServer.app);
      const https = { 'x-forwarded-proto': 'https' };
      await agent.call({ method: 'GET', operation: '/refresh-status/', headers: https });

      const response = await agent.call({
        method: 'POST',
        operation: '/login/',
        headers: https,
        body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      });

      expect(response.statusCode).toBe(200);
      // Over https the names carry the __Host- prefix (httpsCookies.test.ts has the details).
      for (const name of ['access_token__', 'refresh_token__', 'access_expires__', 'csrftoken__'])
        expect(cookieOf(response, `__Host-${name}`)?.secure, name).toBe(true);
    } finally {
      await httpsServer.close();
    }
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const wrongPassword = await agent.login(DEMO_CUSTOMER.email, 'not-the-password');
    const unknownEmail = await agent.login('nobody@cloud-portal.test', 'not-the-password');

    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      code: 'invalid_credentials',
      message: 'The email or password is not correct.',
    });
    expect(cookieOf(wrongPassword, 'access_token__')).toBeUndefined();
  });

  it('takes comparable time for unknown emails (a dummy scrypt check runs)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login('warm-up@cloud-portal.test', 'not-the-password'); // creates the dummy hash

    const time = async (email: string) => {
      const start = performance.now();
      await agent.login(email, 'not-the-password');
      return performance.now() - start;
    };
    // The fastest of three each, alternated: a pause of the machine (a busy CI run, GC) adds to
    // one sample and is not a difference of the two paths.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await time(DEMO_CUSTOMER.email));
      unknown.push(await time('nobody@cloud-portal.test'));
    }

    // Both pay for one scrypt (tens of ms); a missing check would make `unknown` near zero.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 4);
  });

  it('answers 400 with field errors for a missing email or password', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.call({
      method: 'POST',
      operation: '/login/',
      body: { email: 'x' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      errors: { email: ['Enter a valid email address.'], password: ['This is a required field.'] },
    });
  });

  it('limits failed attempts per account (429 with Retry-After), also for the right password', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await agent.login(DEMO_CUSTOMER.email, `wrong-${attempt}-password`)).statusCode).toBe(
        400,
      );
    }

    const blocked = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected by this account's counter.
    expect((await agent.login('other@cloud-portal.test', 'whatever-password')).statusCode).toBe(
      400,
    );
  });

  it('limits unknown emails the same way (no enumeration through the limiter)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await agent.login('ghost@cloud-portal.test', 'wrong-password');

    expect((await agent.login('ghost@cloud-portal.test', 'wrong-password')).statusCode).toBe(429);
  });

  it('limits attempts per client address across accounts', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    for (let attempt = 0; attempt < 8; attempt += 1)
      await agent.login(`user${attempt}@cloud-portal.test`, 'wrong-password');

    const blocked = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    expect(blocked.statusCode).toBe(429);
  });
});

describe('CSRF', () => {
  it('refuses a mutating call without X-CSRFToken (403) and hands out a cookie', async () => {
    const agent = createAgent(server.app);

    const response = await agent.call({
      method: 'POST',
      operation: '/login/',
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_failed' });
    expect(agent.jar.get('csrftoken__')).toBeDefined();
    // With the cookie now in the jar, the same call passes.
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  });

  it('refuses a header that differs from the cookie, and a forged token', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const token = agent.jar.get('csrftoken__') ?? '';

    const mismatch = await agent.call({
      method: 'POST',
      operation: '/logout/',
      csrf: false,
      headers: { 'x-csrftoken': `${token}x` },
    });
    agent.jar.set('csrftoken__', 'forged.signature');
    const forged = await agent.call({
      method: 'POST',
      operation: '/logout/',
      csrf: false,
      headers: { 'x-csrftoken': 'forged.signature' },
    });

    expect(mismatch.statusCode).toBe(403);
    expect(forged.statusCode).toBe(403);
  });

  it('a token of the anonymous visitor does not work for the logged-in session (bound to it)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const anonymousToken = agent.jar.get('csrftoken__') ?? '';
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    agent.jar.set('csrftoken__', anonymousToken);

    const response = await agent.call({
      method: 'POST',
      operation: '/customers/change-password',
      body: { old_password: DEMO_CUSTOMER.password, password: 'another-password-1' },
    });

    expect(response.statusCode).toBe(403);
  });

  it('refuses cross-site requests even with a valid token', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const bySecFetch = await agent.call({
      method: 'POST',
      operation: '/logout/',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    const byOrigin = await agent.call({
      method: 'POST',
      operation: '/logout/',
      headers: { origin: 'https://evil.test' },
    });
    const sameOrigin = await agent.call({
      method: 'POST',
      operation: '/logout/',
      headers: {
        origin: 'http://portal.test:8080',
        host: 'portal.test:8080',
        'sec-fetch-site': 'same-origin',
      },
    });

    expect(bySecFetch.statusCode).toBe(403);
    expect(byOrigin.json()).toMatchObject({ code: 'csrf_failed' });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('POST /api/jwt-refresh/ and POST /api/logout/', () => {
  it('rotates the refresh token; the old one then fails and revokes the session', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const firstRefresh = agent.jar.get('refresh_token__');

    const refreshed = await agent.call({ method: 'POST', operation: '/jwt-refresh/' });

    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toHaveProperty('access.expires_at');
    const secondRefresh = agent.jar.get('refresh_token__');
    expect(secondRefresh).toBeDefined();
    expect(secondRefresh).not.toBe(firstRefresh);

    // A thief replays the old token: refused, and the whole session ends.
    const thief = createAgent(server.app);
    await thief.primeCsrf();
    thief.jar.set('refresh_token__', firstRefresh ?? '');
    const replay = await thief.call({ method: 'POST', operation: '/jwt-refresh/' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'invalid_refresh_token' });

    const me = await agent.call({ method: 'GET', operation: '/customers/' });
    expect(me.statusCode).toBe(401);
  });

  it('renews a session whose access token is gone', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    agent.jar.delete('access_token__');
    agent.jar.delete('access_expires__');

    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    expect((await agent.call({ method: 'POST', operation: '/jwt-refresh/' })).statusCode).toBe(200);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
  });

  it('answers 401 without a refresh token', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const response = await agent.call({ method: 'POST', operation: '/jwt-refresh/' });

    expect(response.statusCode).toBe(401);
  });

  it('logout revokes the session server-side: a copied access token stops working', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const copiedAccess = agent.jar.get('access_token__') ?? '';
    const copiedRefresh = agent.jar.get('refresh_token__') ?? '';

    const response = await agent.call({ method: 'POST', operation: '/logout/' });

    expect(response.statusCode).toBe(200);
    expect(agent.jar.has('access_token__')).toBe(false);
    expect(agent.jar.has('refresh_token__')).toBe(false);
    const replayed = await server.app.inject({
      method: 'GET',
      url: '/api/customers/',
      headers: { cookie: `access_token__=${copiedAccess}` },
    });
    expect(replayed.statusCode).toBe(401);
    const other = createAgent(server.app);
    await other.primeCsrf();
    other.jar.set('refresh_token__', copiedRefresh);
    expect((await other.call({ method: 'POST', operation: '/jwt-refresh/' })).statusCode).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    expect((await agent.call({ method: 'POST', operation: '/logout/' })).statusCode).toBe(200);
  });
});

describe('GET /api/customers/', () => {
  it('answers 401 when logged out, and for a tampered token', async () => {
    const agent = createAgent(server.app);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);

    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const [header, payload, signature] = (agent.jar.get('access_token__') ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    agent.jar.set('access_token__', `${header}.${forged}.${signature}`);

    const response = await agent.call({ method: 'GET', operation: '/customers/' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'not_authenticated', message: 'Log in to continue.' });
  });
});
