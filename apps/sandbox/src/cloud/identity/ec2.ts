import { createHash } from 'node:crypto';
import type {
  KeystoneEc2Credential,
  KeystoneEc2CredentialListResponse,
  KeystoneEc2CredentialResponse,
} from '@cloud-portal/cloud-sdk/identity';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { DataCipher } from '../../platform/dataKey.ts';
import type { Ids } from '../../platform/ids.ts';
import { cloudAuthOf, keystoneAuth, type TokenResolver } from '../shared/auth.ts';
import { openStackError } from '../shared/errors.ts';
import { requestOrigin } from '../shared/urls.ts';
import type { KeystoneStore } from './store.ts';

// Keystone's EC2 credentials (`/v3/users/{user_id}/credentials/OS-EC2`, keystone/api/users.py):
// a user's S3 access key and secret on a project (SPEC §6 "Object storage uses per-user
// EC2-style credentials"). Keystone is one for every region, so they are not per region.

/** An EC2 credential of the emulated Keystone, secret in clear (decrypted on read). */
export interface Ec2CredentialRecord {
  /** Keystone's credential id: the SHA-256 (hex) of the access key. */
  id: string;
  userId: string;
  projectId: string;
  access: string;
  secret: string;
  trustId: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Data access of the EC2 credentials (identity migration 3). */
export interface Ec2CredentialsStore {
  /** The user's credentials, oldest first. */
  listByUser(userId: string): Ec2CredentialRecord[];
  findByAccess(access: string): Ec2CredentialRecord | undefined;
  create(credential: Omit<Ec2CredentialRecord, 'id'>): Ec2CredentialRecord;
}

interface Ec2Row {
  id: string;
  user_id: string;
  project_id: string;
  access: string;
  secret_encrypted: string;
  trust_id: string | null;
  created_at: string;
}

/**
 * Keystone's credential id of an access key (`utils.hash_access_key`).
 *
 * @example
 * ec2CredentialId('f741662395b249c9b8acdebf1722c5ae'); // 64 hex digits
 */
export function ec2CredentialId(access: string): string {
  return createHash('sha256').update(access).digest('hex');
}

/** Binds a ciphertext to its row: copied elsewhere it no longer decrypts. */
function secretPlace(id: string): string {
  return `keystone_ec2_credentials.secret:${id}`;
}

/**
 * Creates the EC2 credentials store; secrets are encrypted with the data key.
 *
 * @example
 * ec2CredentialsStore(db, platform.dataCipher).listByUser(userId);
 */
export function ec2CredentialsStore(db: Database, cipher: DataCipher): Ec2CredentialsStore {
  const columns = 'id, user_id, project_id, access, secret_encrypted, trust_id, created_at';
  const byUser = db.prepare<[string], Ec2Row>(
    `SELECT ${columns} FROM keystone_ec2_credentials WHERE user_id = ? ORDER BY created_at, id`,
  );
  const byAccess = db.prepare<[string], Ec2Row>(
    `SELECT ${columns} FROM keystone_ec2_credentials WHERE access = ?`,
  );
  const insert = db.prepare<[Ec2Row]>(
    `INSERT INTO keystone_ec2_credentials (${columns})
     VALUES (@id, @user_id, @project_id, @access, @secret_encrypted, @trust_id, @created_at)`,
  );
  const fromRow = (row: Ec2Row): Ec2CredentialRecord => ({
    id: row.id,
    userId: row.user_id,
    projectId: row.project_id,
    access: row.access,
    secret: cipher.decrypt(row.secret_encrypted, secretPlace(row.id)),
    trustId: row.trust_id,
    createdAt: row.created_at,
  });
  return {
    listByUser(userId) {
      return byUser.all(userId).map(fromRow);
    },
    findByAccess(access) {
      const row = byAccess.get(access);
      return row === undefined ? undefined : fromRow(row);
    },
    create(credential) {
      const id = ec2CredentialId(credential.access);
      insert.run({
        id,
        user_id: credential.userId,
        project_id: credential.projectId,
        access: credential.access,
        secret_encrypted: cipher.encrypt(credential.secret, secretPlace(id)),
        trust_id: credential.trustId,
        created_at: credential.createdAt,
      });
      return { id, ...credential };
    },
  };
}

/** What the object store needs of EC2 credentials: the secret and whose it is. */
export interface Ec2CredentialsService {
  /**
   * The credential of an access key, for checking an S3 signature; `undefined` when unknown or
   * when its user has no role on its project (Keystone's ec2tokens/s3tokens answer "User not
   * valid for project." then: a credential may name any existing project, access is checked
   * when it is used).
   */
  resolve(access: string): Ec2CredentialRecord | undefined;
}

/**
 * The EC2 credentials service over the stores.
 *
 * @example
 * const s3Caller = ec2CredentialsService(credentials, keystone).resolve(accessKeyId);
 */
export function ec2CredentialsService(
  credentials: Ec2CredentialsStore,
  keystone: KeystoneStore,
): Ec2CredentialsService {
  return {
    resolve(access) {
      const credential = credentials.findByAccess(access);
      if (credential === undefined) return undefined;
      const user = keystone.findUserById(credential.userId);
      // A consumer has a role only on its own (default) project.
      if (user === undefined || user.defaultProjectId !== credential.projectId) return undefined;
      return credential;
    },
  };
}

/** Options of {@link ec2CredentialRoutes}. */
export interface Ec2CredentialRoutesOptions {
  credentials: Ec2CredentialsStore;
  keystone: KeystoneStore;
  /** Resolves `X-Auth-Token` (the identity service). */
  tokens: TokenResolver;
  /** Access keys and secrets (32 hex digits, as Keystone's `uuid4().hex`). */
  ids: Ids;
  now: () => Date;
}

type UserParams = { region: string; userId: string };

function collectionUrl(request: FastifyRequest<{ Params: UserParams }>): string {
  const { region, userId } = request.params;
  return `${requestOrigin(request)}/cloud/${region}/identity/v3/users/${encodeURIComponent(userId)}/credentials/OS-EC2`;
}

/** Keystone's `_convert_v3_to_ec2_credential` plus its self link (named by the access key). */
function credentialView(
  collection: string,
  credential: Ec2CredentialRecord,
): KeystoneEc2Credential {
  return {
    user_id: credential.userId,
    tenant_id: credential.projectId,
    access: credential.access,
    secret: credential.secret,
    trust_id: credential.trustId,
    links: { self: `${collection}/${credential.access}` },
  };
}

/**
 * Keystone's policy `admin_or_owner` for EC2 credentials: the caller is the path's user, or an
 * admin. Checked before the user's existence, so other users' ids reveal nothing.
 */
function mayActFor(request: FastifyRequest<{ Params: UserParams }>): boolean {
  const caller = cloudAuthOf(request);
  return caller.userId === request.params.userId || caller.roles.includes('admin');
}

function forbidden(reply: FastifyReply, action: string) {
  return reply
    .code(403)
    .send(
      openStackError(403, `You are not authorized to perform the requested action: ${action}.`),
    );
}

/**
 * `GET` and `POST /cloud/{region}/identity/v3/users/{user_id}/credentials/OS-EC2` as Keystone
 * answers them: any live token (scoped or not) of that user, or of an admin (403 otherwise);
 * 404 for an unknown user, and on create for an unknown `tenant_id` (Keystone reads a missing
 * or unreadable body as `{}`, so that is "Could not find project: None."); 201 with the new
 * credential.
 *
 * @example
 * await app.register(ec2CredentialRoutes, { credentials, keystone, tokens: service, ids: platform.ids, now: platform.now });
 */
export const ec2CredentialRoutes: FastifyPluginAsync<Ec2CredentialRoutesOptions> = async (
  app,
  options,
) => {
  const auth = keystoneAuth(options.tokens, { scope: 'any', style: 'keystone' });
  const path = '/cloud/:region/identity/v3/users/:userId/credentials/OS-EC2';

  app.get<{ Params: UserParams }>(path, { preHandler: auth }, async (request, reply) => {
    if (!mayActFor(request)) return forbidden(reply, 'identity:ec2_list_credentials');
    const { userId } = request.params;
    if (options.keystone.findUserById(userId) === undefined)
      return reply.code(404).send(openStackError(404, `Could not find user: ${userId}.`));
    const collection = collectionUrl(request);
    const body: KeystoneEc2CredentialListResponse = {
      credentials: options.credentials
        .listByUser(userId)
        .map((credential) => credentialView(collection, credential)),
      links: { self: collection, previous: null, next: null },
    };
    return body;
  });

  app.post<{ Params: UserParams }>(path, { preHandler: auth }, async (request, reply) => {
    if (!mayActFor(request)) return forbidden(reply, 'identity:ec2_create_credential');
    const { userId } = request.params;
    if (options.keystone.findUserById(userId) === undefined)
      return reply.code(404).send(openStackError(404, `Could not find user: ${userId}.`));
    const body = request.body;
    const tenantId =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)['tenant_id']
        : undefined;
    const project =
      typeof tenantId === 'string' ? options.keystone.findProjectById(tenantId) : undefined;
    if (project === undefined) {
      const shown = typeof tenantId === 'string' ? tenantId : 'None';
      return reply.code(404).send(openStackError(404, `Could not find project: ${shown}.`));
    }
    const credential = options.credentials.create({
      userId,
      projectId: project.id,
      access: options.ids.openStackId(),
      secret: options.ids.openStackId(),
      trustId: null,
      createdAt: options.now().toISOString(),
    });
    const created: KeystoneEc2CredentialResponse = {
      credential: credentialView(collectionUrl(request), credential),
    };
    return reply.code(201).send(created);
  });
};
