import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  productApiMessage,
  productApiToast,
  type ProductApiFailure,
  type ProductApiToastOptions,
} from './productApiToast.ts';

const post = (
  status: number,
  body: unknown,
  options: ProductApiToastOptions = {},
  facts: Partial<ProductApiFailure> = {},
) =>
  productApiToast({ status, method: 'post', path: '/api/billing/coupon', body, ...facts }, options);

const translated =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('productApiToast: when', () => {
  test('no toast for GET requests, in any case', () => {
    for (const method of ['GET', 'get', ' Get ']) {
      expect(productApiToast({ status: 500, method, path: '/api/x', body: {} })).toBeUndefined();
    }
  });

  test('no toast for silent calls (§7 TOTP, screens that show the failure)', () => {
    expect(post(500, {}, {}, { silent: true })).toBeUndefined();
    expect(post(500, {}, {}, { silent: false })).toBeDefined();
  });

  test('a failure with more facts (the api-client ApiFailure) is accepted as it is', () => {
    const failure = {
      status: 503,
      code: 'service_unavailable',
      method: 'PUT',
      path: '/api/customers/1/',
      body: {},
      silent: false,
      message: 'down',
    };
    expect(productApiToast(failure)?.message).toMatchObject({ key: 'errors:toast.serverError' });
  });

  test('other methods toast', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(productApiToast({ status: 500, method, path: '/api/x', body: {} })).toBeDefined();
    }
  });
});

describe('productApiToast: translated codes', () => {
  test('a code with a translation under api.{code} shows it for 10 s at warn', () => {
    const toast = post(
      400,
      { code: 'coupon_not_found', message: 'Coupon not found.' },
      {
        hasTranslation: translated('billing:promo.notFound'),
      },
    );
    expect(toast).toMatchObject({
      message: { kind: 'key', key: 'billing:promo.notFound', params: {} },
      level: 'warn',
      durationMs: 10_000,
    });
  });

  test('at the level given by codeLevel', () => {
    const toast = post(
      402,
      { code: 'card_declined' },
      {
        codeLevel: 'error',
        hasTranslation: translated('billing:payment.cardDeclined'),
      },
    );
    expect(toast?.level).toBe('error');
    expect(toast?.message).toEqual({
      kind: 'key',
      key: 'billing:payment.cardDeclined',
      params: {},
    });
  });

  test('translated codes win over every status rule, even 5xx', () => {
    const toast = post(
      503,
      { code: 'region_maintenance' },
      {
        hasTranslation: translated('servers:createErrors.regionMaintenance'),
      },
    );
    expect(toast?.message).toMatchObject({ key: 'servers:createErrors.regionMaintenance' });
  });

  test('an untranslated code falls back to the status table', () => {
    const toast = post(
      400,
      { code: 'something_new', message: 'Server says no.' },
      {
        hasTranslation: translated('billing:promo.notFound'),
      },
    );
    expect(toast?.message).toEqual({ kind: 'text', text: 'Server says no.' });
    expect(toast?.level).toBe('error');
  });

  test('without a translation predicate no code is translated', () => {
    expect(post(400, { code: 'coupon_not_found', message: 'x' })?.message).toEqual({
      kind: 'text',
      text: 'x',
    });
  });

  test('codes that are not plain identifiers are never looked up', () => {
    const asked: string[] = [];
    const hasTranslation = (key: string) => {
      asked.push(key);
      return true;
    };
    post(400, { code: 'common:nav.signIn' }, { hasTranslation });
    post(400, { code: 'a.b' }, { hasTranslation });
    post(400, { code: 400 }, { hasTranslation });
    expect(asked).toEqual([]);
  });
});

