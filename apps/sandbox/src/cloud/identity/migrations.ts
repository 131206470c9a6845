import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated Keystone: projects, users and (hashes of) tokens.
 * Append new migrations at the end; never edit one that was committed.
 */
export const identityMigrations: ModuleMigrations = {
  module: 'identity',
  migrations: [
    {
      version: 1,
      name: 'keystone projects, users and tokens',
      legacyVersion: 2,
      sql: `
      -- Cloud side: what the emulated Keystone knows.
      CREATE TABLE keystone_projects (
        id        TEXT PRIMARY KEY,
        name      TEXT NOT NULL,
        domain_id TEXT NOT NULL,
        UNIQUE (domain_id, name)
      ) STRICT;

      CREATE TABLE keystone_users (
        id                 TEXT PRIMARY KEY,
        name               TEXT NOT NULL,
        domain_id          TEXT NOT NULL,
        password_hash      TEXT NOT NULL,
        default_project_id TEXT REFERENCES keystone_projects (id),
        UNIQUE (domain_id, name)
      ) STRICT;

      -- Only a hash of each token is stored, so the database file does not hold live credentials.
      CREATE TABLE keystone_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id    TEXT NOT NULL REFERENCES keystone_users (id) ON DELETE CASCADE,
        project_id TEXT REFERENCES keystone_projects (id) ON DELETE CASCADE,
        methods    TEXT NOT NULL,
        audit_id   TEXT NOT NULL,
        issued_at  TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX keystone_tokens_expiry ON keystone_tokens (expires_at);
    
      `,
    },
    {
      version: 2,
      name: 'keystone users with the admin role',
      sql: `
      -- Keystone's admin role on the user's project: may validate and revoke any token
      -- (policy "admin_required"). Consumers never have it; none is seeded.
      ALTER TABLE keystone_users
        ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1));
      `,
    },
    {
      version: 3,
      name: 'keystone ec2 credentials',
      sql: `
      -- EC2-style credentials (OS-EC2) of a user on a project (S3 access key and secret, SPEC
      -- §6). id is Keystone's credential id, the SHA-256 of the access key. The secret must be
      -- read back (S3 signatures are checked with it), so it is encrypted with the data key.
      CREATE TABLE keystone_ec2_credentials (
        id               TEXT PRIMARY KEY,
        user_id          TEXT NOT NULL REFERENCES keystone_users (id) ON DELETE CASCADE,
        project_id       TEXT NOT NULL REFERENCES keystone_projects (id) ON DELETE CASCADE,
        access           TEXT NOT NULL UNIQUE,
        secret_encrypted TEXT NOT NULL,
        trust_id         TEXT,
        created_at       TEXT NOT NULL
      ) STRICT;
      CREATE INDEX keystone_ec2_credentials_user ON keystone_ec2_credentials (user_id, created_at);
      `,
    },
  ],
};
