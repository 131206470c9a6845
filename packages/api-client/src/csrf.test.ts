import fc from 'fast-check';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { csrfMiddleware, getCookieValue } from './csrf.ts';

/**
 * The product API has no mutating operation yet, so the middleware is exercised through an
 * openapi-fetch client over a small hand-written path map with every method.
 */
type Body = { content: { 'application/json': { ok: boolean } } };
type Operation = { parameters: object; responses: { 200: Body } };
interface TestPaths {
  '/things/': {
    get: Operation;
    post: Operation;
    put: Operation;
    patch: Operation;
    delete: Operation;
    head: Operation;
    options: Operation;
  };
}

function setup(
  cookies: Record<string, string>,
  options: { cookieName?: string; headerName?: string } = {},
) {
  const requests: Request[] = [];
  const client = createClient<TestPaths>({
    baseUrl: 'https://portal.test/api',
    fetch: async (request: Request) => {
      requests.push(request);
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    },
  });
  client.use(csrfMiddleware({ readCookie: (name) => cookies[name], ...options }));
  return { client, requests };
}

describe('csrfMiddleware', () => {
  it('adds X-CSRFToken from the csrftoken__ cookie on POST, PUT, PATCH and DELETE', async () => {
    const { client, requests } = setup({ csrftoken__: 'token-123', other: 'x' });

    await client.POST('/things/');
    await client.PUT('/things/');
    await client.PATCH('/things/');
    await client.DELETE('/things/');

    expect(requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    for (const request of requests) {
      expect(request.headers.get('X-CSRFToken')).toBe('token-123');
    }
  });

  it('leaves safe methods without the header', async () => {
    const { client, requests } = setup({ csrftoken__: 'token-123' });

    await client.GET('/things/');
    await client.HEAD('/things/');
    await client.OPTIONS('/things/');

    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers.has('X-CSRFToken')).toBe(false);
    }
  });

  it('sends no header when the cookie is missing or empty', async () => {
    const missing = setup({});
    await missing.client.POST('/things/');
    expect(missing.requests[0]?.headers.has('X-CSRFToken')).toBe(false);

    const empty = setup({ csrftoken__: '' });
    await empty.client.POST('/things/');
    expect(empty.requests[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('reads the __Host- cookie the server sets over https, preferring it to the bare name', async () => {
    const https = setup({ '__Host-csrftoken__': 'host-token' });
    await https.client.POST('/things/');
    expect(https.requests[0]?.headers.get('X-CSRFToken')).toBe('host-token');

    // A bare-named cookie next to it may come from an http page or a sibling subdomain.
    const both = setup({ csrftoken__: 'planted', '__Host-csrftoken__': 'host-token' });
    await both.client.POST('/things/');
    expect(both.requests[0]?.headers.get('X-CSRFToken')).toBe('host-token');

    const emptyHost = setup({ '__Host-csrftoken__': '', csrftoken__: 'plain' });
    await emptyHost.client.POST('/things/');
    expect(emptyHost.requests[0]?.headers.get('X-CSRFToken')).toBe('plain');

    const custom = setup({ '__Host-xsrf': 'host-xsrf' }, { cookieName: 'xsrf' });
    await custom.client.POST('/things/');
    expect(custom.requests[0]?.headers.get('X-CSRFToken')).toBe('host-xsrf');
  });

  it('honours custom cookie and header names', async () => {
    const { client, requests } = setup(
      { csrftoken__: 'wrong', xsrf: 'right' },
      { cookieName: 'xsrf', headerName: 'X-XSRF-Token' },
    );

    await client.DELETE('/things/');

    expect(requests[0]?.headers.get('X-XSRF-Token')).toBe('right');
    expect(requests[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('plugs into createApiClient and leaves its GET requests alone', async () => {
    const requests: Request[] = [];
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch: async (request) => {
        requests.push(request);
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
      },
      middleware: [csrfMiddleware({ readCookie: () => 'token-123' })],
    });

    await api.GET('/regions/');

    expect(requests[0]?.headers.has('X-CSRFToken')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
  });
});

describe('getCookieValue', () => {
  it('finds a cookie among others, ignoring spaces', () => {
    expect(getCookieValue('theme=dark; csrftoken__=abc123; lang=en', 'csrftoken__')).toBe('abc123');
    expect(getCookieValue('csrftoken__=abc123', 'csrftoken__')).toBe('abc123');
    expect(getCookieValue('  csrftoken__ = abc123 ;x=1', 'csrftoken__')).toBe('abc123');
  });

  it('does not match a cookie whose name only contains the wanted name', () => {
    expect(
      getCookieValue('old_csrftoken__=nope; csrftoken__x=nope', 'csrftoken__'),
    ).toBeUndefined();
  });

  it('returns undefined for an empty string or a missing cookie', () => {
    expect(getCookieValue('', 'csrftoken__')).toBeUndefined();
    expect(getCookieValue('flag; theme=dark', 'csrftoken__')).toBeUndefined();
  });

  it('keeps "=" inside values and returns malformed percent-encoding raw', () => {
    expect(getCookieValue('sig=a=b==', 'sig')).toBe('a=b==');
    expect(getCookieValue('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });

  it('round-trips any encoded value placed among other cookies', () => {
    const cookieName = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
    fc.assert(
      fc.property(cookieName, fc.string(), fc.string(), (name, value, otherValue) => {
        const cookies = `zz_other=${encodeURIComponent(otherValue)}; ${name}=${encodeURIComponent(value)}`;
        const expected = name === 'zz_other' ? otherValue : value;
        expect(getCookieValue(cookies, name)).toBe(expected);
      }),
    );
  });
});

describe('csrfMiddleware with prime (the first mutating call of a visit)', () => {
  function primed(prime: (cookies: Record<string, string>) => Promise<unknown>) {
    const cookies: Record<string, string> = {};
    const requests: Request[] = [];
    let primes = 0;
    const client = createClient<TestPaths>({
      baseUrl: 'https://portal.test/api',
      fetch: async (request: Request) => {
        requests.push(request);
        return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    client.use(
      csrfMiddleware({
        readCookie: (name) => cookies[name],
        prime: () => {
          primes += 1;
          return prime(cookies);
        },
      }),
    );
    return { client, requests, cookies, primes: () => primes };
  }

  it('fetches the missing cookie once, then sends it; later calls use the cookie', async () => {
    const setup = primed(async (cookies) => {
      cookies['csrftoken__'] = 'fresh.sig';
    });

    await setup.client.POST('/things/');
    await setup.client.DELETE('/things/');

    expect(setup.primes()).toBe(1);
    expect(setup.requests.map((request) => request.headers.get('X-CSRFToken'))).toEqual([
      'fresh.sig',
      'fresh.sig',
    ]);
  });

  it('does not prime for safe methods', async () => {
    const setup = primed(async (cookies) => {
      cookies['csrftoken__'] = 'fresh.sig';
    });
    await setup.client.GET('/things/');
    expect(setup.primes()).toBe(0);
    expect(setup.requests[0]?.headers.get('X-CSRFToken')).toBeNull();
  });

  it('concurrent mutating calls share one priming', async () => {
    const setup = primed(async (cookies) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      cookies['csrftoken__'] = 'fresh.sig';
    });
    await Promise.all([setup.client.POST('/things/'), setup.client.PUT('/things/')]);
    expect(setup.primes()).toBe(1);
    expect(
      setup.requests.every((request) => request.headers.get('X-CSRFToken') === 'fresh.sig'),
    ).toBe(true);
  });

  it('a failed priming still sends the call, without the header (the server answers why)', async () => {
    const setup = primed(() => Promise.reject(new TypeError('offline')));
    await setup.client.POST('/things/');
    expect(setup.requests).toHaveLength(1);
    expect(setup.requests[0]?.headers.get('X-CSRFToken')).toBeNull();
  });
});

describe('csrfMiddleware after a 403 csrf_failed (the token outlived its session)', () => {
  /** A server whose answers are scripted; a refusal may set a new token cookie. */
  function scripted(answers: { status: number; code?: string; newToken?: string }[]) {
    const cookies: Record<string, string> = { csrftoken__: 'old.sig' };
    const requests: { token: string | null; body: string }[] = [];
    const fetch = async (request: Request) => {
      requests.push({ token: request.headers.get('X-CSRFToken'), body: await request.text() });
      const answer = answers.shift() ?? { status: 200 };
      if (answer.newToken !== undefined) cookies['csrftoken__'] = answer.newToken;
      const body = answer.status === 200 ? { ok: true } : { code: answer.code, message: 'no' };
      return new Response(JSON.stringify(body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const client = createClient<TestPaths>({ baseUrl: 'https://portal.test/api', fetch });
    client.use(csrfMiddleware({ readCookie: (name) => cookies[name], fetch }));
    return { client, requests };
  }

  it('sends the call once more, body and all, with the token the refusal set', async () => {
    const setup = scripted([{ status: 403, code: 'csrf_failed', newToken: 'new.sig' }]);
    const { response } = await setup.client.POST('/things/', {
      body: { email: 'a@b.test' } as never,
    });
    expect(response.status).toBe(200);
    expect(setup.requests).toEqual([
      { token: 'old.sig', body: '{"email":"a@b.test"}' },
      { token: 'new.sig', body: '{"email":"a@b.test"}' },
    ]);
  });

  it('does not repeat when the refusal brought no new token (the same one would fail again)', async () => {
    const setup = scripted([{ status: 403, code: 'csrf_failed' }]);
    const { response } = await setup.client.DELETE('/things/');
    expect(response.status).toBe(403);
    expect(setup.requests).toHaveLength(1);
  });

  it('does not repeat other refusals', async () => {
    const setup = scripted([{ status: 403, code: 'forbidden', newToken: 'new.sig' }]);
    const { response } = await setup.client.POST('/things/');
    expect(response.status).toBe(403);
    expect(setup.requests).toHaveLength(1);
  });

  it('repeats at most once, even when the repeat is refused with yet another token', async () => {
    const setup = scripted([
      { status: 403, code: 'csrf_failed', newToken: 'new.sig' },
      { status: 403, code: 'csrf_failed', newToken: 'newer.sig' },
    ]);
    const { response } = await setup.client.PUT('/things/');
    expect(response.status).toBe(403);
    expect(setup.requests.map((request) => request.token)).toEqual(['old.sig', 'new.sig']);
  });
});
