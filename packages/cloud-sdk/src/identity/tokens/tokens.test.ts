import { describe, expect, test } from 'vitest';
import { createCloudClient, defaultMiddleware } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { buildPasswordAuthRequest, checkToken, createToken, parseTokenResponse } from './tokens.ts';
import {
  createResponseHead,
  keyShape,
  PASSWORD_REQUEST_WITH_DOMAIN,
  PROJECT_ID_PASSWORD_REQUEST,
  PROJECT_NAME_PASSWORD_REQUEST,
  PROJECT_SCOPED_RESPONSE,
  readSampleJson,
  tokenCreateResponseSamples,
  UNSCOPED_RESPONSE,
} from './tokens.fixtures.ts';
import type { KeystoneAuthRequest } from './tokens.types.ts';

interface SampleRequest {
  auth: { identity: unknown; scope?: { project: Record<string, unknown> } };
}
interface SampleResponse {
  token: {
    expires_at: string;
    issued_at?: string;
    user: { id: string; name?: string };
    project?: { id: string; name: string };
    roles?: { id: string; name: string }[];
    catalog?: { type: string; endpoints: unknown[] }[];
  };
}

/** A fake Keystone answering token creation with an official sample body and header. */
function keystoneReturning(sampleFile: string) {
  const head = createResponseHead();
  return fakeFetch(() =>
    jsonResponse(readSampleJson(sampleFile), {
      status: head.status,
      headers: { 'X-Subject-Token': head.subjectToken },
    }),
  );
}

describe('buildPasswordAuthRequest (contract: official Keystone request samples)', () => {
  test('equals the official password request with user name and domain, for the same values', () => {
    const sample = readSampleJson(PASSWORD_REQUEST_WITH_DOMAIN);
    // The sample logs in user "admin" with password "devstacker" in domain "Default".
    expect(buildPasswordAuthRequest({ username: 'admin', password: 'devstacker' })).toEqual(sample);
  });

  test('a project id scope has the shape (same keys) of the official requests', () => {
    const scoped = readSampleJson<SampleRequest>(PROJECT_ID_PASSWORD_REQUEST);
    const byName = readSampleJson<SampleRequest>(PASSWORD_REQUEST_WITH_DOMAIN);
    const body = buildPasswordAuthRequest({
      username: 'admin',
      password: 'x',
      projectId: 'a6944d763bf64ee6a275f1263fae0352',
    });
    expect(Object.keys(body.auth).sort()).toEqual(Object.keys(scoped.auth).sort());
    // The user is named in its domain (the by-name sample); the scope is the project-id sample's.
    expect(keyShape(body.auth.identity)).toEqual(keyShape(byName.auth.identity));
    expect(body.auth.scope).toEqual(scoped.auth.scope);
  });

  test('a project name scope has the keys of the official project-name request (domain by name)', () => {
    const sample = readSampleJson<SampleRequest>(PROJECT_NAME_PASSWORD_REQUEST);
    const body = buildPasswordAuthRequest({
      username: 'admin',
      password: 'x',
      projectName: 'admin',
    });
    const project = body.auth.scope?.project as Record<string, unknown> | undefined;
    expect(Object.keys(project ?? {}).sort()).toEqual(
      Object.keys(sample.auth.scope?.project ?? {}).sort(),
    );
    // Keystone accepts a domain by id or by name; §7 names the domain "Default".
    expect(project?.domain).toEqual({ name: 'Default' });
  });

  test('projectId wins over projectName, and a custom domain is used for user and project', () => {
    expect(
      buildPasswordAuthRequest({ username: 'u', password: 'p', projectId: 'id1', projectName: 'n' })
        .auth.scope,
    ).toEqual({
      project: { id: 'id1' },
    });
    const body = buildPasswordAuthRequest({
      username: 'u',
      password: 'p',
      projectName: 'n',
      domain: 'Customers',
    });
    expect(body.auth.identity.password.user.domain).toEqual({ name: 'Customers' });
    expect(body.auth.scope).toEqual({ project: { name: 'n', domain: { name: 'Customers' } } });
  });
});

describe('KeystoneAuthRequest (the wire type of every token request)', () => {
  test('covers what createToken sends, in every scope', () => {
    const bodies: KeystoneAuthRequest[] = [
      buildPasswordAuthRequest({ username: 'u', password: 'p' }),
      buildPasswordAuthRequest({ username: 'u', password: 'p', projectId: 'id1' }),
      buildPasswordAuthRequest({ username: 'u', password: 'p', projectName: 'n' }),
    ];
    expect(bodies.map((body) => body.auth.identity.methods)).toEqual([
      ['password'],
      ['password'],
      ['password'],
    ]);
  });
});

