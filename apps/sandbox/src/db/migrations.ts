import type { Database } from 'better-sqlite3';

/** One schema change. Versions are applied in ascending order, each exactly once. */
export interface Migration {
  /** Positive, unique, never reused or renumbered once committed. */
  version: number;
  /** Short description, stored next to the version for people reading the database. */
  name: string;
  /** SQL run inside the migration's transaction. */
  sql: string;
}

/**
 * The schema of the sandbox, in order. Append new migrations at the end; never edit one that
 * was committed (existing `.data/` databases have already applied it).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'regions and customers',
    sql: `
      CREATE TABLE regions (
        id              TEXT PRIMARY KEY,
        city            TEXT NOT NULL,
        country         TEXT NOT NULL CHECK (length(country) = 2),
        currency        TEXT NOT NULL CHECK (currency IN ('usd', 'eur', 'rub')),
        is_out_of_stock INTEGER NOT NULL DEFAULT 0 CHECK (is_out_of_stock IN (0, 1)),
        is_available    INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
        is_maintenance  INTEGER NOT NULL DEFAULT 0 CHECK (is_maintenance IN (0, 1)),
        position        INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      CREATE TABLE region_networks (
        id               TEXT PRIMARY KEY,
        region_id        TEXT NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
        name             TEXT NOT NULL,
        available_ips_v4 INTEGER NOT NULL CHECK (available_ips_v4 >= 0),
        available_ips_v6 INTEGER NOT NULL CHECK (available_ips_v6 >= 0),
        position         INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX region_networks_region ON region_networks (region_id, position);

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
    name: 'cloud identity: consumers and the Keystone emulator',
    sql: `
      -- Product side (SPEC §3 Consumer): the cloud credentials the provider holds for a customer.
      CREATE TABLE consumers (
        id            TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        name          TEXT NOT NULL,
        os_user       TEXT NOT NULL UNIQUE,
        os_password   TEXT NOT NULL,
        os_project    TEXT NOT NULL,
        os_domain     TEXT NOT NULL DEFAULT 'Default',
        created_at    TEXT NOT NULL,
        UNIQUE (customer_uuid, name)
      ) STRICT;

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
    version: 3,
    name: 'accounts: sign-up data, TOTP, sessions, password resets, outbox',
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

      -- Secrets generated at first start (JWT, CSRF and recovery-code keys derive from them).
      CREATE TABLE sandbox_secrets (
        name       TEXT PRIMARY KEY,
        value      TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

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

      -- Mail the sandbox "sends": listed at /sandbox/outbox.
      CREATE TABLE outbox (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        recipient  TEXT NOT NULL,
        subject    TEXT NOT NULL,
        body       TEXT NOT NULL,
        link       TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 4,
    name: 'public content: news, knowledge base, notifications, plans, prices, rates, affiliate clicks, donations',
    sql: `
      -- Texts live in *_translations rows per language (en, ru, zh); English is the fallback.
      CREATE TABLE news (
        id           INTEGER PRIMARY KEY,
        slug         TEXT NOT NULL UNIQUE,
        published_at TEXT NOT NULL,
        image        TEXT
      ) STRICT;
      CREATE TABLE news_translations (
        news_id   INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
        lang      TEXT NOT NULL CHECK (lang IN ('en', 'ru', 'zh')),
        title     TEXT NOT NULL,
        excerpt   TEXT NOT NULL,
        body_html TEXT NOT NULL,
        PRIMARY KEY (news_id, lang)
      ) STRICT;

      CREATE TABLE kb_chapters (
        slug     TEXT PRIMARY KEY,
        position INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE kb_chapter_translations (
        chapter_slug TEXT NOT NULL REFERENCES kb_chapters (slug) ON DELETE CASCADE,
        lang         TEXT NOT NULL CHECK (lang IN ('en', 'ru', 'zh')),
        title        TEXT NOT NULL,
        description  TEXT NOT NULL,
        PRIMARY KEY (chapter_slug, lang)
      ) STRICT;
      CREATE TABLE kb_articles (
        slug         TEXT PRIMARY KEY,
        chapter_slug TEXT NOT NULL REFERENCES kb_chapters (slug) ON DELETE CASCADE,
        position     INTEGER NOT NULL,
        updated_at   TEXT NOT NULL
      ) STRICT;
      CREATE INDEX kb_articles_chapter ON kb_articles (chapter_slug, position);
      CREATE TABLE kb_article_translations (
        article_slug TEXT NOT NULL REFERENCES kb_articles (slug) ON DELETE CASCADE,
        lang         TEXT NOT NULL CHECK (lang IN ('en', 'ru', 'zh')),
        title        TEXT NOT NULL,
        excerpt      TEXT NOT NULL,
        body_html    TEXT NOT NULL,
        PRIMARY KEY (article_slug, lang)
      ) STRICT;

      -- SPEC §3 Notification.
      CREATE TABLE notifications (
        id                    INTEGER PRIMARY KEY,
        message_en            TEXT NOT NULL,
        message_ru            TEXT,
        message_zh            TEXT,
        alert_type            TEXT NOT NULL
                              CHECK (alert_type IN ('ERROR', 'WARNING', 'SUCCESS', 'INFO', 'PROMO')),
        permanent             INTEGER NOT NULL CHECK (permanent IN (0, 1)),
        high_priority         INTEGER NOT NULL CHECK (high_priority IN (0, 1)),
        time_start            TEXT,
        time_end              TEXT,
        visible_control_panel INTEGER NOT NULL CHECK (visible_control_panel IN (0, 1)),
        visible_main_page     INTEGER NOT NULL CHECK (visible_main_page IN (0, 1))
      ) STRICT;

      -- SPEC §3 Plan. Prices in minor units of the region's currency (no floats).
      CREATE TABLE plans (
        id            TEXT PRIMARY KEY,
        region_id     TEXT NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
        category      TEXT NOT NULL CHECK (category IN ('baremetal', 'burstable',
                        'highfreq_dedicated', 'highfreq_promo', 'highfreq_shared', 'highload', 'standard')),
        flavor_id     TEXT NOT NULL,
        flavor_name   TEXT NOT NULL,
        vcpus         INTEGER NOT NULL CHECK (vcpus >= 1),
        ram_mb        INTEGER NOT NULL CHECK (ram_mb >= 512),
        disk_gb       INTEGER NOT NULL CHECK (disk_gb >= 1),
        traffic_tb    INTEGER NOT NULL CHECK (traffic_tb >= 0),
        network_plan  TEXT NOT NULL,
        monthly_minor INTEGER NOT NULL CHECK (monthly_minor > 0),
        is_available  INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
        position      INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX plans_region ON plans (region_id, position);

      -- SPEC §9 prices of extras, per currency, in minor units.
      CREATE TABLE extra_prices (
        currency                 TEXT PRIMARY KEY CHECK (currency IN ('usd', 'eur', 'rub')),
        extra_ipv4_minor         INTEGER NOT NULL,
        free_ipv4_per_server     INTEGER NOT NULL,
        traffic_per_tb_minor     INTEGER NOT NULL,
        volume_per_10gb_minor    INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE exchange_rates (
        curr_from TEXT NOT NULL,
        curr_to   TEXT NOT NULL,
        rate      REAL NOT NULL CHECK (rate > 0),
        PRIMARY KEY (curr_from, curr_to)
      ) STRICT;

      CREATE TABLE affiliate_clicks (
        id             TEXT PRIMARY KEY,
        affiliate_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        is_unique      INTEGER NOT NULL CHECK (is_unique IN (0, 1)),
        utm            TEXT NOT NULL, -- JSON object of the utm_* fields sent
        created_at     TEXT NOT NULL
      ) STRICT;
      CREATE INDEX affiliate_clicks_affiliate ON affiliate_clicks (affiliate_uuid, created_at);

      CREATE TABLE donations (
        id              TEXT PRIMARY KEY,
        amount          TEXT NOT NULL,
        currency        TEXT NOT NULL CHECK (currency IN ('usd', 'eur', 'rub')),
        email           TEXT,
        message         TEXT,
        status          TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
        idempotency_key TEXT UNIQUE,
        created_at      TEXT NOT NULL,
        paid_at         TEXT
      ) STRICT;
    `,
  },
];

/**
 * Applies the migrations the database has not seen yet, each in its own transaction, and
 * records them in `schema_migrations`. Running it again is a no-op. Returns the versions it
 * applied.
 *
 * @example
 * const applied = runMigrations(db); // [1, 2] on a new database, [] afterwards
 */
export function runMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): number[] {
  assertWellFormed(migrations);
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT
  `);
  const appliedVersions = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare<[number, string, string]>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (appliedVersions.has(migration.version)) continue;
    // A failing statement rolls back the whole migration, including its schema_migrations row.
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}

function assertWellFormed(migrations: readonly Migration[]): void {
  const seen = new Set<number>();
  for (const { version } of migrations) {
    if (!Number.isInteger(version) || version < 1) {
      throw new Error(`Migration version ${version} is not a positive integer.`);
    }
    if (seen.has(version)) throw new Error(`Migration version ${version} is used twice.`);
    seen.add(version);
  }
}
