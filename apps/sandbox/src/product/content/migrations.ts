import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the content module: news, knowledge base, notifications, plans, prices, rates.
 * Append new migrations at the end; never edit one that was committed.
 */
export const contentMigrations: ModuleMigrations = {
  module: 'content',
  migrations: [
    {
      version: 1,
      name: 'news, knowledge base, notifications, plans, prices, rates',
      legacyVersion: 4,
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
      `,
    },
  ],
};
