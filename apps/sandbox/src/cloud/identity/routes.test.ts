import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { hashPasswordSync } from '../../platform/security/password.ts';
import { DEFAULT_RATE_LIMITS } from '../../product/account/index.ts';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { startTestServer } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';

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

/** A second Keystone user with its own project (another consumer), or an admin. */
function addUser(name: string, password: string, admin = false): void {
  const stores = openTestStores(server.dataDir);
  try {
    const project = stores.keystone.createProject({ name: `${name}-project`, domainId: 'default' });
    stores.keystone.createUser({
      name,
      domainId: 'default',
      passwordHash: hashPasswordSync(password),
      defaultProjectId: project.id,
      ...(admin ? { admin: true } : {}),
    });
  } finally {
    stores.close();
  }
}

function requestFor(name: string, password: string) {
  return {
    auth: {
      identity: {
        methods: ['password'],
        password: { user: { name, domain: { name: 'Default' }, password } },
      },
    },
  };
}

async function tokenOf(name: string, password: string): Promise<string> {
  const response = await issueToken(requestFor(name, password));
  expect(response.statusCode).toBe(201);
  return response.headers['x-subject-token'] as string;
}

async function tokenCall(method: 'GET' | 'HEAD' | 'DELETE', caller: string, subject: string) {
  return server.app.inject({
    method,
    url: TOKENS,
    headers: { 'x-auth-token': caller, 'x-subject-token': subject },
  });
}

describe('token policy: a token acts only on tokens of its own user, or an admin on any (Keystone token_subject / admin_required)', () => {
  it("refuses to validate, check or revoke another user's token with 403, and leaves it valid", async () => {
    addUser('other-consumer', 'other-password-2026');
    const mine = await tokenOf(DEMO_CONSUMER.osUser as string, DEMO_CONSUMER.osPassword);
    const theirs = await tokenOf('other-consumer', 'other-password-2026');

    const validate = await tokenCall('GET', mine, theirs);
    const check = await tokenCall('HEAD', mine, theirs);
    const revoke = await tokenCall('DELETE', mine, theirs);

    expect(validate.statusCode).toBe(403);
    expect(validate.json()).toEqual({
      error: {
        code: 403,
        title: 'Forbidden',
        message: 'You are not authorized to perform the requested action: identity:validate_token.',
      },
    });
    expect(check.statusCode).toBe(403);
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().error.message).toContain('identity:revoke_token');
    expect((await tokenCall('HEAD', theirs, theirs)).statusCode).toBe(200);
  });

  it('lets a token revoke itself', async () => {
    const mine = await tokenOf(DEMO_CONSUMER.osUser as string, DEMO_CONSUMER.osPassword);

    expect((await tokenCall('DELETE', mine, mine)).statusCode).toBe(204);
    // Revoked: it no longer authenticates anything.
    expect((await tokenCall('HEAD', mine, mine)).statusCode).toBe(401);
  });

  it('lets a token of an admin user validate and revoke any token; its roles say admin', async () => {
    addUser('cloud-admin', 'admin-password-2026', true);
    const admin = await issueToken(requestFor('cloud-admin', 'admin-password-2026'));
    const adminToken = admin.headers['x-subject-token'] as string;
    const consumer = await tokenOf(DEMO_CONSUMER.osUser as string, DEMO_CONSUMER.osPassword);

    expect(admin.json().token.roles.map((role: { name: string }) => role.name)).toEqual([
      'admin',
      'member',
    ]);
    const validate = await tokenCall('GET', adminToken, consumer);
    expect(validate.statusCode).toBe(200);
    expect(validate.json().token.user.name).toBe(DEMO_CONSUMER.osUser);
    expect((await tokenCall('DELETE', adminToken, consumer)).statusCode).toBe(204);
    expect((await tokenCall('HEAD', adminToken, consumer)).statusCode).toBe(404);
  });
});

describe('POST /v3/auth/tokens rate limits', () => {
  const user = DEMO_CONSUMER.osUser as string;

  it('refuses a user after 5 failed attempts with 429 and Retry-After, even with the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await issueToken(requestFor(user, 'wrong-password'))).statusCode).toBe(401);
    }

    const refused = await issueToken(requestFor(user, DEMO_CONSUMER.osPassword));

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({
      error: {
        code: 429,
        title: 'Too Many Requests',
        message: expect.stringMatching(
          /^Too many authentication attempts\. Try again in \d+ seconds\.$/,
        ),
      },
    });
    expect(refused.headers['x-subject-token']).toBeUndefined();
    clock = new Date(ISSUED_AT.getTime() + 15 * 60_000 + 1000);
    expect((await issueToken(requestFor(user, DEMO_CONSUMER.osPassword))).statusCode).toBe(201);
  });

  it('counts concurrent guesses before checking any password: at most 5 of 12 are answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => issueToken(requestFor(user, 'wrong-password'))),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('limits an unknown user name like a known one (no enumeration), and forgets failures after a success', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await issueToken(requestFor('nobody-here', 'x'));
    }
    expect((await issueToken(requestFor('nobody-here', 'x'))).statusCode).toBe(429);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      await issueToken(requestFor(user, 'wrong-password'));
    }
    expect((await issueToken(requestFor(user, DEMO_CONSUMER.osPassword))).statusCode).toBe(201);
    expect((await issueToken(requestFor(user, 'wrong-password'))).statusCode).toBe(401);
  });

  it('limits attempts per client address across users (RATE_LIMIT_PER_IP); other addresses are not affected', async () => {
    await server.close();
    server = await startTestServer({
      now: () => clock,
      rateLimits: { ...DEFAULT_RATE_LIMITS, perAddress: 3 },
    });
    const from = (remoteAddress: string, name: string) =>
      server.app.inject({
        method: 'POST',
        url: TOKENS,
        remoteAddress,
        payload: requestFor(name, 'x'),
      });

    const first = await Promise.all(['a', 'b', 'c'].map((name) => from('198.51.100.7', name)));
    const fourth = await from('198.51.100.7', 'd');
    const elsewhere = await from('198.51.100.8', 'd');

    expect(first.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect(fourth.statusCode).toBe(429);
    expect(elsewhere.statusCode).toBe(401);
  });
});
