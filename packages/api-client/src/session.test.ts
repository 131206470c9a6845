import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { hasAccessToken } from './session.ts';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const customer = { uuid: 'c-1', email: 'demo@cloud-portal.test' };

/** A fake fetch answering by a script; records what was sent. */
function scriptedFetch(answers: Array<(request: Request) => Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const answer = answers.shift();
    if (answer === undefined)
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    return answer(request);
  });
  return { fetch, requests };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hasAccessToken', () => {
  it('reads the access_expires__ cookie (Unix seconds) against the clock', () => {
    expect(hasAccessToken('a=1; access_expires__=1000', 999_000)).toBe(true);
    expect(hasAccessToken('access_expires__=1000', 1_000_000)).toBe(false);
    expect(hasAccessToken('access_expires__=soon', 0)).toBe(false);
    expect(hasAccessToken('', 0)).toBe(false);
  });

  it('reads __Host-access_expires__ (https), preferring it to the bare name', () => {
    expect(hasAccessToken('__Host-access_expires__=1000', 999_000)).toBe(true);
    expect(hasAccessToken('__Host-access_expires__=1000', 1_000_000)).toBe(false);
    expect(hasAccessToken('access_expires__=9999; __Host-access_expires__=1000', 1_000_000)).toBe(
      false,
    );
  });
});

describe('session renewal (§4 Request layer)', () => {
  it('sends at once when the token is there, without a renewal event', async () => {
    const { fetch, requests } = scriptedFetch([() => jsonResponse([customer])]);
    const requestRenewal = vi.fn();
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => true, requestRenewal },
    });

    const { data } = await api.GET('/customers/');

    expect(data).toEqual([customer]);
    expect(requests).toHaveLength(1);
    expect(requestRenewal).not.toHaveBeenCalled();
  });

  it('without a token emits the renewal event and polls every 200 ms until the token appears', async () => {
    let token = false;
    const hasToken = vi.fn(() => token);
    const { fetch, requests } = scriptedFetch([() => jsonResponse([customer])]);
    const requestRenewal = vi.fn();
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken, requestRenewal },
    });

    const call = api.GET('/customers/');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestRenewal).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
    const checksSoFar = hasToken.mock.calls.length;
    await vi.advanceTimersByTimeAsync(200);
    // One more check per 200 ms tick.
    expect(hasToken.mock.calls.length).toBe(checksSoFar + 1);

    token = true;
    await vi.advanceTimersByTimeAsync(200);
    const { data } = await call;

    expect(data).toEqual([customer]);
    expect(requests).toHaveLength(1);
  });

  it('gives up waiting after 10 s and sends the request anyway (the server then answers 401)', async () => {
    const { fetch, requests } = scriptedFetch([
      () => jsonResponse({ code: 'not_authenticated', message: 'Log in first.' }, 401),
    ]);
    const requestRenewal = vi.fn();
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => false, requestRenewal },
    });

    const call = api.GET('/customers/');
    await vi.advanceTimersByTimeAsync(9_800);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    const { error, response } = await call;

    expect(requests).toHaveLength(1);
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'not_authenticated' });
    // The 401 after a failed wait is not retried: one renewal attempt per call.
    expect(requestRenewal).toHaveBeenCalledTimes(1);
  });

  it('stops waiting as soon as the renewal reports failure', async () => {
    const { fetch, requests } = scriptedFetch([
      () => jsonResponse({ code: 'not_authenticated', message: 'Log in first.' }, 401),
    ]);
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => false, requestRenewal: async () => false },
    });

    const call = api.GET('/customers/');
    await vi.advanceTimersByTimeAsync(0);
    const { response } = await call;

    expect(response.status).toBe(401);
    expect(requests).toHaveLength(1);
  });

  it('never delays public calls such as login', async () => {
    const { fetch, requests } = scriptedFetch([() => jsonResponse({ totp_required: true })]);
    const requestRenewal = vi.fn();
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => false, requestRenewal },
    });

    const { data } = await api.POST('/login/', {
      body: { email: 'demo@cloud-portal.test', password: 'demo-password-2026' },
    });

    expect(data).toEqual({ totp_required: true });
    expect(requests).toHaveLength(1);
    expect(requestRenewal).not.toHaveBeenCalled();
  });

  it('on 401 renews and repeats the call once, body and fresh CSRF header included', async () => {
    let csrf = 'old-token';
    const { fetch, requests } = scriptedFetch([
      () => jsonResponse({ code: 'not_authenticated', message: 'Session expired.' }, 401),
      () => jsonResponse({ detail: 'ok' }),
    ]);
    const requestRenewal = vi.fn(async () => {
      csrf = 'new-token';
      return true;
    });
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      csrf: { readCookie: (name) => (name === 'csrftoken__' ? csrf : undefined) },
      session: { hasToken: () => true, requestRenewal },
    });

    const result = await api.POST('/customers/change-password', {
      body: { old_password: 'demo-password-2026', password: 'a-new-password-2026' },
    });

    expect(result.data).toEqual({ detail: 'ok' });
    expect(requestRenewal).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.get('X-CSRFToken')).toBe('old-token');
    expect(requests[1]?.headers.get('X-CSRFToken')).toBe('new-token');
    expect(await requests[1]?.json()).toEqual({
      old_password: 'demo-password-2026',
      password: 'a-new-password-2026',
    });
  });

  it('repeats only once: a second 401 is returned as it is', async () => {
    const unauthorized = () =>
      jsonResponse({ code: 'not_authenticated', message: 'Log in first.' }, 401);
    const { fetch, requests } = scriptedFetch([unauthorized, unauthorized]);
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => true, requestRenewal: async () => true },
    });

    const { response } = await api.GET('/totp/status/');

    expect(response.status).toBe(401);
    expect(requests).toHaveLength(2);
  });

  it('does not repeat when the renewal after a 401 fails', async () => {
    const { fetch, requests } = scriptedFetch([
      () => jsonResponse({ code: 'not_authenticated', message: 'Log in first.' }, 401),
    ]);
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => true, requestRenewal: async () => false },
    });

    const { response } = await api.GET('/customers/');

    expect(response.status).toBe(401);
    expect(requests).toHaveLength(1);
  });

  it('concurrent calls without a token share one renewal event', async () => {
    let token = false;
    const { fetch, requests } = scriptedFetch([
      () => jsonResponse([customer]),
      () => jsonResponse({ enabled: false, available: true }),
    ]);
    const requestRenewal = vi.fn(() => {
      setTimeout(() => {
        token = true;
      }, 300);
    });
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      session: { hasToken: () => token, requestRenewal },
    });

    const calls = Promise.all([api.GET('/customers/'), api.GET('/totp/status/')]);
    await vi.advanceTimersByTimeAsync(400);
    await calls;

    expect(requestRenewal).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });
});
