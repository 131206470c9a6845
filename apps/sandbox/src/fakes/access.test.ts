import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server.ts';
import { DEMO_CUSTOMER } from '../product/account/index.ts';
import { cookieOf, createAgent } from '../test-support/agent.ts';
import { createBrowser } from '../test-support/browser.ts';
import { makeTempDir, startTestServer } from '../test-support/server.ts';
import { FAKES_OFF } from './index.ts';
import { isAllowedHost, isLoopbackAddress, isLoopbackHost } from './access.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A pending donation's pay page path. */
async function newDonation(app: Awaited<ReturnType<typeof startTestServer>>['app']) {
  const agent = createAgent(app);
  await agent.primeCsrf();
  const created = await agent.call({
    method: 'POST',
    operation: '/donate-payment',
    body: { amount: '5.00', currency: 'usd' },
  });
  return { agent, id: created.json().id as string, url: created.json().url as string };
}

/** Every fake page a browser opens, with a state-changing post for each party. */
const PAGES = [
  '/sandbox/outbox',
  '/sandbox/admin',
  '/sandbox/support',
  '/sandbox/oauth/github?redirect_uri=/login/oauth/github&state=s',
];

describe('fake outside parties switched off (SANDBOX_FAKES unset, the default)', () => {
  it('answer 404 like unknown paths, for pages and posts', async () => {
    server = await startTestServer({ fakes: FAKES_OFF });
    const { url } = await newDonation(server.app);
    const unknown = await server.app.inject({ method: 'GET', url: '/sandbox/no-such-page' });

    for (const path of [...PAGES, url]) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toBe(unknown.headers['content-type']);
      expect(response.json().code, path).toBe(unknown.json().code);
    }
    for (const path of ['/sandbox/admin/impersonate', '/sandbox/oauth/github/approve', url]) {
      const response = await server.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `uuid=x&decision=pay&email=a%40b.test&redirect_uri=/`,
      });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('are off in buildServer unless asked for', async () => {
    const temp = makeTempDir();
    const app = await buildServer({ dataDir: temp.path, staticDir: `${temp.path}/dist` });
    try {
      expect((await app.inject({ method: 'GET', url: '/sandbox/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      temp.cleanup();
    }
  });
});

describe('fake outside parties switched on', () => {
  it('refuse peers that are not this machine, proxied requests and foreign Host names', async () => {
    server = await startTestServer();
    const { url } = await newDonation(server.app);

    for (const path of [...PAGES, url]) {
      const remote = await server.app.inject({
        method: 'GET',
        url: path,
        remoteAddress: '203.0.113.9',
      });
      const proxied = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      const rebound = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { host: 'evil.test:8080' },
      });
      expect(remote.statusCode, path).toBe(403);
      expect(proxied.statusCode, path).toBe(403);
      expect(rebound.statusCode, path).toBe(403);
      expect(rebound.body, path).not.toContain('reset-password');
    }
    const local = await server.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(local.statusCode).toBe(200);
  });

  it('accept localhost, 127.0.0.1 and [::1] only on the listening port, and configured hosts (DNS rebinding)', async () => {
    server = await startTestServer({ fakes: { enabled: true, extraHosts: ['portal.test:4000'] } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const statusWithHost = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, path: '/sandbox/outbox', headers: { host } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });

    expect(await statusWithHost(`127.0.0.1:${port}`)).toBe(200);
    expect(await statusWithHost(`localhost:${port}`)).toBe(200);
    expect(await statusWithHost(`[::1]:${port}`)).toBe(200);
    expect(await statusWithHost('portal.test:4000')).toBe(200);
    expect(await statusWithHost(`127.0.0.1:${port + 1}`)).toBe(403);
    expect(await statusWithHost(`attacker.example:${port}`)).toBe(403);
    expect(await statusWithHost('localhost')).toBe(403);
  });

  it('change no state on a GET of /sandbox/admin/impersonate: 405', async () => {
    server = await startTestServer();
    const customer = (await createBrowser(server.app).get('/sandbox/admin')).body;
    const uuid = /name="uuid" value="([^"]+)"/.exec(customer)?.[1] ?? '';

    const response = await server.app.inject({
      method: 'GET',
      url: `/sandbox/admin/impersonate?uuid=${uuid}`,
    });

    expect(uuid).not.toBe('');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(cookieOf(response, 'access_token__')).toBeUndefined();
    expect(cookieOf(response, 'LOGGED_AS_CLIENT')).toBeUndefined();
    const approve = await server.app.inject({
      method: 'GET',
      url: '/sandbox/oauth/github/approve?redirect_uri=/login/oauth/github&email=a%40b.test&decision=allow',
    });
    expect(approve.statusCode).toBe(405);
    expect(approve.headers.location).toBeUndefined();
  });

  it('refuse a form post without the page token, with another visitor’s token, or cross-site: 403, nothing changes', async () => {
    server = await startTestServer();
    const app = server.app;
    const { agent, id, url } = await newDonation(app);
    const browser = createBrowser(app);
    const admin = await browser.get('/sandbox/admin');
    const uuid = /name="uuid" value="([^"]+)"/.exec(admin.body)?.[1] ?? '';
    const token = browser.jar.get('csrftoken__') ?? '';
    const someoneElse = createBrowser(app);
    await someoneElse.get('/sandbox/admin');
    const foreignToken = someoneElse.jar.get('csrftoken__') ?? '';

    const posts = [
      ['/sandbox/admin/impersonate', { uuid }],
      [
        '/sandbox/oauth/github/approve',
        {
          decision: 'allow',
          email: 'x@example.com',
          redirect_uri: '/login/oauth/github',
          state: 's',
        },
      ],
      [url, { decision: 'pay' }],
    ] as const;
    for (const [path, fields] of posts) {
      const withoutToken = await browser.post(path, fields);
      const wrongToken = await browser.post(path, { ...fields, csrf_token: foreignToken });
      const crossSite = await browser.post(
        path,
        { ...fields, csrf_token: token },
        { origin: 'http://evil.test' },
      );
      for (const response of [withoutToken, wrongToken, crossSite]) {
        expect(response.statusCode, path).toBe(403);
        expect(response.headers.location, path).toBeUndefined();
        expect(cookieOf(response, 'access_token__'), path).toBeUndefined();
      }
    }
    const donation = await agent.call({
      method: 'GET',
      operation: '/donate-payment',
      path: `/donate-payment?id=${id}`,
    });
    expect(donation.json().status).toBe('pending');
    // The same visitor's own token works.
    const impersonated = await browser.post('/sandbox/admin/impersonate', {
      uuid,
      csrf_token: token,
    });
    expect(impersonated.statusCode).toBe(303);
    expect(decodeURIComponent(cookieOf(impersonated, 'LOGGED_AS_CLIENT')?.value ?? '')).toBe(
      DEMO_CUSTOMER.email,
    );
  });
});

