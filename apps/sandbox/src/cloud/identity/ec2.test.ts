import { createCloudClient, type FetchFunction } from '@cloud-portal/cloud-sdk/core';
import {
  createEc2Credential,
  listEc2Credentials,
  type KeystoneEc2CredentialListResponse,
  type KeystoneEc2CredentialResponse,
} from '@cloud-portal/cloud-sdk/identity';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONSUMER } from '../../product/consumers/index.ts';
import { hashPasswordSync } from '../../platform/security/password.ts';
import { startTestServer, TEST_PASSWORD_COST } from '../../test-support/server.ts';
import { ec2CredentialId, ec2CredentialsService, ec2CredentialsStore } from './ec2.ts';
import { keystoneStore, type KeystoneUser } from './store.ts';

const HOST = 'portal.test:8080';
const ROOT = '/cloud/eu-west2/identity/v3';

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
let demo: KeystoneUser;

async function login(name: string, password: string): Promise<string> {
  const issued = await server.app.inject({
    method: 'POST',
    url: `${ROOT}/auth/tokens`,
    payload: {
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name, domain: { name: 'Default' }, password } },
        },
      },
    },
  });
  return issued.headers['x-subject-token'] as string;
}

/** Another user with its own project (an admin of it when `admin`). */
async function otherUser(
  name: string,
  admin = false,
): Promise<{ user: KeystoneUser; token: string }> {
  const keystone = keystoneStore(server.platform.db);
  const project = keystone.createProject({ name: `${name}-project`, domainId: 'default' });
  const user = keystone.createUser({
    name,
    domainId: 'default',
    passwordHash: hashPasswordSync('password-of-other', TEST_PASSWORD_COST),
    defaultProjectId: project.id,
    admin,
  });
  return { user, token: await login(name, 'password-of-other') };
}

function credentialsUrl(userId: string): string {
  return `${ROOT}/users/${userId}/credentials/OS-EC2`;
}

function list(userId: string, as = token) {
  return server.app.inject({
    method: 'GET',
    url: credentialsUrl(userId),
    headers: { host: HOST, 'x-auth-token': as },
  });
}

