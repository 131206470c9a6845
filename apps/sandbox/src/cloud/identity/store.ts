import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Keystone's default domain: id `default`, name `Default`. */
export const DEFAULT_DOMAIN = { id: 'default', name: 'Default' } as const;

/** A project of the emulated Keystone. */
export interface KeystoneProject {
  id: string;
  name: string;
  domainId: string;
}

/** A user of the emulated Keystone. */
export interface KeystoneUser {
  id: string;
  name: string;
  domainId: string;
  passwordHash: string;
  defaultProjectId: string | null;
  /** Has Keystone's `admin` role on its project (may validate and revoke any token). */
  admin: boolean;
}

/** An issued token; the token id itself is not stored, only its hash. */
export interface KeystoneToken {
  tokenHash: string;
  userId: string;
  projectId: string | null;
  methods: string[];
  auditId: string;
  issuedAt: string;
  expiresAt: string;
}

/** Data access of the Keystone emulator (projects, users, tokens). */
export interface KeystoneStore {
  createProject(project: Omit<KeystoneProject, 'id'> & { id?: string }): KeystoneProject;
  createUser(
    user: Omit<KeystoneUser, 'id' | 'admin'> & { id?: string; admin?: boolean },
  ): KeystoneUser;
  findProjectById(id: string): KeystoneProject | undefined;
  findProjectByName(domainId: string, name: string): KeystoneProject | undefined;
  findUserById(id: string): KeystoneUser | undefined;
  findUserByName(domainId: string, name: string): KeystoneUser | undefined;
  saveToken(token: KeystoneToken): void;
  findToken(tokenHash: string): KeystoneToken | undefined;
  /** Revokes a token; returns whether it existed. */
  deleteToken(tokenHash: string): boolean;
  /** Drops tokens that expired before `now`; returns how many. */
  deleteExpiredTokens(now: Date): number;
  /**
   * Makes the live tokens of a user (of every user when `userId` is null) expire at `expiresAt`
   * (Keystone's format); returns how many changed. For the staff tools (a token expiring
   * mid-session in a browser test).
   */
  expireTokens(userId: string | null, expiresAt: string): number;
}

/**
 * A new Keystone-style id: 32 lower-case hex digits.
 *
 * @example
 * newKeystoneId(); // 'ee4dfb6e5540447cb3741905149d9b6e'
 */
export function newKeystoneId(): string {
  return randomUUID().replaceAll('-', '');
}

interface ProjectRow {
  id: string;
  name: string;
  domain_id: string;
}
interface UserRow {
  id: string;
  name: string;
  domain_id: string;
  password_hash: string;
  default_project_id: string | null;
  is_admin: number;
}
interface TokenRow {
  token_hash: string;
  user_id: string;
  project_id: string | null;
  methods: string;
  audit_id: string;
  issued_at: string;
  expires_at: string;
}

const toProject = (row: ProjectRow): KeystoneProject => ({
  id: row.id,
  name: row.name,
  domainId: row.domain_id,
});
const toUser = (row: UserRow): KeystoneUser => ({
  id: row.id,
  name: row.name,
  domainId: row.domain_id,
  passwordHash: row.password_hash,
  defaultProjectId: row.default_project_id,
  admin: row.is_admin === 1,
});
const toToken = (row: TokenRow): KeystoneToken => ({
  tokenHash: row.token_hash,
  userId: row.user_id,
  projectId: row.project_id,
  methods: JSON.parse(row.methods) as string[],
  auditId: row.audit_id,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
});

/**
 * Creates the Keystone emulator's repository over an open database.
 *
 * @example
 * const keystone = keystoneStore(db);
 * const user = keystone.findUserByName('default', 'demo-consumer');
 */
