import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import { cookieOf, createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from './index.ts';

const HSTS = 'max-age=63072000; includeSubDomains';
/** What a TLS-terminating proxy adds to every request it forwards. */
const HTTPS = { 'x-forwarded-proto': 'https' };
const SESSION_COOKIES = [
  'access_token__',
  'access_expires__',
  'refresh_token__',
  'csrftoken__',
] as const;

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:10Z');
  // One trusted proxy: its X-Forwarded-Proto decides the scheme.
  server = await startTestServer({ trustProxy: 1, now: () => clock });
});
afterEach(async () => {
  await server.close();
});

/** An agent whose every call comes through the https proxy. */
function httpsAgent() {
  const agent = createAgent(server.app);
  return {
    agent,
    call: (input: Parameters<typeof agent.call>[0]) =>
      agent.call({ ...input, headers: { ...HTTPS, ...input.headers } }),
  };
}

describe('over https', () => {
  it('names the session cookies __Host-…: Secure, Path=/, no Domain; the plain names are not set', async () => {
    const { agent, call } = httpsAgent();
    await call({ method: 'GET', operation: '/refresh-status/' });

    const login = await call({
      method: 'POST',
      operation: '/login/',
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });

    expect(login.statusCode).toBe(200);
    for (const name of SESSION_COOKIES) {
      const cookie = cookieOf(login, `__Host-${name}`);
      expect(cookie, name).toMatchObject({ secure: true, path: '/', sameSite: 'Lax' });
      expect(cookie && 'domain' in cookie && cookie.domain, name).toBeFalsy();
      expect(cookieOf(login, name), name).toBeUndefined();
    }
    expect(cookieOf(login, '__Host-access_token__')?.httpOnly).toBe(true);
    expect(cookieOf(login, '__Host-refresh_token__')?.httpOnly).toBe(true);
    expect(cookieOf(login, '__Host-access_expires__')?.httpOnly).toBeFalsy();
    expect(cookieOf(login, '__Host-csrftoken__')?.httpOnly).toBeFalsy();

    // The session works with those names: API, refresh, logout.
    expect((await call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
    const refreshed = await call({ method: 'POST', operation: '/jwt-refresh/' });
    expect(refreshed.statusCode).toBe(200);
    expect(cookieOf(refreshed, '__Host-refresh_token__')).toMatchObject({
      path: '/',
      secure: true,
    });
    const logout = await call({ method: 'POST', operation: '/logout/' });
    expect(logout.statusCode).toBe(200);
    for (const name of ['access_token__', 'access_expires__', 'refresh_token__']) {
      // Cleared with the same attributes, or the browser would ignore the deletion.
      expect(cookieOf(logout, `__Host-${name}`), name).toMatchObject({
        value: '',
        path: '/',
        secure: true,
      });
    }
    expect(agent.jar.has('__Host-access_token__')).toBe(false);
    expect((await call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
  });

  it('ignores cookies under the plain names (a sibling subdomain or http page could set those)', async () => {
    const { agent, call } = httpsAgent();
    await call({ method: 'GET', operation: '/refresh-status/' });
    await call({
      method: 'POST',
      operation: '/login/',
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    for (const name of SESSION_COOKIES) {
      const value = agent.jar.get(`__Host-${name}`) ?? '';
      agent.jar.delete(`__Host-${name}`);
      agent.jar.set(name, value);
    }

    expect((await call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    const logout = await call({
      method: 'POST',
      operation: '/logout/',
      headers: { 'x-csrftoken': agent.jar.get('csrftoken__') ?? '' },
      csrf: false,
    });
    expect(logout.statusCode).toBe(403);
  });

  it('names the TOTP login challenge __Host-login_challenge__ on Path=/', async () => {
    const { agent, call } = httpsAgent();
    await call({ method: 'GET', operation: '/refresh-status/' });
    await call({
      method: 'POST',
      operation: '/login/',
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const setup = await call({
      method: 'POST',
      operation: '/totp/setup/',
      body: { password: DEMO_CUSTOMER.password },
    });
    const secret = setup.json().secret as string;
    const code = (offset: number) =>
      totpCode(base32Decode(secret), clock.getTime() + offset * 30_000);
    await call({ method: 'POST', operation: '/totp/verify-setup/', body: { code: await code(0) } });
    await call({ method: 'POST', operation: '/logout/' });

    const login = await call({
      method: 'POST',
      operation: '/login/',
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });

    expect(login.json()).toEqual({ totp_required: true });
    expect(cookieOf(login, '__Host-login_challenge__')).toMatchObject({
      httpOnly: true,
      secure: true,
      path: '/',
    });
    expect(cookieOf(login, 'login_challenge__')).toBeUndefined();
    clock = new Date(clock.getTime() + 30_000);
    const verified = await call({
      method: 'POST',
      operation: '/totp/verify/',
      body: { email: DEMO_CUSTOMER.email, code: await code(0) },
    });
    expect(verified.statusCode).toBe(200);
    expect(cookieOf(verified, '__Host-login_challenge__')).toMatchObject({ value: '', path: '/' });
    expect(agent.jar.has('__Host-access_token__')).toBe(true);
  });

  it('sends Strict-Transport-Security on API answers and pages', async () => {
    const api = await server.app.inject({ method: 'GET', url: '/api/time/', headers: HTTPS });
    const page = await server.app.inject({ method: 'GET', url: '/control', headers: HTTPS });

    expect(api.headers['strict-transport-security']).toBe(HSTS);
    expect(page.headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('over plain http (local use)', () => {
  it('keeps the plain cookie names and the /api/ path of the refresh cookie, and sends no HSTS', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const login = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    for (const name of SESSION_COOKIES) {
      expect(cookieOf(login, name), name).toBeDefined();
      expect(cookieOf(login, `__Host-${name}`), name).toBeUndefined();
    }
    expect(cookieOf(login, 'refresh_token__')?.path).toBe('/api/');
    expect(login.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no HSTS for a forwarded https scheme when no proxy is trusted', async () => {
    const direct = await startTestServer();
    try {
      const response = await direct.app.inject({
        method: 'GET',
        url: '/api/time/',
        headers: HTTPS,
      });

      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.cookies.map((cookie) => cookie.name)).toContain('csrftoken__');
    } finally {
      await direct.close();
    }
  });
});
