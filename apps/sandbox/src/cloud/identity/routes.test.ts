import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { startTestServer } from '../../test-support/server.ts';

const TOKENS = '/cloud/eu-west2/identity/v3/auth/tokens';
const ISSUED_AT = new Date('2026-11-21T10:00:00.123Z');

/** The official Keystone sample of a project-scoped password token (see openstack-samples/README.md). */
const OFFICIAL_SAMPLE = JSON.parse(
  readFileSync(
    join(
      findRepoRoot(),
      '..',
      'shared',
      'openstack-samples',
      'keystone',
      'v3',
      'auth',
      'responses',
      'project-scoped-password.json',
    ),
    'utf8',
  ),
) as unknown;

/** The portal's request (SPEC §7): password login with domain Default, scoped to the project. */
function passwordRequest(
  password: string = DEMO_CONSUMER.osPassword,
  extra: Record<string, unknown> = {},
) {
  return {
    auth: {
      identity: {
        methods: ['password'],
        password: {
          user: { name: DEMO_CONSUMER.osUser as string, domain: { name: 'Default' }, password },
        },
      },
      scope: { project: { name: DEMO_CONSUMER.osProject, domain: { id: 'default' } } },
      ...extra,
    },
  };
}

/** Every key path of a JSON value; arrays contribute the key paths of their elements. */
function keyPaths(value: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (Array.isArray(value)) {
    for (const item of value) for (const path of keyPaths(item, `${prefix}[]`)) paths.add(path);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      paths.add(`${prefix}.${key}`);
      for (const path of keyPaths(child, `${prefix}.${key}`)) paths.add(path);
    }
  }
  return paths;
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = ISSUED_AT;
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

async function issueToken(payload: unknown = passwordRequest(), url = TOKENS) {
  return server.app.inject({ method: 'POST', url, payload: payload as object });
}

describe('POST /cloud/{region}/identity/v3/auth/tokens', () => {
  it('issues a project-scoped token: 201, X-Subject-Token, expires_at, project id and user id', async () => {
    const response = await issueToken();

    expect(response.statusCode).toBe(201);
    const tokenId = response.headers['x-subject-token'];
    expect(typeof tokenId).toBe('string');
    expect((tokenId as string).length).toBeGreaterThan(100);
    expect(response.headers['x-openstack-request-id']).toMatch(/^req-[0-9a-f-]{36}$/);
    const { token } = response.json();
    expect(token.methods).toEqual(['password']);
    expect(token.issued_at).toBe('2026-11-21T10:00:00.123000Z');
    expect(token.expires_at).toBe('2026-11-21T11:00:00.123000Z');
    expect(token.project).toMatchObject({
      name: DEMO_CONSUMER.osProject,
      domain: { id: 'default', name: 'Default' },
    });
    expect(token.project.id).toMatch(/^[0-9a-f]{32}$/);
    expect(token.user).toMatchObject({
      name: DEMO_CONSUMER.osUser,
      domain: { id: 'default', name: 'Default' },
    });
    expect(token.user.id).toMatch(/^[0-9a-f]{32}$/);
    expect(token.roles).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'member' }]);
  });

  it('has the same keys as the official Keystone sample', async () => {
    const response = await issueToken();

    expect([...keyPaths(response.json())].sort()).toEqual([...keyPaths(OFFICIAL_SAMPLE)].sort());
  });

  it('lists every service of every region on the sandbox origin in the catalog', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: { host: 'portal.test:8080' },
      payload: passwordRequest(),
    });
    const { token } = response.json();
    const types = token.catalog.map((entry: { type: string }) => entry.type);

    expect(types).toEqual([
      'identity',
      'compute',
      'network',
      'volumev3',
      'image',
      'dns',
      'metric',
      'object-store',
    ]);
    const compute = token.catalog.find((entry: { type: string }) => entry.type === 'compute');
    expect(compute.endpoints).toHaveLength(6);
    expect(compute.endpoints[0]).toMatchObject({
      interface: 'public',
      region: 'eu-west2',
      region_id: 'eu-west2',
      url: 'http://portal.test:8080/cloud/eu-west2/compute/v2.1',
    });
    const volume = token.catalog.find((entry: { type: string }) => entry.type === 'volumev3');
    expect(volume.endpoints[0].url).toBe(
      `http://portal.test:8080/cloud/eu-west2/volume/v3/${token.project.id}`,
    );
  });

  it('omits the catalog with ?nocatalog', async () => {
    const response = await issueToken(passwordRequest(), `${TOKENS}?nocatalog`);

    expect(response.statusCode).toBe(201);
    expect(response.json().token).not.toHaveProperty('catalog');
  });

  it('accepts the user by id and a project scope by id, and scopes to the default project without a scope', async () => {
    const first = (await issueToken()).json().token;
    const byId = await issueToken({
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { id: first.user.id, password: DEMO_CONSUMER.osPassword } },
        },
        scope: { project: { id: first.project.id } },
      },
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().token.user.id).toBe(first.user.id);

    const unscopedRequest = passwordRequest();
    delete (unscopedRequest.auth as { scope?: unknown }).scope;
    const defaultScope = await issueToken(unscopedRequest);
    expect(defaultScope.statusCode).toBe(201);
    expect(defaultScope.json().token.project.id).toBe(first.project.id);
  });

  it('issues a different token id every time', async () => {
    const first = await issueToken();
    const second = await issueToken();

    expect(first.headers['x-subject-token']).not.toBe(second.headers['x-subject-token']);
  });

  it('answers a wrong password with 401 in Keystone error shape, without a token', async () => {
    const response = await issueToken(passwordRequest('wrong-password'));

    expect(response.statusCode).toBe(401);
    expect(response.headers['x-subject-token']).toBeUndefined();
    expect(response.headers['www-authenticate']).toMatch(
      /^Keystone uri=".*\/cloud\/eu-west2\/identity"$/,
    );
    expect(response.json()).toEqual({
      error: {
        code: 401,
        title: 'Unauthorized',
        message: 'The request you have made requires authentication.',
      },
    });
  });

  it('answers an unknown user exactly like a wrong password (no enumeration)', async () => {
    const wrongPassword = await issueToken(passwordRequest('wrong-password'));
    const request = passwordRequest();
    request.auth.identity.password.user.name = 'nobody';
    const unknownUser = await issueToken(request);

    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('rejects a user of another domain, and a project the user has no role on', async () => {
    const otherDomain = passwordRequest();
    otherDomain.auth.identity.password.user.domain = { name: 'Elsewhere' };
    expect((await issueToken(otherDomain)).statusCode).toBe(401);

    const otherProject = passwordRequest(DEMO_CONSUMER.osPassword, {
      scope: { project: { id: 'f'.repeat(32) } },
    });
    expect((await issueToken(otherProject)).statusCode).toBe(401);

    const systemScope = passwordRequest(DEMO_CONSUMER.osPassword, {
      scope: { system: { all: true } },
    });
    expect((await issueToken(systemScope)).statusCode).toBe(401);
  });

  it('answers malformed bodies with 400 in Keystone error shape', async () => {
    const missingPassword = await issueToken({
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name: 'demo-consumer', domain: { id: 'default' } } },
        },
      },
    });
    expect(missingPassword.statusCode).toBe(400);
    expect(missingPassword.json().error).toMatchObject({ code: 400, title: 'Bad Request' });

    const brokenJson = await server.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: { 'content-type': 'application/json' },
      payload: '{"auth": ',
    });
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json().error).toMatchObject({ code: 400, title: 'Bad Request' });
  });

  it('answers an unknown region with 404', async () => {
    const response = await issueToken(passwordRequest(), '/cloud/mars-1/identity/v3/auth/tokens');

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 404, title: 'Not Found' });
  });
});

