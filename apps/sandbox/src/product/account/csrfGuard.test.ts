import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from './index.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

/** A logged-in agent and its cookies as one `Cookie` header (sent by hand to odd URLs). */
async function loggedIn() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  const cookie = [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { agent, cookie };
}

async function sessionStillWorks(agent: ReturnType<typeof createAgent>): Promise<boolean> {
  const me = await agent.call({ method: 'GET', operation: '/customers/' });
  return me.statusCode === 200;
}

describe('CSRF guard on the routed path', () => {
  // The router decodes the path: each of these reaches an /api route although the raw URL does
  // not start with "/api/".
  it.each([
    '/%61pi/logout/',
    '/%61%70%69/logout/',
    '/%61pi/%6cogout/',
    '/api/%6cogout/',
    '/api/logout/', // the plain path, for comparison
  ])('refuses POST %s without X-CSRFToken (403) and the session lives on', async (url) => {
    const { agent, cookie } = await loggedIn();

    const response = await server.app.inject({ method: 'POST', url, headers: { cookie } });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_failed' });
    expect(await sessionStillWorks(agent)).toBe(true);
  });

  it('refuses an encoded change-password without the token: the password stays', async () => {
    const { cookie } = await loggedIn();

    const response = await server.app.inject({
      method: 'POST',
      url: '/%61pi/customers/change-password',
      headers: { cookie },
      payload: { old_password: DEMO_CUSTOMER.password, password: 'taken-over-password-1' },
    });

    expect(response.statusCode).toBe(403);
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  });

  // The router is case-sensitive and keeps empty segments, so these reach no route: a 404 that
  // changes nothing. Were the router ever made laxer, the guard (keyed on the matched route)
  // would follow it.
  it.each(['/API/logout/', '/Api/logout/', '/api/LOGOUT/', '//api/logout/', '/api//logout/'])(
    'answers POST %s with 404 and leaves the session alone',
    async (url) => {
      const { agent, cookie } = await loggedIn();

      const response = await server.app.inject({ method: 'POST', url, headers: { cookie } });

      expect(response.statusCode).toBe(404);
      expect(await sessionStillWorks(agent)).toBe(true);
    },
  );

  // Dot segments: a browser resolves them before sending; inject() does too, and a raw request
  // line keeps them (no route, 404). Either way the call must not get through unguarded.
  it.each(['/./api/logout/', '/x/../api/logout/', '/api/./logout/', '/%2e/api/logout/'])(
    'never lets POST %s through without the token',
    async (url) => {
      const { agent, cookie } = await loggedIn();

      const response = await server.app.inject({ method: 'POST', url, headers: { cookie } });

      expect([403, 404]).toContain(response.statusCode);
      expect(await sessionStillWorks(agent)).toBe(true);
    },
  );

  it('hands out the CSRF cookie on an encoded API GET too', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/%61pi/refresh-status/' });

    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === 'csrftoken__')).toBe(true);
  });

  it('still accepts an encoded path with a valid token', async () => {
    const { agent, cookie } = await loggedIn();

    const response = await server.app.inject({
      method: 'POST',
      url: '/%61pi/logout/',
      headers: { cookie, 'x-csrftoken': agent.jar.get('csrftoken__') ?? '' },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('CSRF binding while a refresh races', () => {
  // Two requests of one browser: one rotates the refresh token, the other was sent with the old
  // one and an access token that had just expired (the control page and a second tab, §4).
  it('keeps the CSRF cookie of a request carrying a just-rotated refresh token', async () => {
    const { agent } = await loggedIn();
    const stale = new Map(agent.jar);
    stale.delete('access_token__');
    expect((await agent.call({ method: 'POST', operation: '/jwt-refresh/' })).statusCode).toBe(200);
    const staleCookie = [...stale].map(([name, value]) => `${name}=${value}`).join('; ');

    const raced = await server.app.inject({
      method: 'GET',
      url: '/api/refresh-status/',
      headers: { cookie: staleCookie },
    });

    expect(raced.statusCode).toBe(200);
    expect(raced.cookies.some((cookie) => cookie.name === 'csrftoken__')).toBe(false);
    // The token the page holds still passes a post of the refreshed session.
    expect((await agent.call({ method: 'POST', operation: '/logout/' })).statusCode).toBe(200);
  });

  it('keeps the CSRF cookie in the forms of a fake page opened during the race', async () => {
    const { agent } = await loggedIn();
    const stale = new Map(agent.jar);
    stale.delete('access_token__');
    expect((await agent.call({ method: 'POST', operation: '/jwt-refresh/' })).statusCode).toBe(200);

    const page = await server.app.inject({
      method: 'GET',
      url: '/sandbox/admin',
      headers: { cookie: [...stale].map(([name, value]) => `${name}=${value}`).join('; ') },
    });

    expect(page.statusCode).toBe(200);
    expect(page.cookies.some((cookie) => cookie.name === 'csrftoken__')).toBe(false);
    expect(page.body).toContain(`name="csrf_token" value="${stale.get('csrftoken__')}"`);
  });

  it('binds a replayed token of an ended session to nobody', async () => {
    const { agent } = await loggedIn();
    const stale = [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await agent.call({ method: 'POST', operation: '/logout/' })).statusCode).toBe(200);

    const replayed = await server.app.inject({
      method: 'GET',
      url: '/api/refresh-status/',
      headers: { cookie: stale },
    });

    expect(replayed.cookies.some((cookie) => cookie.name === 'csrftoken__')).toBe(true);
  });
});
