import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the emulated Neutron (network). Every resource has its region; times are Neutron's
 * (`2026-11-21T10:00:00Z`). Append new migrations at the end; never edit one that was committed.
 */
export const networkMigrations: ModuleMigrations = {
  module: 'network',
  migrations: [
    {
      version: 1,
      name: 'neutron networks, subnets, ports, security groups, routers, floating ips',
      sql: `
      CREATE TABLE network_networks (
        id                    TEXT PRIMARY KEY,
        region                TEXT NOT NULL,
        project_id            TEXT NOT NULL,
        name                  TEXT NOT NULL,
        description           TEXT NOT NULL DEFAULT '',
        admin_state_up        INTEGER NOT NULL CHECK (admin_state_up IN (0, 1)),
        shared                INTEGER NOT NULL CHECK (shared IN (0, 1)),
        external              INTEGER NOT NULL CHECK (external IN (0, 1)),
        mtu                   INTEGER NOT NULL,
        port_security_enabled INTEGER NOT NULL CHECK (port_security_enabled IN (0, 1)),
        network_type          TEXT NOT NULL,
        physical_network      TEXT,
        segmentation_id       INTEGER,
        created_at            TEXT NOT NULL,
        updated_at            TEXT NOT NULL,
        revision_number       INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_networks_region ON network_networks (region, project_id);

      CREATE TABLE network_subnets (
        id                TEXT PRIMARY KEY,
        region            TEXT NOT NULL,
        network_id        TEXT NOT NULL REFERENCES network_networks (id) ON DELETE CASCADE,
        project_id        TEXT NOT NULL,
        name              TEXT NOT NULL,
        description       TEXT NOT NULL DEFAULT '',
        ip_version        INTEGER NOT NULL CHECK (ip_version IN (4, 6)),
        cidr              TEXT NOT NULL,
        gateway_ip        TEXT,
        -- JSON [{start, end}] / [string] / [{destination, nexthop}]
        allocation_pools  TEXT NOT NULL,
        dns_nameservers   TEXT NOT NULL DEFAULT '[]',
        host_routes       TEXT NOT NULL DEFAULT '[]',
        enable_dhcp       INTEGER NOT NULL CHECK (enable_dhcp IN (0, 1)),
        ipv6_address_mode TEXT,
        ipv6_ra_mode      TEXT,
        created_at        TEXT NOT NULL,
        updated_at        TEXT NOT NULL,
        revision_number   INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_subnets_network ON network_subnets (network_id);

      CREATE TABLE network_ports (
        id                    TEXT PRIMARY KEY,
        region                TEXT NOT NULL,
        network_id            TEXT NOT NULL REFERENCES network_networks (id),
        -- '' for the ports Neutron makes for itself (router gateways, floating IPs, DHCP)
        project_id            TEXT NOT NULL,
        name                  TEXT NOT NULL DEFAULT '',
        description           TEXT NOT NULL DEFAULT '',
        mac_address           TEXT NOT NULL UNIQUE,
        device_id             TEXT NOT NULL DEFAULT '',
        device_owner          TEXT NOT NULL DEFAULT '',
        admin_state_up        INTEGER NOT NULL CHECK (admin_state_up IN (0, 1)),
        port_security_enabled INTEGER NOT NULL CHECK (port_security_enabled IN (0, 1)),
        -- made by Nova for a server (deleted on detach), else the user's (unbound on detach)
        nova_made             INTEGER NOT NULL DEFAULT 0 CHECK (nova_made IN (0, 1)),
        created_at            TEXT NOT NULL,
        updated_at            TEXT NOT NULL,
        revision_number       INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_ports_network ON network_ports (network_id);
      CREATE INDEX network_ports_device ON network_ports (region, device_id);

      -- Neutron's IPAllocation: an address is held by one port per subnet.
      CREATE TABLE network_port_ips (
        port_id    TEXT NOT NULL REFERENCES network_ports (id) ON DELETE CASCADE,
        subnet_id  TEXT NOT NULL REFERENCES network_subnets (id),
        ip_address TEXT NOT NULL,
        position   INTEGER NOT NULL,
        PRIMARY KEY (subnet_id, ip_address)
      ) STRICT;
      CREATE INDEX network_port_ips_port ON network_port_ips (port_id);

      CREATE TABLE network_security_groups (
        id              TEXT PRIMARY KEY,
        region          TEXT NOT NULL,
        project_id      TEXT NOT NULL,
        name            TEXT NOT NULL,
        description     TEXT NOT NULL DEFAULT '',
        stateful        INTEGER NOT NULL CHECK (stateful IN (0, 1)),
        created_at      TEXT NOT NULL,
        updated_at      TEXT NOT NULL,
        revision_number INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_security_groups_project ON network_security_groups (region, project_id);

      -- Neutron's default_security_group: the project's 'default' group, made on first use.
      CREATE TABLE network_default_security_groups (
        region            TEXT NOT NULL,
        project_id        TEXT NOT NULL,
        security_group_id TEXT NOT NULL REFERENCES network_security_groups (id) ON DELETE CASCADE,
        PRIMARY KEY (region, project_id)
      ) STRICT;

      CREATE TABLE network_security_group_rules (
        id                TEXT PRIMARY KEY,
        region            TEXT NOT NULL,
        project_id        TEXT NOT NULL,
        security_group_id TEXT NOT NULL REFERENCES network_security_groups (id) ON DELETE CASCADE,
        direction         TEXT NOT NULL CHECK (direction IN ('ingress', 'egress')),
        ethertype         TEXT NOT NULL CHECK (ethertype IN ('IPv4', 'IPv6')),
        protocol          TEXT,
        port_range_min    INTEGER,
        port_range_max    INTEGER,
        remote_ip_prefix  TEXT,
        remote_group_id   TEXT,
        description       TEXT NOT NULL DEFAULT '',
        created_at        TEXT NOT NULL,
        updated_at        TEXT NOT NULL,
        revision_number   INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_security_group_rules_group ON network_security_group_rules (security_group_id);

      CREATE TABLE network_port_security_groups (
        port_id           TEXT NOT NULL REFERENCES network_ports (id) ON DELETE CASCADE,
        security_group_id TEXT NOT NULL REFERENCES network_security_groups (id),
        position          INTEGER NOT NULL,
        PRIMARY KEY (port_id, security_group_id)
      ) STRICT;
      CREATE INDEX network_port_security_groups_group ON network_port_security_groups (security_group_id);

      CREATE TABLE network_routers (
        id                 TEXT PRIMARY KEY,
        region             TEXT NOT NULL,
        project_id         TEXT NOT NULL,
        name               TEXT NOT NULL,
        description        TEXT NOT NULL DEFAULT '',
        admin_state_up     INTEGER NOT NULL CHECK (admin_state_up IN (0, 1)),
        gateway_network_id TEXT REFERENCES network_networks (id),
        enable_snat        INTEGER NOT NULL DEFAULT 1 CHECK (enable_snat IN (0, 1)),
        routes             TEXT NOT NULL DEFAULT '[]',
        created_at         TEXT NOT NULL,
        updated_at         TEXT NOT NULL,
        revision_number    INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_routers_project ON network_routers (region, project_id);

      CREATE TABLE network_floating_ips (
        id                  TEXT PRIMARY KEY,
        region              TEXT NOT NULL,
        project_id          TEXT NOT NULL,
        floating_network_id TEXT NOT NULL REFERENCES network_networks (id),
        -- the external network's port holding the address (device_owner network:floatingip)
        floating_port_id    TEXT NOT NULL REFERENCES network_ports (id),
        floating_ip_address TEXT NOT NULL,
        port_id             TEXT REFERENCES network_ports (id) ON DELETE SET NULL,
        fixed_ip_address    TEXT,
        router_id           TEXT,
        description         TEXT NOT NULL DEFAULT '',
        created_at          TEXT NOT NULL,
        updated_at          TEXT NOT NULL,
        revision_number     INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX network_floating_ips_project ON network_floating_ips (region, project_id);
      CREATE INDEX network_floating_ips_port ON network_floating_ips (port_id);
      `,
    },
  ],
};
