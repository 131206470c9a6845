import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the account module: customers, sessions, password resets, recovery codes.
 * Append new migrations at the end; never edit one that was committed.
 */
export const accountMigrations: ModuleMigrations = {
  module: 'account',
  migrations: [
    {
      version: 1,
      name: 'customers',
      legacyVersion: 1,
      sql: `
      CREATE TABLE customers (
        uuid           TEXT PRIMARY KEY,
        email          TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash  TEXT NOT NULL,
        activated      INTEGER NOT NULL DEFAULT 0 CHECK (activated IN (0, 1)),
        suspended      INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1)),
        suspend_reason TEXT,
        -- Decimal string (as the billing backend serialises it), never a float.
        balance        TEXT NOT NULL DEFAULT '0.00',
        created_at     TEXT NOT NULL
      ) STRICT;
    
      `,
    },
    {
      version: 2,
      name: 'sign-up data, TOTP, sessions, password resets, recovery codes',
      legacyVersion: 3,
      sql: `
      -- Sign-up data (SPEC §3: fp, fp_data; §9 affiliate cookies) and login method (§6).
      ALTER TABLE customers ADD COLUMN fp TEXT;
      ALTER TABLE customers ADD COLUMN fp_data TEXT; -- JSON text
      ALTER TABLE customers ADD COLUMN affiliate_uuid TEXT;
      ALTER TABLE customers ADD COLUMN affiliate_hit TEXT;
      ALTER TABLE customers ADD COLUMN social_provider TEXT;
      -- TOTP (RFC 6238): the active secret, one awaiting its first code, the last accepted step.
      ALTER TABLE customers ADD COLUMN totp_secret TEXT;
      ALTER TABLE customers ADD COLUMN totp_pending_secret TEXT;
      ALTER TABLE customers ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT -1;

      CREATE TABLE sessions (
        id            TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        created_at    TEXT NOT NULL,
        expires_at    TEXT NOT NULL,
        revoked_at    TEXT
      ) STRICT;
      CREATE INDEX sessions_customer ON sessions (customer_uuid);

      -- Only hashes of refresh tokens; a used (rotated) token presented again revokes its session.
      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at    TEXT
      ) STRICT;

      CREATE TABLE password_resets (
        token_hash    TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        created_at    TEXT NOT NULL,
        expires_at    TEXT NOT NULL,
        used_at       TEXT
      ) STRICT;

      CREATE TABLE recovery_codes (
        code_hash     TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        used_at       TEXT
      ) STRICT;
      CREATE INDEX recovery_codes_customer ON recovery_codes (customer_uuid);
      `,
    },
    {
      version: 3,
      name: 'absolute session deadline',
      sql: `
      -- sessions.expires_at becomes the absolute deadline, 30 days after login (LIFETIMES.session).
      -- Refresh rotation used to push it forward: bring such sessions back to that deadline.
      UPDATE sessions
      SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+30 days')
      WHERE expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+30 days');
      `,
    },
    {
      version: 4,
      name: 'refresh status generation',
      sql: `
      -- SPEC §4 Refresh flow: how many times the sandbox admin changed the refresh key by hand
      -- (one row; absent = never). The key answered is the build's own mixed with this number.
      CREATE TABLE refresh_status (
        id         INTEGER PRIMARY KEY CHECK (id = 1),
        generation INTEGER NOT NULL CHECK (generation >= 0)
      ) STRICT;
      `,
    },
    {
      version: 5,
      name: 'session devices, login events, customer profiles',
      sql: `
      -- Account security screen (issue 14): where a session was opened and when it was last used.
      ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;

      -- Login attempts on known accounts, the last 100 per customer kept (loginEventsStore).
      CREATE TABLE login_events (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        created_at    TEXT NOT NULL,
        ip            TEXT NOT NULL,
        user_agent    TEXT NOT NULL,
        outcome       TEXT NOT NULL
          CHECK (outcome IN ('success', 'failure', 'totp_required', 'totp_failure')),
        method        TEXT NOT NULL
      ) STRICT;
      CREATE INDEX login_events_customer ON login_events (customer_uuid, id);

      -- Account info screen (SPEC §3 Form store): one row per customer who saved it.
      CREATE TABLE customer_profiles (
        customer_uuid   TEXT PRIMARY KEY REFERENCES customers (uuid) ON DELETE CASCADE,
        first_name      TEXT NOT NULL,
        last_name       TEXT NOT NULL,
        phone           TEXT NOT NULL,
        country         TEXT NOT NULL,
        company_name    TEXT NOT NULL,
        company_address TEXT NOT NULL,
        taxpayer_kind   TEXT NOT NULL CHECK (taxpayer_kind IN ('company', 'soleTrader')),
        inn             TEXT NOT NULL,
        kpp             TEXT NOT NULL,
        updated_at      TEXT NOT NULL
      ) STRICT;
      `,
    },
  ],
};