function create(userId: string, payload: unknown, as = token) {
  return server.app.inject({
    method: 'POST',
    url: credentialsUrl(userId),
    headers: { host: HOST, 'x-auth-token': as, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

beforeEach(async () => {
  server = await startTestServer({ now: () => new Date('2026-11-21T10:00:00.000Z') });
  token = await login(DEMO_CONSUMER.osUser, DEMO_CONSUMER.osPassword);
  const found = keystoneStore(server.platform.db).findUserByName('default', DEMO_CONSUMER.osUser);
  if (found === undefined) throw new Error('the demo user is not seeded');
  demo = found;
});
afterEach(async () => {
  await server.close();
});

describe('GET/POST /v3/users/{user_id}/credentials/OS-EC2 (the user itself)', () => {
  it('lists none at first, creates one (201), then lists it', async () => {
    const empty = await list(demo.id);
    expect(empty.statusCode).toBe(200);
    const collection = `http://${HOST}${credentialsUrl(demo.id)}`;
    expect(empty.json()).toEqual({
      credentials: [],
      links: { self: collection, previous: null, next: null },
    });

    const created = await create(demo.id, { tenant_id: demo.defaultProjectId });
    expect(created.statusCode).toBe(201);
    const { credential } = created.json<KeystoneEc2CredentialResponse>();
    expect(credential).toEqual({
      user_id: demo.id,
      tenant_id: demo.defaultProjectId,
      access: expect.stringMatching(/^[0-9a-f]{32}$/),
      secret: expect.stringMatching(/^[0-9a-f]{32}$/),
      trust_id: null,
      links: { self: `${collection}/${credential.access}` },
    });
    expect(Object.keys(credential)).toEqual([
      'user_id',
      'tenant_id',
      'access',
      'secret',
      'trust_id',
      'links',
    ]);
    expect(credential.secret).not.toBe(credential.access);

    const listed = (await list(demo.id)).json<KeystoneEc2CredentialListResponse>();
    expect(listed.credentials).toEqual([credential]);
  });

  it('stores the secret encrypted, bound to its row, and reads it back', async () => {
    const { credential } = (
      await create(demo.id, { tenant_id: demo.defaultProjectId })
    ).json<KeystoneEc2CredentialResponse>();
    const row = server.platform.db
      .prepare<[string], { id: string; secret_encrypted: string }>(
        'SELECT id, secret_encrypted FROM keystone_ec2_credentials WHERE access = ?',
      )
      .get(credential.access);
    expect(row?.id).toBe(ec2CredentialId(credential.access));
    expect(row?.secret_encrypted.startsWith('v1:')).toBe(true);
    expect(row?.secret_encrypted).not.toContain(credential.secret);
    // A second store over the same database and key (a restart) reads the same secret.
    const reread = ec2CredentialsStore(server.platform.db, server.platform.dataCipher);
    expect(reread.findByAccess(credential.access)?.secret).toBe(credential.secret);
  });

  it('resolve() gives the object store the credential of the user’s own project only', async () => {
    const other = await otherUser('someone');
    const own = (
      await create(demo.id, { tenant_id: demo.defaultProjectId })
    ).json<KeystoneEc2CredentialResponse>().credential;
    // Keystone lets a user name any existing project; using it fails ("User not valid for project").
    const foreignProject = await create(demo.id, { tenant_id: other.user.defaultProjectId });
    expect(foreignProject.statusCode).toBe(201);
    const foreign = foreignProject.json<KeystoneEc2CredentialResponse>().credential;
    const resolver = ec2CredentialsService(
      ec2CredentialsStore(server.platform.db, server.platform.dataCipher),
      keystoneStore(server.platform.db),
    );
    expect(resolver.resolve(own.access)).toMatchObject({
      userId: demo.id,
      projectId: demo.defaultProjectId,
      secret: own.secret,
    });
    expect(resolver.resolve(foreign.access)).toBeUndefined();
    expect(resolver.resolve('unknown-access')).toBeUndefined();
  });

  it('an unknown or missing tenant_id is Keystone’s 404', async () => {
    const unknown = await create(demo.id, { tenant_id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 404, title: 'Not Found', message: 'Could not find project: nope.' },
    });
    for (const payload of [{}, [], { tenant_id: 42 }]) {
      const missing = await create(demo.id, payload);
      expect(missing.statusCode, JSON.stringify(payload)).toBe(404);
      expect(missing.json().error.message).toBe('Could not find project: None.');
    }
    expect((await list(demo.id)).json().credentials).toEqual([]);
  });

  it('needs a live token (401)', async () => {
    expect((await list(demo.id, 'nope')).statusCode).toBe(401);
    expect((await create(demo.id, { tenant_id: demo.defaultProjectId }, '')).statusCode).toBe(401);
  });
});

describe('only the user itself or an admin (Keystone’s admin_or_owner)', () => {
  it('another user gets 403 for list and create, whether the target exists or not', async () => {
    const other = await otherUser('someone');
    for (const target of [other.user.id, 'no-such-user', '..%2F..%2Fauth%2Ftokens']) {
      const listed = await list(target);
      expect(listed.statusCode, target).toBe(403);
      expect(listed.json()).toEqual({
        error: {
          code: 403,
          title: 'Forbidden',
          message:
            'You are not authorized to perform the requested action: identity:ec2_list_credentials.',
        },
      });
      const created = await create(target, { tenant_id: demo.defaultProjectId });
      expect(created.statusCode, target).toBe(403);
      expect(created.json().error.message).toContain('identity:ec2_create_credential');
    }
    expect((await list(other.user.id, other.token)).json().credentials).toEqual([]);
  });

  it('an admin may list and create for another user; an unknown user is then a 404', async () => {
    const admin = await otherUser('operator', true);
    const created = await create(demo.id, { tenant_id: demo.defaultProjectId }, admin.token);
    expect(created.statusCode).toBe(201);
    expect(created.json().credential.user_id).toBe(demo.id);
    expect((await list(demo.id, admin.token)).json().credentials).toHaveLength(1);
    const unknown = await list('no-such-user', admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Could not find user: no-such-user.');
  });

  it('a huge body is refused before it is read (413)', async () => {
    const response = await create(demo.id, {
      tenant_id: demo.defaultProjectId,
      padding: 'x'.repeat(100 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect((await list(demo.id)).json().credentials).toEqual([]);
  });
});

describe('the SDK against the emulator', () => {
  it('createEc2Credential then listEc2Credentials', async () => {
    const injectFetch: FetchFunction = async (url, init) => {
      const response = await server.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      return new Response(response.body, { status: response.statusCode, headers });
    };
    const client = createCloudClient({ token: () => token, fetch: injectFetch });
    const credential = await createEc2Credential(client, {
      userId: demo.id,
      projectId: demo.defaultProjectId ?? '',
    });
    expect(await listEc2Credentials(client, { userId: demo.id })).toEqual([credential]);
    await expect(listEc2Credentials(client, { userId: 'someone-else' })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
  });
});
