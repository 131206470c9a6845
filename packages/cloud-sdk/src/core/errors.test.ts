import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cloudErrorFromResponse,
  createCloudError,
  errorCodeForStatus,
  extractErrorMessage,
  fallbackMessage,
  isCloudError,
  truncateMessage,
} from './errors.ts';

// §8 "Message extraction order", each with the body shape it is found in.
const ORDERED_SOURCES: readonly { key: string; wrap: (message: string) => unknown }[] = [
  { key: 'message', wrap: (message) => message },
  { key: 'password', wrap: (message) => [message] },
  { key: 'badRequest', wrap: (message) => ({ message, code: 400 }) },
  { key: 'non_field_errors', wrap: (message) => [message, 'second'] },
  { key: 'email', wrap: (message) => [message] },
  { key: 'forbidden', wrap: (message) => ({ message, code: 403 }) },
  { key: 'error', wrap: (message) => ({ code: 401, message, title: 'Unauthorized' }) },
  { key: 'conflictingRequest', wrap: (message) => ({ message, code: 409 }) },
  { key: 'NeutronError', wrap: (message) => ({ type: 'NetworkInUse', message, detail: '' }) },
  { key: 'itemNotFound', wrap: (message) => ({ message, code: 404 }) },
  { key: 'errors', wrap: (message) => [{ message }] },
];

describe('extractErrorMessage', () => {
  test('reads each source of the §8 list on its own', () => {
    for (const { key, wrap } of ORDERED_SOURCES) {
      expect(extractErrorMessage({ [key]: wrap(`from ${key}`) })).toBe(`from ${key}`);
    }
  });

  test('property: the earliest source in §8 order wins, whatever else is present', () => {
    fc.assert(
      fc.property(
        fc.subarray([...ORDERED_SOURCES.keys()], { minLength: 1 }),
        fc.boolean(),
        (indexes, reverse) => {
          const keys = reverse ? [...indexes].reverse() : indexes;
          const body = Object.fromEntries(
            keys.map((index) => {
              const source = ORDERED_SOURCES[index]!;
              return [source.key, source.wrap(`from ${source.key}`)];
            }),
          );
          const winner = ORDERED_SOURCES[Math.min(...indexes)]!;
          expect(extractErrorMessage(body)).toBe(`from ${winner.key}`);
        },
      ),
    );
  });

  test('joins the password list', () => {
    expect(extractErrorMessage({ password: ['Too short.', 'Too common.'] })).toBe(
      'Too short. Too common.',
    );
  });

  test('reads OpenStack envelopes', () => {
    expect(
      extractErrorMessage({ badRequest: { message: 'Invalid flavorRef provided.', code: 400 } }),
    ).toBe('Invalid flavorRef provided.');
    expect(
      extractErrorMessage({
        itemNotFound: { message: 'Instance x could not be found.', code: 404 },
      }),
    ).toBe('Instance x could not be found.');
    expect(
      extractErrorMessage({ computeFault: { message: 'Unexpected API Error.', code: 500 } }),
    ).toBe('Unexpected API Error.');
  });

  test("reads Designate's nested errors list", () => {
    const body = {
      code: 400,
      type: 'invalid_object',
      errors: { errors: [{ path: ['name'], message: "'x' is not a 'domainname'" }] },
    };
    expect(extractErrorMessage(body)).toBe("'x' is not a 'domainname'");
  });

  test('skips empty values and falls through to the next source', () => {
    expect(extractErrorMessage({ message: '  ', badRequest: { message: 'real' } })).toBe('real');
    expect(extractErrorMessage({ non_field_errors: [], email: ['Enter a valid email.'] })).toBe(
      'Enter a valid email.',
    );
  });

  test('uses plain text bodies but not HTML pages', () => {
    expect(extractErrorMessage('404 Not Found\n\nThe resource could not be found.')).toBe(
      '404 Not Found\n\nThe resource could not be found.',
    );
    expect(extractErrorMessage('<html><body>Bad Gateway</body></html>')).toBeUndefined();
  });

  test('returns undefined when nothing fits', () => {
    expect(extractErrorMessage({ code: 500 })).toBeUndefined();
    expect(extractErrorMessage(undefined)).toBeUndefined();
    expect(extractErrorMessage([1, 2])).toBeUndefined();
  });
});

describe('fallbacks and codes', () => {
  test('§8 fallback texts by status', () => {
    expect(fallbackMessage(400)).toBe('Bad request');
    expect(fallbackMessage(401)).toBe('Unauthorized');
    expect(fallbackMessage(403)).toBe('Forbidden');
    expect(fallbackMessage(404)).toBe('Not found');
    expect(fallbackMessage(409)).toMatch(/^Conflict request\. Wait for current task/);
    expect(fallbackMessage(429)).toBe('Too Many Requests');
    expect(fallbackMessage(502)).toBe('Bad Gateway');
    expect(fallbackMessage(418)).toBe('Request failed with status 418');
  });

  test('codes by status', () => {
    expect(errorCodeForStatus(401)).toBe('unauthorized');
    expect(errorCodeForStatus(504)).toBe('gateway_timeout');
    expect(errorCodeForStatus(418)).toBe('http_error');
  });
});

describe('truncateMessage', () => {
  test('keeps 200 characters as they are and cuts longer ones to 197 + "..."', () => {
    expect(truncateMessage('a'.repeat(200))).toBe('a'.repeat(200));
    const cut = truncateMessage('b'.repeat(201));
    expect(cut).toHaveLength(200);
    expect(cut.endsWith('b...')).toBe(true);
  });
});

describe('cloudErrorFromResponse', () => {
  test('takes code, message and request id from the response', () => {
    const error = cloudErrorFromResponse(
      {
        status: 404,
        headers: new Headers({ 'x-openstack-request-id': 'req-from-server' }),
        body: { itemNotFound: { message: 'Flavor 9 could not be found.', code: 404 } },
      },
      {
        method: 'GET',
        path: '/v2.1/flavors/9',
        headers: { 'X-Openstack-Request-Id': 'req-from-client' },
      },
    );
    expect(error).toEqual({
      name: 'CloudError',
      code: 'not_found',
      status: 404,
      message: 'Flavor 9 could not be found.',
      requestId: 'req-from-server',
      method: 'GET',
      path: '/v2.1/flavors/9',
    });
  });

  test('falls back to the status text and the request id the client sent', () => {
    const error = cloudErrorFromResponse(
      { status: 409, headers: new Headers(), body: undefined },
      { headers: { 'x-openstack-request-id': 'req-client' } },
    );
    expect(error.message).toMatch(/^Conflict request/);
    expect(error.requestId).toBe('req-client');
    expect(error.code).toBe('conflict');
  });

  test('truncates long messages', () => {
    const error = cloudErrorFromResponse({
      status: 400,
      headers: new Headers(),
      body: { message: 'x'.repeat(500) },
    });
    expect(error.message).toHaveLength(200);
  });

  test('is a plain, serialisable value', () => {
    const error = createCloudError({
      code: 'forbidden',
      status: 403,
      message: 'Policy does not allow this.',
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
    expect(isCloudError(structuredClone(error))).toBe(true);
    expect(Object.getPrototypeOf(error)).toBe(Object.prototype);
  });
});

describe('isCloudError', () => {
  test('rejects look-alikes', () => {
    expect(isCloudError(new Error('x'))).toBe(false);
    expect(isCloudError({ name: 'CloudError', code: 'x' })).toBe(false);
    expect(isCloudError(null)).toBe(false);
  });
});
