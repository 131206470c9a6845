import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../product/account/index.ts';
import { cookieOf, createAgent } from '../test-support/agent.ts';
import { createBrowser } from '../test-support/browser.ts';
import { startTestServer } from '../test-support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Walks the sandbox consent page like a browser: answers the URL the provider returns to. */
async function consent(provider: string, email: string, decision = 'allow'): Promise<URL> {
  const browser = createBrowser(server.app);
  const page = await browser.get(
    `/sandbox/oauth/${provider}?redirect_uri=${encodeURIComponent('/login/oauth/' + provider)}&state=s-123`,
  );
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`<form method="post" action="/sandbox/oauth/${provider}/approve">`);
  const approve = await browser.submit(page, { fields: { email, decision } });
  expect(approve.statusCode).toBe(303);
  return new URL(approve.headers.location ?? '', 'http://portal.test');
}

describe('social login through the sandbox providers', () => {
  it('consent → redirect with code and state → POST login-github/ opens a session; next time the same account', async () => {
    const back = await consent('github', 'Octo@Example.com');
    expect(back.pathname).toBe('/login/oauth/github');
    expect(back.searchParams.get('state')).toBe('s-123');
    const code = back.searchParams.get('code') ?? '';
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    const login = await agent.call({
      method: 'POST',
      operation: '/login-github/',
      body: { code, state: 's-123', fp: 'fp-1' },
    });

    expect(login.statusCode).toBe(200);
    expect(login.json().customer).toMatchObject({
      email: 'octo@example.com',
      social_provider: 'github',
      totp_enabled: false,
    });
    // Single use.
    const replay = await agent.call({
      method: 'POST',
      operation: '/login-github/',
      body: { code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'social_login_failed' });

    const second = await agent.call({
      method: 'POST',
      operation: '/login-github/',
      body: { code: (await consent('github', 'octo@example.com')).searchParams.get('code') },
    });
    expect(second.json().customer.uuid).toBe(login.json().customer.uuid);
    // Social accounts cannot turn TOTP on (§6).
    expect((await agent.call({ method: 'GET', operation: '/totp/status/' })).json()).toEqual({
      enabled: false,
      available: false,
    });
  });

  it('VK posts its answer as `auth`; a code of another provider is refused', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const vkCode = (await consent('vk', 'vk-user@example.com')).searchParams.get('code');
    const googleCode = (await consent('google', 'g-user@example.com')).searchParams.get('code');

    const vk = await agent.call({
      method: 'POST',
      operation: '/login-vk/',
      body: { auth: vkCode },
    });
    const crossed = await agent.call({
      method: 'POST',
      operation: '/login-yandex/',
      body: { code: googleCode },
    });

    expect(vk.statusCode).toBe(200);
    expect(vk.json().customer.social_provider).toBe('vk');
    expect(crossed.statusCode).toBe(400);
  });

  it('refuses an address registered with a password (no takeover through a provider)', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const code = (await consent('linkedin', DEMO_CUSTOMER.email)).searchParams.get('code');

    const response = await agent.call({
      method: 'POST',
      operation: '/login-linkedin/',
      body: { code },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'social_account_conflict' });
  });

  it('cancel returns error=access_denied; foreign redirect_uri values are refused (no open redirect)', async () => {
    const denied = await consent('google', 'x@example.com', 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.has('code')).toBe(false);

    const browser = createBrowser(server.app);
    const page = await browser.get('/sandbox/oauth/google?redirect_uri=/login/oauth/google');
    for (const target of ['https://evil.test/', '//evil.test/', '/\\evil.test/']) {
      const response = await browser.submit(page, {
        fields: { decision: 'allow', email: 'x@example.com', redirect_uri: target },
      });
      expect(response.statusCode, target).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/sandbox/oauth/myspace?redirect_uri=/',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('escapes the state it echoes into the consent page', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/sandbox/oauth/google?redirect_uri=/login&state=${encodeURIComponent('"><script>x</script>')}`,
    });

    expect(response.body).not.toContain('<script>');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('staff impersonation (LOGGED_AS_CLIENT)', () => {
  it('lists customers and logs the operator in as one (a form post), with the marker cookie', async () => {
    const browser = createBrowser(server.app);
    const list = await browser.get('/sandbox/admin');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<form method="post" action="/sandbox/admin/impersonate">');

    const response = await browser.submit(list, { containing: DEMO_CUSTOMER.email });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/control');
    const marker = cookieOf(response, 'LOGGED_AS_CLIENT');
    expect(decodeURIComponent(marker?.value ?? '')).toBe(DEMO_CUSTOMER.email);
    expect(marker?.httpOnly).toBeFalsy();
    const access = cookieOf(response, 'access_token__')?.value ?? '';
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/customers/',
      headers: { cookie: `access_token__=${access}` },
    });
    expect(me.json()[0].email).toBe(DEMO_CUSTOMER.email);
  });

  it('is refused to other addresses, proxied requests and cross-site navigations', async () => {
    const remote = await server.app.inject({
      method: 'GET',
      url: '/sandbox/admin',
      remoteAddress: '203.0.113.9',
    });
    const crossSite = await server.app.inject({
      method: 'GET',
      url: '/sandbox/admin/impersonate?uuid=x',
      headers: { 'sec-fetch-site': 'cross-site' },
    });

    const forwarded = await server.app.inject({
      method: 'GET',
      url: '/sandbox/admin',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });

    expect(remote.statusCode).toBe(403);
    expect(crossSite.statusCode).toBe(403);
    expect(forwarded.statusCode).toBe(403);
  });

  it('logout clears the marker cookie', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    agent.jar.set('LOGGED_AS_CLIENT', DEMO_CUSTOMER.email);

    const response = await agent.call({ method: 'POST', operation: '/logout/' });

    expect(cookieOf(response, 'LOGGED_AS_CLIENT')?.value).toBe('');
    expect(agent.jar.has('LOGGED_AS_CLIENT')).toBe(false);
  });
});
