import { createApiClient, type ApiClient } from '@cloud-portal/api-client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { browserApiClientOptions, jwtRefreshDue, markJwtRefreshed } from './apiClientOptions.ts';

describe('CSRF priming (api-client csrf.prime)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a first POST without the CSRF cookie fetches it, then sends it in X-CSRFToken', async () => {
    let cookie = '';
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('X-CSRFToken')}`,
      );
      if (request.url.endsWith('/api/time/')) cookie = 'csrftoken__=tok.sig';
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    });
    const client: ApiClient = createApiClient(
      browserApiClientOptions('http://portal.test/api', () => client, { cookies: () => cookie }),
    );
    await client.POST('/logout/');
    await client.POST('/logout/');
    expect(seen).toEqual([
      'GET /api/time/ null',
      'POST /api/logout/ tok.sig',
      'POST /api/logout/ tok.sig',
    ]);
  });

  test('over https it sends the __Host-csrftoken__ cookie and sees __Host-access_expires__', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('X-CSRFToken')}`,
      );
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    });
    const expires = Math.floor(Date.now() / 1000) + 600;
    const cookie = `__Host-csrftoken__=host.sig; __Host-access_expires__=${expires}`;
    const client: ApiClient = createApiClient(
      browserApiClientOptions('https://portal.test/api', () => client, { cookies: () => cookie }),
    );
    await client.POST('/logout/');
    // The token is there, so a session call goes out at once (no renewal first).
    await client.GET('/customers/');
    expect(seen).toEqual(['POST /api/logout/ host.sig', 'GET /api/customers/ null']);
  });

  test('GETs go straight through without priming', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    });
    const client: ApiClient = createApiClient(
      browserApiClientOptions('http://portal.test/api', () => client, { cookies: () => '' }),
    );
    await client.GET('/regions/');
    expect(seen).toEqual(['GET /api/regions/']);
  });
});

describe('jwt refresh stamp (§4: after 8 h)', () => {
  test('is due without a stamp, not right after one, and due again after 8 hours', () => {
    localStorage.clear();
    const now = Date.UTC(2026, 0, 1);
    expect(jwtRefreshDue(localStorage, now)).toBe(true);
    markJwtRefreshed(localStorage, now);
    expect(jwtRefreshDue(localStorage, now + 60_000)).toBe(false);
    expect(jwtRefreshDue(localStorage, now + 8 * 3_600_000 + 1)).toBe(true);
  });
});