describe('parseTokenResponse (contract: official Keystone response samples)', () => {
  test('reads a project-scoped token: header token, expiry, project, user, roles, catalog', () => {
    const sample = readSampleJson<SampleResponse>(PROJECT_SCOPED_RESPONSE);
    const { subjectToken } = createResponseHead();
    const parsed = parseTokenResponse({
      status: 201,
      headers: new Headers({ 'X-Subject-Token': subjectToken }),
      body: sample,
    });
    expect(parsed.token).toBe(subjectToken);
    expect(parsed.expiresAt).toBe(sample.token.expires_at);
    expect(parsed.issuedAt).toBe(sample.token.issued_at);
    expect(parsed.projectId).toBe(sample.token.project?.id);
    expect(parsed.projectName).toBe(sample.token.project?.name);
    expect(parsed.userId).toBe(sample.token.user.id);
    expect(parsed.roles).toEqual(sample.token.roles);
    expect(parsed.catalog?.map((service) => service.type)).toEqual(
      sample.token.catalog?.map((service) => service.type),
    );
    expect(parsed.catalog?.[0]?.endpoints).toHaveLength(
      sample.token.catalog?.[0]?.endpoints.length ?? -1,
    );
    expect(parsed.catalog?.[0]?.endpoints[0]).toMatchObject({
      interface: 'public',
      regionId: 'RegionOne',
    });
  });

  test('reads an unscoped token: no project, no roles, no catalog', () => {
    const sample = readSampleJson<SampleResponse>(UNSCOPED_RESPONSE);
    const parsed = parseTokenResponse({
      status: 201,
      headers: new Headers({ 'X-Subject-Token': 't' }),
      body: sample,
    });
    expect(parsed).toEqual({
      token: 't',
      expiresAt: sample.token.expires_at,
      issuedAt: sample.token.issued_at,
      userId: sample.token.user.id,
      userName: sample.token.user.name,
      roles: [],
    });
  });

  test('every official token-create response sample parses', () => {
    const files = tokenCreateResponseSamples();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const sample = readSampleJson<SampleResponse>(file);
      const parsed = parseTokenResponse({
        status: 201,
        headers: new Headers({ 'X-Subject-Token': 'tok' }),
        body: sample,
      });
      expect(parsed.expiresAt, file).toBe(sample.token.expires_at);
      expect(parsed.userId, file).toBe(sample.token.user.id);
      expect(parsed.projectId, file).toBe(sample.token.project?.id);
    }
  });

  test('rejects responses without the header or required fields', () => {
    const sample = readSampleJson(PROJECT_SCOPED_RESPONSE);
    expect(() => parseTokenResponse({ status: 201, headers: new Headers(), body: sample })).toThrow(
      expect.objectContaining({ name: 'CloudError', code: 'invalid_response' }),
    );
    const withHeader = new Headers({ 'X-Subject-Token': 't' });
    expect(() =>
      parseTokenResponse({
        status: 201,
        headers: withHeader,
        body: { token: { user: { id: 'u' } } },
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid_response',
        message: expect.stringContaining('expires_at'),
      }),
    );
    expect(() =>
      parseTokenResponse({
        status: 201,
        headers: withHeader,
        body: { token: { expires_at: 'x', user: {} } },
      }),
    ).toThrow(expect.objectContaining({ message: expect.stringContaining('user.id') }));
    expect(() => parseTokenResponse({ status: 200, headers: withHeader, body: 'ok' })).toThrow(
      expect.objectContaining({ code: 'invalid_response' }),
    );
  });
});

