import { httpErrorCode } from '@cloud-portal/domain/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { errorAnswer, SERVER_ERROR_MESSAGE } from './errorAnswer.ts';
import { BODY_LIMIT_BYTES } from './requestValidation.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let headers: Record<string, string>;

beforeEach(async () => {
  server = await startTestServer();
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const token = agent.jar.get('csrftoken__') ?? '';
  headers = { cookie: `csrftoken__=${token}`, 'x-csrftoken': token };
});
afterEach(async () => {
  await server.close();
});

function post(url: string, payload: string, contentType = 'application/json') {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/** Fastify's, Node's and JSON.parse's own words, which a client must never see. */
const INTERNALS =
  /FST_|content-type is set|Unexpected token|Unexpected end|in JSON at position|forbidden prototype|statusCode|stack|at \w+ \(/i;

function expectApiError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/^[A-Z].*\.$/);
  expect(response.body).not.toMatch(INTERNALS);
  return body;
}

describe('4xx bodies of the framework never echo its internals or the input', () => {
  it('malformed JSON: 400 with a fixed message, not the parser error', async () => {
    const response = await post('/api/login/', '{"email": "SENTINEL@x.test", }');

    const body = expectApiError(response, 400, 'bad_request');
    expect(body.message).toBe(
      'The request body is not valid JSON, or uses a field name that is not allowed.',
    );
    expect(response.body).not.toContain('SENTINEL');
  });

  it('an empty JSON body: 400 saying to send a JSON object', async () => {
    const response = await post('/api/login/', '');

    const body = expectApiError(response, 400, 'bad_request');
    expect(body.message).toBe(
      'The request says it sends JSON but has no body. Send a JSON object.',
    );
  });

  it('a content type other than JSON: 415, also for text/plain', async () => {
    const xml = await post('/api/login/', '<login email="SENTINEL"/>', 'application/xml');
    const text = await post('/api/login/', 'SENTINEL', 'text/plain');

    for (const response of [xml, text]) {
      const body = expectApiError(response, 415, 'unsupported_media_type');
      expect(body.message).toBe('Send the request body as JSON (Content-Type: application/json).');
      expect(response.body).not.toContain('SENTINEL');
    }
  });

  it(`a body over ${BODY_LIMIT_BYTES / 1024} KiB: 413 payload_too_large, in the OpenStack shape under /cloud`, async () => {
    const big = JSON.stringify({
      email: 'demo@cloud-portal.test',
      password: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    const justUnder = JSON.stringify({
      email: 'demo@cloud-portal.test',
      password: 'x'.repeat(BODY_LIMIT_BYTES - 100),
    });

    const api = await post('/api/login/', big);
    const cloud = await post('/cloud/eu-west2/identity/v3/auth/tokens', big);
    const under = await post('/api/login/', justUnder);

    const body = expectApiError(api, 413, 'payload_too_large');
    expect(body.message).toBe('The request body is too large for this call.');
    expect(cloud.statusCode).toBe(413);
    expect(cloud.json()).toEqual({
      error: {
        code: 413,
        title: 'Request Entity Too Large',
        message: 'The request body is too large for this call.',
      },
    });
    // Under the limit the body is read (and refused by its schema: the password is too long).
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('deeply nested JSON is refused with 400, not a crash (500)', async () => {
    const depth = 10_000;
    const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deepArray = `${'['.repeat(depth * 3)}${']'.repeat(depth * 3)}`;

    const signUp = await post(
      '/api/customers/',
      `{"email":"deep@cloud-portal.test","password":"long-enough-password","fp_data":${deepObject}}`,
    );
    const social = await post('/api/login-github/', `{"code":"x","fp_data":{"a":${deepArray}}}`);
    const root = await post('/api/login/', deepArray);

    expect(expectApiError(signUp, 400, 'invalid_input')).toMatchObject({
      errors: { fp_data: ['The fp data must be text or a number or true or false or null.'] },
    });
    expectApiError(social, 400, 'invalid_input');
    expect(expectApiError(root, 400, 'invalid_input')).toMatchObject({
      errors: { non_field_errors: ['Send a JSON object as the request body.'] },
    });
  });

  it('prototype-pollution payloads are refused with 400 and pollute nothing', async () => {
    const proto = await post(
      '/api/login/',
      '{"email":"demo@cloud-portal.test","password":"x","__proto__":{"polluted":"SENTINEL"}}',
    );
    const constructor = await post(
      '/api/customers/',
      '{"email":"c@cloud-portal.test","password":"long-enough-password","constructor":{"prototype":{"polluted":"SENTINEL"}}}',
    );
    const nested = await post(
      '/api/customers/',
      '{"email":"n@cloud-portal.test","password":"long-enough-password","fp_data":{"__proto__":{"polluted":"SENTINEL"}}}',
    );

    for (const response of [proto, constructor, nested]) {
      const body = expectApiError(response, 400, 'bad_request');
      expect(body.message).toBe(
        'The request body is not valid JSON, or uses a field name that is not allowed.',
      );
      expect(response.body).not.toContain('SENTINEL');
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a malformed %-escape in the URL: 400 in the API shape, without the URL or FST_ code', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/regions/%E0%A4%A-SENTINEL/',
    });

    const body = expectApiError(response, 400, 'bad_request');
    expect(body.message).toBe('The address of the request is not valid.');
    expect(response.body).not.toContain('SENTINEL');
  });

  it('a server failure answers the status code of the one status table, SPEC §8 text', async () => {
    const fresh = await startTestServer();
    fresh.app.get('/sandbox/test-failure', async () => {
      throw new Error('SQLITE_CORRUPT: database disk image is malformed at /data/SENTINEL');
    });

    const response = await fresh.app.inject({ method: 'GET', url: '/sandbox/test-failure' });
    await fresh.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: httpErrorCode(500),
      message: SERVER_ERROR_MESSAGE,
    });
  });
});

describe('errorAnswer', () => {
  it("never passes an error's own message to the client, whatever its status", () => {
    const leaky = Object.assign(new Error('SELECT * FROM customers WHERE SENTINEL'), {
      statusCode: 409,
    });
    const noStatus = new TypeError("Cannot read properties of undefined (reading 'SENTINEL')");

    expect(errorAnswer(leaky)).toEqual({
      status: 409,
      code: 'conflict',
      message: 'The request conflicts with the current state. Reload and try again.',
    });
    expect(errorAnswer(noStatus)).toEqual({
      status: 500,
      code: 'internal_server_error',
      message: SERVER_ERROR_MESSAGE,
    });
  });

  it('takes its codes from the one status table of @cloud-portal/domain', () => {
    for (const status of [400, 403, 404, 405, 408, 409, 413, 414, 429, 500, 502, 503]) {
      expect(errorAnswer({ statusCode: status }).code, String(status)).toBe(httpErrorCode(status));
    }
  });
});