describe('productApiToast: §8 status table', () => {
  test('400: the message', () => {
    expect(post(400, { message: 'Amount too low.', password: ['x'] })?.message).toEqual({
      kind: 'text',
      text: 'Amount too low.',
    });
  });

  test('400: the password messages joined', () => {
    expect(post(400, { password: ['Too short.', 'Too common.'] })?.message).toEqual({
      kind: 'text',
      text: 'Too short. Too common.',
    });
  });

  test('400: the first non-field error, then the first email error', () => {
    expect(
      post(400, { non_field_errors: ['Wrong code.', 'b'], email: ['Invalid email.'] })?.message,
    ).toEqual({ kind: 'text', text: 'Wrong code.' });
    expect(post(400, { email: ['Invalid email.', 'Taken.'] })?.message).toEqual({
      kind: 'text',
      text: 'Invalid email.',
    });
  });

  test("400: else 'Bad request'", () => {
    for (const body of [{}, undefined, 'plain text', { badRequest: { message: 'x' } }]) {
      expect(post(400, body)?.message).toEqual({
        kind: 'key',
        key: 'errors:toast.badRequest',
        params: {},
      });
    }
  });

  test('401: authentication required, with status, method and path (no query)', () => {
    const toast = productApiToast({
      status: 401,
      method: 'delete',
      path: '/api/servers/1?token=secret#x',
      body: { message: 'ignored' },
    });
    expect(toast?.message).toEqual({
      kind: 'key',
      key: 'errors:toast.unauthenticated',
      params: { status: 401, method: 'DELETE', path: '/api/servers/1' },
    });
    expect(toast?.level).toBe('error');
  });

  test('403: no permission, whatever the body', () => {
    expect(post(403, { message: 'ignored' })?.message).toEqual({
      kind: 'key',
      key: 'errors:toast.forbidden',
      params: {},
    });
  });

  test("409: the message, else 'Conflict request'", () => {
    expect(post(409, { message: 'Server is busy resizing.' })?.message).toEqual({
      kind: 'text',
      text: 'Server is busy resizing.',
    });
    expect(post(409, { error: 'x' })?.message).toEqual({
      kind: 'key',
      key: 'errors:toast.conflict',
      params: {},
    });
  });

  test.each([500, 502, 503])('%i: something went wrong, with status, method and path', (status) => {
    expect(post(status, { message: 'Traceback ...' })?.message).toEqual({
      kind: 'key',
      key: 'errors:toast.serverError',
      params: { status, method: 'POST', path: '/api/billing/coupon' },
    });
  });

  test('504: too busy', () => {
    expect(post(504, 'Gateway Timeout')?.message).toEqual({
      kind: 'key',
      key: 'errors:toast.busy',
      params: {},
    });
  });

  test('other: the not-found message first', () => {
    expect(
      post(404, { itemNotFound: { message: 'Flavor not found.' }, message: 'm', error: 'e' })
        ?.message,
    ).toEqual({ kind: 'text', text: 'Flavor not found.' });
    expect(post(404, { detail: 'Not found.', message: 'm' })?.message).toEqual({
      kind: 'text',
      text: 'Not found.',
    });
  });

  test('other: then the message, then the error, then a text body', () => {
    expect(post(422, { message: 'Unprocessable.', error: 'e' })?.message).toEqual({
      kind: 'text',
      text: 'Unprocessable.',
    });
    expect(post(429, { error: 'Slow down.' })?.message).toEqual({
      kind: 'text',
      text: 'Slow down.',
    });
    expect(post(429, { error: { message: 'Slow down!' } })?.message).toEqual({
      kind: 'text',
      text: 'Slow down!',
    });
    expect(post(418, "I'm a teapot")?.message).toEqual({ kind: 'text', text: "I'm a teapot" });
  });

  test("other: else 'Something went wrong...' (also for HTML pages and no response)", () => {
    const unknown = { kind: 'key', key: 'errors:toast.unknown', params: {} };
    expect(post(418, { foo: 1 })?.message).toEqual(unknown);
    expect(post(0, undefined)?.message).toEqual(unknown);
    expect(post(520, '<html><body>Origin error</body></html>')?.message).toEqual(unknown);
  });

  test('server texts are cut to 200 characters', () => {
    const toast = post(400, { message: 'x'.repeat(500) });
    expect(toast?.message).toEqual({ kind: 'text', text: `${'x'.repeat(197)}...` });
  });
});

describe('productApiToast: dedupe key', () => {
  test('equal toasts have equal keys', () => {
    expect(post(400, { message: 'Same.' })?.dedupeKey).toBe(
      productApiToast({
        status: 400,
        method: 'PUT',
        path: '/api/other',
        body: { message: 'Same.' },
      })?.dedupeKey,
    );
    expect(post(403, {})?.dedupeKey).toBe(post(403, { message: 'other' })?.dedupeKey);
  });

  test('different texts, params or levels have different keys', () => {
    expect(post(400, { message: 'One.' })?.dedupeKey).not.toBe(
      post(400, { message: 'Two.' })?.dedupeKey,
    );
    expect(post(500, {})?.dedupeKey).not.toBe(post(502, {})?.dedupeKey);
    const key = translated('billing:payment.cardDeclined');
    expect(post(400, { code: 'card_declined' }, { hasTranslation: key })?.dedupeKey).not.toBe(
      post(400, { code: 'card_declined' }, { hasTranslation: key, codeLevel: 'error' })?.dedupeKey,
    );
  });
});

describe('productApiToast: properties', () => {
  test('property: never throws; non-GET failures always toast for 10 s; texts ≤ 200', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }),
        fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
        fc.jsonValue(),
        fc.boolean(),
        (status, method, body, translatedAll) => {
          const toast = productApiToast(
            { status, method, path: '/api/x', body },
            { hasTranslation: () => translatedAll },
          );
          expect(toast).toBeDefined();
          expect(toast?.durationMs).toBe(10_000);
          if (toast?.message.kind === 'text') {
            expect(toast.message.text.length).toBeLessThanOrEqual(200);
            expect(toast.message.text.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('productApiMessage: the same words for screens that show the failure', () => {
  test('also for GET and silent calls, with the toast rule', () => {
    const hasTranslation = (key: string) => key === 'auth:twoFactor.invalidCode';
    expect(
      productApiMessage(
        {
          status: 400,
          method: 'POST',
          path: '/api/totp/verify/',
          body: { code: 'totp_invalid' },
          silent: true,
        },
        { hasTranslation },
      ),
    ).toEqual({
      message: { kind: 'key', key: 'auth:twoFactor.invalidCode', params: {} },
      level: 'warn',
    });
    expect(
      productApiMessage({ status: 500, method: 'GET', path: '/api/customers/', body: {} }),
    ).toEqual({
      message: {
        kind: 'key',
        key: 'errors:toast.serverError',
        params: { status: 500, method: 'GET', path: '/api/customers/' },
      },
      level: 'error',
    });
  });
});