describe('access rules', () => {
  it('tells loopback peers and listening hosts', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '128.0.0.1', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', 'LOCALHOST', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.test'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('accepts local Host names on the listening port, and configured ones exactly', () => {
    expect(isAllowedHost('127.0.0.1:8080', 8080, [])).toBe(true);
    expect(isAllowedHost('LocalHost:8080', 8080, [])).toBe(true);
    expect(isAllowedHost('[::1]:8080', 8080, [])).toBe(true);
    expect(isAllowedHost('localhost', 80, [])).toBe(true);
    expect(isAllowedHost('localhost', 8080, [])).toBe(false);
    expect(isAllowedHost('localhost:8081', 8080, [])).toBe(false);
    expect(isAllowedHost('localhost.evil.test:8080', 8080, [])).toBe(false);
    expect(isAllowedHost('127.0.0.1.nip.io:8080', 8080, [])).toBe(false);
    expect(isAllowedHost(undefined, 8080, [])).toBe(false);
    expect(isAllowedHost('demo.test:8080', 8080, ['demo.test:8080'])).toBe(true);
    expect(isAllowedHost('demo.test:9090', 8080, ['demo.test:8080'])).toBe(false);
    // inject() has no socket: any port of a local name.
    expect(isAllowedHost('localhost:80', undefined, [])).toBe(true);
  });
});
