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
import { extractErrorMessage as domainExtractErrorMessage } from '@cloud-portal/domain/errors';

describe('extractErrorMessage', () => {
  test("is the domain's §8 rule, re-exported (the rule lives once; its tests are in domain)", () => {
    expect(extractErrorMessage).toBe(domainExtractErrorMessage);
  });

  test('feeds cloudErrorFromResponse with OpenStack envelopes', () => {
    const error = cloudErrorFromResponse({
      status: 409,
      headers: new Headers(),
      body: { NeutronError: { type: 'NetworkInUse', message: 'Unable to complete operation.' } },
    });
    expect(error.message).toBe('Unable to complete operation.');
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