export function keystoneStore(db: Database): KeystoneStore {
  const insertProject = db.prepare<[string, string, string]>(
    'INSERT INTO keystone_projects (id, name, domain_id) VALUES (?, ?, ?)',
  );
  const insertUser = db.prepare<[string, string, string, string, string | null, number]>(
    `INSERT INTO keystone_users (id, name, domain_id, password_hash, default_project_id, is_admin)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const projectById = db.prepare<[string], ProjectRow>(
    'SELECT id, name, domain_id FROM keystone_projects WHERE id = ?',
  );
  const projectByName = db.prepare<[string, string], ProjectRow>(
    'SELECT id, name, domain_id FROM keystone_projects WHERE domain_id = ? AND name = ?',
  );
  const userColumns = 'id, name, domain_id, password_hash, default_project_id, is_admin';
  const userById = db.prepare<[string], UserRow>(
    `SELECT ${userColumns} FROM keystone_users WHERE id = ?`,
  );
  const userByName = db.prepare<[string, string], UserRow>(
    `SELECT ${userColumns} FROM keystone_users WHERE domain_id = ? AND name = ?`,
  );
  const insertToken = db.prepare<[TokenRow]>(
    `INSERT INTO keystone_tokens (token_hash, user_id, project_id, methods, audit_id, issued_at, expires_at)
     VALUES (@token_hash, @user_id, @project_id, @methods, @audit_id, @issued_at, @expires_at)`,
  );
  const tokenByHash = db.prepare<[string], TokenRow>(
    `SELECT token_hash, user_id, project_id, methods, audit_id, issued_at, expires_at
       FROM keystone_tokens WHERE token_hash = ?`,
  );
  const deleteByHash = db.prepare<[string]>('DELETE FROM keystone_tokens WHERE token_hash = ?');
  const deleteExpired = db.prepare<[string]>('DELETE FROM keystone_tokens WHERE expires_at < ?');
  const expireOfUser = db.prepare<[string, string, string]>(
    'UPDATE keystone_tokens SET expires_at = ? WHERE expires_at > ? AND user_id = ?',
  );
  const expireAll = db.prepare<[string, string]>(
    'UPDATE keystone_tokens SET expires_at = ? WHERE expires_at > ?',
  );

  return {
    createProject(project) {
      const id = project.id ?? newKeystoneId();
      insertProject.run(id, project.name, project.domainId);
      return { id, name: project.name, domainId: project.domainId };
    },
    createUser(user) {
      const id = user.id ?? newKeystoneId();
      const admin = user.admin ?? false;
      insertUser.run(
        id,
        user.name,
        user.domainId,
        user.passwordHash,
        user.defaultProjectId,
        admin ? 1 : 0,
      );
      return { ...user, id, admin };
    },
    findProjectById(id) {
      const row = projectById.get(id);
      return row === undefined ? undefined : toProject(row);
    },
    findProjectByName(domainId, name) {
      const row = projectByName.get(domainId, name);
      return row === undefined ? undefined : toProject(row);
    },
    findUserById(id) {
      const row = userById.get(id);
      return row === undefined ? undefined : toUser(row);
    },
    findUserByName(domainId, name) {
      const row = userByName.get(domainId, name);
      return row === undefined ? undefined : toUser(row);
    },
    saveToken(token) {
      insertToken.run({
        token_hash: token.tokenHash,
        user_id: token.userId,
        project_id: token.projectId,
        methods: JSON.stringify(token.methods),
        audit_id: token.auditId,
        issued_at: token.issuedAt,
        expires_at: token.expiresAt,
      });
    },
    findToken(tokenHash) {
      const row = tokenByHash.get(tokenHash);
      return row === undefined ? undefined : toToken(row);
    },
    deleteToken(tokenHash) {
      return deleteByHash.run(tokenHash).changes > 0;
    },
    deleteExpiredTokens(now) {
      return deleteExpired.run(now.toISOString()).changes;
    },
    expireTokens(userId, expiresAt) {
      return (
        userId === null
          ? expireAll.run(expiresAt, expiresAt)
          : expireOfUser.run(expiresAt, expiresAt, userId)
      ).changes;
    },
  };
}
