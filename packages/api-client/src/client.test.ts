import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError, type Region } from './client.ts';

const amsterdam: Region = {
  id: 'eu-west2',
  city: 'Amsterdam',
  country: 'NL',
  currency: 'usd',
  meta: {
    is_out_of_stock: false,
    is_available: true,
    is_maintenance: false,
    networks: [
      {
        id: 'net-1',
        name: 'public',
        available_ips_v4: 120,
        available_ips_v6: 65536,
        available_ips: 65656,
      },
    ],
  },
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake fetch that records the requests it receives and answers with `respond`. */
function recordingFetch(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

describe('createApiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists regions from <baseUrl>/regions/ and sends cookies', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse([amsterdam]));
    const api = createApiClient({ baseUrl: 'https://portal.test/api', fetch });

    const { data, error } = await api.GET('/regions/');

    expect(error).toBeUndefined();
    expect(data).toEqual([amsterdam]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://portal.test/api/regions/');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('fills the path parameter of getRegion', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse(amsterdam));
    const api = createApiClient({ baseUrl: 'https://portal.test/api', fetch });

    const { data } = await api.GET('/regions/{id}/', { params: { path: { id: 'eu-west2' } } });

    expect(data?.city).toBe('Amsterdam');
    expect(requests[0]?.url).toBe('https://portal.test/api/regions/eu-west2/');
  });

  it('returns the Error body of a 404 as `error`', async () => {
    const notFound = { code: 'not_found', message: 'Region not found.' };
    const { fetch } = recordingFetch(() => jsonResponse(notFound, 404));
    const api = createApiClient({ baseUrl: 'https://portal.test/api', fetch });

    const { data, error, response } = await api.GET('/regions/{id}/', {
      params: { path: { id: 'nowhere1' } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toEqual(notFound);
    expect(isApiError(error)).toBe(true);
  });

  it('defaults the base URL to the same-origin /api', async () => {
    // Browsers resolve relative request URLs against the page; Node does not, so emulate a page
    // at https://portal.test/ to observe where the default base URL points.
    const NodeRequest = globalThis.Request;
    class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(
          typeof input === 'string' ? new URL(input, 'https://portal.test/control') : input,
          init,
        );
      }
    }
    vi.stubGlobal('Request', PageRequest);
    const { fetch, requests } = recordingFetch(() => jsonResponse([]));
    const api = createApiClient({ fetch });

    await api.GET('/regions/');

    expect(requests[0]?.url).toBe('https://portal.test/api/regions/');
  });

  it('uses globalThis.fetch when no fetch is given, looked up at request time', async () => {
    const api = createApiClient({ baseUrl: 'https://portal.test/api' });
    const { fetch, requests } = recordingFetch(() => jsonResponse([amsterdam]));
    vi.stubGlobal('fetch', fetch);

    const { data } = await api.GET('/regions/');

    expect(data).toEqual([amsterdam]);
    expect(requests).toHaveLength(1);
  });

  it('runs the given middleware in order on every request', async () => {
    const calls: string[] = [];
    const { fetch, requests } = recordingFetch(() => jsonResponse([]));
    const api = createApiClient({
      baseUrl: 'https://portal.test/api',
      fetch,
      middleware: [
        {
          onRequest({ request }) {
            calls.push('first');
            request.headers.set('X-Request-Id', 'req-1');
            return request;
          },
        },
        {
          onRequest() {
            calls.push('second');
          },
          onResponse({ response }) {
            calls.push(`response ${response.status}`);
          },
        },
      ],
    });

    await api.GET('/regions/');

    expect(calls).toEqual(['first', 'second', 'response 200']);
    expect(requests[0]?.headers.get('X-Request-Id')).toBe('req-1');
  });
});

describe('isApiError', () => {
  it('accepts bodies with a string code and message', () => {
    expect(isApiError({ code: 'not_found', message: 'Region not found.' })).toBe(true);
    expect(isApiError({ code: 'invalid', message: 'Bad.', errors: { email: ['Required.'] } })).toBe(
      true,
    );
  });

  it('rejects anything else', () => {
    expect(isApiError(undefined)).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('not_found')).toBe(false);
    expect(isApiError({ code: 404, message: 'Not found' })).toBe(false);
    expect(isApiError({ code: 'not_found' })).toBe(false);
    expect(isApiError({ detail: 'Not found.' })).toBe(false);
  });
});
