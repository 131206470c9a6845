import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated Glance (image).
 * Append new migrations at the end; never edit one that was committed.
 */
export const imageMigrations: ModuleMigrations = {
  module: 'image',
  migrations: [
    {
      version: 1,
      name: 'glance images',
      sql: `
      -- Glance's images, per region (a region is its own Glance). Public images of the provider
      -- and the projects' own images (Nova snapshots). Times are ISO 8601 from the sandbox clock.
      CREATE TABLE image_images (
        id               TEXT NOT NULL PRIMARY KEY,
        region           TEXT NOT NULL,
        name             TEXT,
        owner            TEXT,
        visibility       TEXT NOT NULL
                         CHECK (visibility IN ('public', 'private', 'shared', 'community')),
        -- As stored; a 'queued' image with ready_at is shown 'active' from that time on (read
        -- lazily, so a snapshot finishes even across a restart).
        status           TEXT NOT NULL,
        ready_at         TEXT,
        protected        INTEGER NOT NULL DEFAULT 0 CHECK (protected IN (0, 1)),
        os_hidden        INTEGER NOT NULL DEFAULT 0 CHECK (os_hidden IN (0, 1)),
        disk_format      TEXT,
        container_format TEXT,
        -- The data's figures, shown once the image is active.
        size             INTEGER,
        virtual_size     INTEGER,
        checksum         TEXT,
        os_hash_algo     TEXT,
        os_hash_value    TEXT,
        min_disk         INTEGER NOT NULL DEFAULT 0 CHECK (min_disk >= 0),
        min_ram          INTEGER NOT NULL DEFAULT 0 CHECK (min_ram >= 0),
        created_at       TEXT NOT NULL,
        updated_at       TEXT NOT NULL,
        -- JSON array of strings.
        tags             TEXT NOT NULL DEFAULT '[]',
        -- JSON object of string properties (os_distro, image_type, instance_uuid...).
        properties       TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
      CREATE INDEX image_images_region ON image_images (region, created_at);
      CREATE INDEX image_images_owner ON image_images (owner);
      `,
    },
  ],
};
