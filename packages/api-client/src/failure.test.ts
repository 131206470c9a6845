import { productApiToast } from '@cloud-portal/domain/errors';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { settle, toApiFailure } from './failure.ts';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientAnswering(respond: () => Response | Promise<Response>) {
  return createApiClient({ baseUrl: 'https://portal.test/api', fetch: async () => respond() });
}

describe('settle / toApiFailure', () => {
  it('keeps the operation types: data of GET /customers/ is a Customer list', async () => {
    const customer = {
      uuid: '3f1c2a8e-5b7d-4e21-9c3a-0d4e5f6a7b8c',
      email: 'demo@cloud-portal.test',
    };
    const api = clientAnswering(() => jsonResponse([customer]));

    const result = await settle(api.GET('/customers/'));

    if (!result.ok) throw new Error('expected success');
    // Compile-time check as much as a runtime one: `data` is typed from openapi.yaml.
    const email: string | undefined = result.data[0]?.email;
    expect(email).toBe('demo@cloud-portal.test');
  });

  it('returns the data of a success', async () => {
    const api = clientAnswering(() => jsonResponse({ refresh_key: 'build-1' }));

    const result = await settle(api.GET('/refresh-status/'));

    expect(result).toEqual({ ok: true, status: 200, data: { refresh_key: 'build-1' } });
  });

  it('turns an Error body into a plain failure with code, message, fields, method and path', async () => {
    const api = clientAnswering(() =>
      jsonResponse(
        {
          code: 'invalid_password',
          message: 'The password needs at least 10 characters.',
          errors: { password: ['The password needs at least 10 characters.'] },
        },
        400,
      ),
    );

    const result = await settle(
      api.POST('/customers/', { body: { email: 'new@cloud-portal.test', password: 'short' } }),
    );

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toEqual({
      status: 400,
      code: 'invalid_password',
      message: 'The password needs at least 10 characters.',
      fieldErrors: { password: ['The password needs at least 10 characters.'] },
      method: 'POST',
      path: '/api/customers/',
      body: {
        code: 'invalid_password',
        message: 'The password needs at least 10 characters.',
        errors: { password: ['The password needs at least 10 characters.'] },
      },
      silent: false,
    });
    // Plain data: survives a JSON round trip unchanged (fit for Redux state).
    expect(JSON.parse(JSON.stringify(result.failure))).toEqual(result.failure);
  });

  it('marks TOTP calls silent (§7: no global toast)', async () => {
    const api = clientAnswering(() =>
      jsonResponse({ code: 'invalid_totp_code', message: 'The code is not valid.' }, 400),
    );

    const result = await settle(
      api.POST('/totp/verify/', { body: { email: 'demo@cloud-portal.test', code: '000000' } }),
    );

    expect(result.ok ? undefined : result.failure).toMatchObject({
      silent: true,
      code: 'invalid_totp_code',
      path: '/api/totp/verify/',
    });
  });

  it('uses the §8 extraction order for bodies in other shapes, and the status code without a body code', async () => {
    const api = clientAnswering(() =>
      jsonResponse({ non_field_errors: ['Unable to log in.'], email: ['Unknown.'] }, 400),
    );

    const result = await settle(
      api.POST('/login/', { body: { email: 'x@y.z', password: 'whatever-1234' } }),
    );

    expect(result.ok ? undefined : result.failure).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Unable to log in.',
    });
  });

  it('leaves out the message when the body has none (the portal falls back to the status text)', async () => {
    const api = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const result = await settle(api.GET('/refresh-status/'));

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.code).toBe('bad_gateway');
    expect(result.failure.status).toBe(502);
    expect('message' in result.failure).toBe(false);
  });

  it('reports a request without response as status 0, network_error', async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await settle(api.GET('/totp/status/'));

    expect(result.ok ? undefined : result.failure).toEqual({
      status: 0,
      code: 'network_error',
      method: 'GET',
      path: '/api/totp/status/',
      silent: true,
      body: undefined,
    });
  });

  it('toApiFailure works on a raw openapi-fetch result too', async () => {
    const api = clientAnswering(() =>
      jsonResponse({ code: 'too_many_requests', message: 'Too many attempts.' }, 429),
    );
    const result = await api.POST('/login/', {
      body: { email: 'demo@cloud-portal.test', password: 'wrong-password' },
    });

    expect(toApiFailure(result)).toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'Too many attempts.',
      method: 'POST',
    });
  });

  it('is the failure the §8 toast rule takes as it is (a domain ProductApiFailure)', async () => {
    const api = clientAnswering(() => jsonResponse({ message: 'Traceback' }, 500));
    const failed = await settle(api.POST('/logout/'));
    const silent = await settle(
      clientAnswering(() => jsonResponse({}, 500)).POST('/totp/verify/', {
        body: { email: 'demo@cloud-portal.test', code: '123456' },
      }),
    );

    expect(failed.ok ? undefined : productApiToast(failed.failure)?.message).toEqual({
      kind: 'key',
      key: 'errors:toast.serverError',
      params: { status: 500, method: 'POST', path: '/api/logout/' },
    });
    expect(silent.ok ? 'ok' : productApiToast(silent.failure)).toBeUndefined();
  });
});
