import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HTTP_STATUS_ERROR_CODES, fallbackErrorText, httpErrorCode } from './statusFallback.ts';

describe('fallbackErrorText (§8 fallback texts by status)', () => {
  test.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [405, 'method_not_allowed'],
    [406, 'not_acceptable'],
    [408, 'request_timeout'],
    [409, 'conflict'],
    [410, 'gone'],
    [413, 'payload_too_large'],
    [414, 'uri_too_long'],
    [429, 'too_many_requests'],
    [500, 'internal_server_error'],
    [501, 'not_implemented'],
    [502, 'bad_gateway'],
    [503, 'service_unavailable'],
    [504, 'gateway_timeout'],
    [505, 'http_version_not_supported'],
    [508, 'loop_detected'],
    [511, 'network_authentication_required'],
  ])('%i → errors:status.%s', (status, code) => {
    expect(httpErrorCode(status)).toBe(code);
    expect(fallbackErrorText(status)).toEqual({ key: `errors:status.${code}`, params: { status } });
  });

  test('exactly the 20 statuses of §8 have their own text', () => {
    expect(Object.keys(HTTP_STATUS_ERROR_CODES).map(Number)).toEqual([
      400, 401, 403, 404, 405, 406, 408, 409, 410, 413, 414, 429, 500, 501, 502, 503, 504, 505, 508,
      511,
    ]);
  });

  test('any other status names itself', () => {
    expect(fallbackErrorText(418)).toEqual({
      key: 'errors:status.http_error',
      params: { status: 418 },
    });
    expect(httpErrorCode(0)).toBe('http_error');
    expect(httpErrorCode(507)).toBe('http_error');
  });

  test('property: every status gets a key under errors:status', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (status) => {
        const text = fallbackErrorText(status);
        expect(text.key).toMatch(/^errors:status\.[a-z_]+$/);
        expect(text.params).toEqual({ status });
      }),
    );
  });
});