describe('token validation and revocation', () => {
  async function validToken(): Promise<string> {
    return (await issueToken()).headers['x-subject-token'] as string;
  }

  it('GET returns the token body and echoes X-Subject-Token', async () => {
    const token = await validToken();

    const response = await server.app.inject({
      method: 'GET',
      url: TOKENS,
      headers: { 'x-auth-token': token, 'x-subject-token': token },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-subject-token']).toBe(token);
    expect(response.json().token.expires_at).toBe('2026-11-21T11:00:00.123000Z');
  });

  it('HEAD answers 200 without a body for a live token and 404 for an unknown one', async () => {
    const token = await validToken();

    const live = await server.app.inject({
      method: 'HEAD',
      url: TOKENS,
      headers: { 'x-auth-token': token, 'x-subject-token': token },
    });
    expect(live.statusCode).toBe(200);
    expect(live.body).toBe('');

    const unknown = await server.app.inject({
      method: 'HEAD',
      url: TOKENS,
      headers: { 'x-auth-token': token, 'x-subject-token': 'gAAAAABnot-a-token' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('treats an expired token as invalid', async () => {
    const token = await validToken();
    clock = new Date(ISSUED_AT.getTime() + 3600 * 1000 + 1);

    const response = await server.app.inject({
      method: 'HEAD',
      url: TOKENS,
      headers: { 'x-auth-token': token, 'x-subject-token': token },
    });

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 without a valid X-Auth-Token', async () => {
    const token = await validToken();

    const response = await server.app.inject({
      method: 'GET',
      url: TOKENS,
      headers: { 'x-subject-token': token },
    });

    expect(response.statusCode).toBe(401);
  });

  it('DELETE revokes the subject token', async () => {
    const caller = await validToken();
    const subject = await validToken();

    const revoke = await server.app.inject({
      method: 'DELETE',
      url: TOKENS,
      headers: { 'x-auth-token': caller, 'x-subject-token': subject },
    });
    expect(revoke.statusCode).toBe(204);

    const check = await server.app.inject({
      method: 'HEAD',
      url: TOKENS,
      headers: { 'x-auth-token': caller, 'x-subject-token': subject },
    });
    expect(check.statusCode).toBe(404);
  });

  it('keeps tokens valid across a restart (they live in the database)', async () => {
    const token = await validToken();
    const { dataDir, staticDir } = server;
    await server.app.close();
    const { buildServer } = await import('../../server.ts');
    const reopened = await buildServer({ dataDir, staticDir, now: () => clock });
    try {
      const response = await reopened.inject({
        method: 'HEAD',
        url: TOKENS,
        headers: { 'x-auth-token': token, 'x-subject-token': token },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await reopened.close();
    }
  });
});
