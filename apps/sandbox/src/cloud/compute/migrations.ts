import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated Nova (compute).
 * Append new migrations at the end; never edit one that was committed.
 */
export const computeMigrations: ModuleMigrations = {
  module: 'compute',
  migrations: [
    {
      version: 1,
      name: 'compute flavors',
      sql: `
      -- Nova's flavors (the same in every region). id is Nova's flavorid, a string.
      CREATE TABLE compute_flavors (
        id          TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        vcpus       INTEGER NOT NULL CHECK (vcpus > 0),
        ram_mb      INTEGER NOT NULL CHECK (ram_mb > 0),
        disk_gb     INTEGER NOT NULL CHECK (disk_gb >= 0),
        description TEXT,
        is_public   INTEGER NOT NULL DEFAULT 1 CHECK (is_public IN (0, 1))
      ) STRICT;
      `,
    },
    {
      version: 2,
      name: 'compute servers, power intervals, instance actions, keypairs, switches',
      sql: `
      -- Nova's servers, per region and project. Rows stay after deletion (deleted_at set) so
      -- metrics and billing can read a deleted server's history; lists skip them.
      CREATE TABLE compute_servers (
        id               TEXT PRIMARY KEY,
        region           TEXT NOT NULL,
        project_id       TEXT NOT NULL,
        user_id          TEXT NOT NULL,
        name             TEXT NOT NULL,
        description      TEXT,
        hostname         TEXT NOT NULL,
        image_id         TEXT,
        flavor_id        TEXT NOT NULL,
        -- The flavor as embedded in the server (Nova keeps a copy): vcpus, ram, disk, name.
        flavor_json      TEXT NOT NULL,
        -- The flavor before a resize, while the server waits in VERIFY_RESIZE.
        old_flavor_json  TEXT,
        key_name         TEXT,
        metadata_json    TEXT NOT NULL DEFAULT '{}',
        tags_json        TEXT NOT NULL DEFAULT '[]',
        user_data        TEXT,
        availability_zone TEXT NOT NULL,
        disk_config      TEXT NOT NULL CHECK (disk_config IN ('AUTO', 'MANUAL')),
        access_ipv4      TEXT NOT NULL DEFAULT '',
        access_ipv6      TEXT NOT NULL DEFAULT '',
        host             TEXT NOT NULL,
        vm_state         TEXT NOT NULL,
        task_state       TEXT,
        power_state      INTEGER NOT NULL,
        fault_json       TEXT,
        -- Transitions still to come: [{at, vmState, taskState, powerState, effect?}], oldest first.
        steps_json       TEXT NOT NULL DEFAULT '[]',
        created_at       TEXT NOT NULL,
        updated_at       TEXT NOT NULL,
        launched_at      TEXT,
        terminated_at    TEXT,
        deleted_at       TEXT
      ) STRICT;
      CREATE INDEX compute_servers_project ON compute_servers (region, project_id, deleted_at, created_at);

      -- When each server was running (power state RUNNING): metrics and charges read these.
      CREATE TABLE compute_power_intervals (
        server_id  TEXT NOT NULL REFERENCES compute_servers (id),
        started_at TEXT NOT NULL,
        stopped_at TEXT,
        PRIMARY KEY (server_id, started_at)
      ) STRICT;

      -- Nova's instance actions (os-instance-actions), one per accepted request.
      CREATE TABLE compute_instance_actions (
        request_id  TEXT PRIMARY KEY,
        server_id   TEXT NOT NULL REFERENCES compute_servers (id),
        action      TEXT NOT NULL,
        project_id  TEXT NOT NULL,
        user_id     TEXT NOT NULL,
        start_time  TEXT NOT NULL,
        finish_time TEXT,
        result      TEXT,
        message     TEXT
      ) STRICT;
      CREATE INDEX compute_instance_actions_server ON compute_instance_actions (server_id, start_time);

      -- Nova's key pairs: per user (and, as every region runs its own Nova, per region).
      CREATE TABLE compute_keypairs (
        region      TEXT NOT NULL,
        user_id     TEXT NOT NULL,
        name        TEXT NOT NULL,
        public_key  TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        type        TEXT NOT NULL CHECK (type IN ('ssh', 'x509')),
        created_at  TEXT NOT NULL,
        PRIMARY KEY (region, user_id, name)
      ) STRICT;

      -- Sandbox switches of a region's compute: builds that end in ERROR (the fault switch).
      CREATE TABLE compute_region_switches (
        region        TEXT PRIMARY KEY,
        fail_builds   INTEGER NOT NULL DEFAULT 0 CHECK (fail_builds IN (0, 1))
      ) STRICT;
      `,
    },
    {
      version: 3,
      name: 'compute servers by project across regions',
      sql: `
      -- Billing reads a customer's servers in every region at once (its projects' servers).
      CREATE INDEX compute_servers_by_project ON compute_servers (project_id, created_at);
      `,
    },
  ],
};