describe('createToken', () => {
  test('POSTs the password body to the region-prefixed identity path, without the client token', async () => {
    const fake = keystoneReturning(PROJECT_SCOPED_RESPONSE);
    const client = createCloudClient({ fetch: fake.fetch, token: () => 'old-token' });
    const result = await createToken(client, {
      username: 'admin',
      password: 'devstacker',
      projectId: 'a6944d763bf64ee6a275f1263fae0352',
    });

    const call = fake.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/cloud/eu-west2/identity/v3/auth/tokens');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-auth-token']).toBeUndefined();
    expect(call?.credentials).toBe('include');
    expect(JSON.parse(call?.body ?? '')).toEqual(
      buildPasswordAuthRequest({
        username: 'admin',
        password: 'devstacker',
        projectId: 'a6944d763bf64ee6a275f1263fae0352',
      }),
    );

    const sample = readSampleJson<SampleResponse>(PROJECT_SCOPED_RESPONSE);
    expect(result).toMatchObject({
      token: createResponseHead().subjectToken,
      expiresAt: sample.token.expires_at,
      projectId: sample.token.project?.id,
      userId: sample.token.user.id,
    });
  });

  test('uses the region of the call', async () => {
    const fake = keystoneReturning(UNSCOPED_RESPONSE);
    const client = createCloudClient({ fetch: fake.fetch, baseUrl: 'https://panel.example.com' });
    await createToken(client, { username: 'u', password: 'p' }, { region: 'za-jnb1' });
    expect(fake.calls[0]?.url).toBe(
      'https://panel.example.com/cloud/za-jnb1/identity/v3/auth/tokens',
    );
  });

  test('retries on 500 and 502 even though the client does not retry (§7)', async () => {
    const head = createResponseHead();
    const fake = fakeFetch([
      jsonResponse(
        {
          error: {
            code: 500,
            message: 'An unexpected error prevented the server from fulfilling your request.',
          },
        },
        { status: 500 },
      ),
      jsonResponse({}, { status: 502 }),
      jsonResponse(readSampleJson(PROJECT_SCOPED_RESPONSE), {
        status: 201,
        headers: { 'X-Subject-Token': head.subjectToken },
      }),
    ]);
    const waits: number[] = [];
    const client = createCloudClient({
      fetch: fake.fetch,
      middleware: defaultMiddleware({ sleep: async (ms) => void waits.push(ms) }),
    });
    await expect(createToken(client, { username: 'u', password: 'p' })).resolves.toMatchObject({
      token: head.subjectToken,
    });
    expect(fake.calls).toHaveLength(3);
    expect(waits).toEqual([3000, 3000]);
  });

  test('wrong credentials reject with the Keystone message, without retrying', async () => {
    const fake = fakeFetch(() =>
      jsonResponse(
        {
          error: {
            code: 401,
            message: 'The request you have made requires authentication.',
            title: 'Unauthorized',
          },
        },
        { status: 401 },
      ),
    );
    const client = createCloudClient({
      fetch: fake.fetch,
      middleware: defaultMiddleware({ sleep: async () => {} }),
    });
    await expect(createToken(client, { username: 'u', password: 'wrong' })).rejects.toEqual(
      expect.objectContaining({
        name: 'CloudError',
        code: 'unauthorized',
        status: 401,
        message: 'The request you have made requires authentication.',
      }),
    );
    expect(fake.calls).toHaveLength(1);
  });
});

describe('checkToken', () => {
  test('HEADs auth/tokens with the client token in both headers and resolves true on 200', async () => {
    const fake = fakeFetch([new Response(null, { status: 200 })]);
    const client = createCloudClient({ fetch: fake.fetch, token: () => 'mine' });
    await expect(checkToken(client)).resolves.toBe(true);
    expect(fake.calls[0]).toMatchObject({
      method: 'HEAD',
      url: '/cloud/eu-west2/identity/v3/auth/tokens',
    });
    expect(fake.calls[0]?.headers['x-auth-token']).toBe('mine');
    expect(fake.calls[0]?.headers['x-subject-token']).toBe('mine');
  });

  test('checks a given token instead of the client one', async () => {
    const fake = fakeFetch([new Response(null, { status: 200 })]);
    const client = createCloudClient({ fetch: fake.fetch, token: () => 'client' });
    await checkToken(client, { token: 'stored' });
    expect(fake.calls[0]?.headers['x-auth-token']).toBe('stored');
    expect(fake.calls[0]?.headers['x-subject-token']).toBe('stored');
  });

  test('resolves false for 404 and 401', async () => {
    const fake = fakeFetch([
      new Response(null, { status: 404 }),
      new Response(null, { status: 401 }),
    ]);
    const client = createCloudClient({ fetch: fake.fetch, token: () => 'gone' });
    await expect(checkToken(client)).resolves.toBe(false);
    await expect(checkToken(client)).resolves.toBe(false);
  });

  test('rejects other failures', async () => {
    const fake = fakeFetch([new Response(null, { status: 503 })]);
    const client = createCloudClient({ fetch: fake.fetch, token: () => 't' });
    await expect(checkToken(client)).rejects.toMatchObject({
      code: 'service_unavailable',
      status: 503,
    });
  });
});

describe('keyShape (test helper)', () => {
  test('tells shapes apart', () => {
    expect(keyShape({ a: { b: 1 } })).toEqual(keyShape({ a: { b: 2 } }));
    expect(keyShape({ a: { b: 1 } })).not.toEqual(keyShape({ a: { c: 1 } }));
  });
});
