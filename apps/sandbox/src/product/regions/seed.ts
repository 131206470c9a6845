import type { RegionInput, RegionsStore } from './store.ts';

/** A /64 IPv6 subnet has 2^64 - 2 usable addresses; stored capped at 2^53 - 1 (see openapi.yaml). */
const IPV6_SLASH_64 = Number.MAX_SAFE_INTEGER;

function network(
  id: string,
  name: string,
  ipv4: number,
  ipv6: number,
): RegionInput['meta']['networks'][number] {
  return { id, name, available_ips_v4: ipv4, available_ips_v6: ipv6 };
}

/**
 * The seeded regions, in display order (SPEC §3: the default region is eu-west2). One is in
 * maintenance (eu-central1) and one out of stock (us-east1) so that UIs can show those states;
 * one network has only 3 free IPv4 addresses to exercise the "more than 10 free" rule of §4.
 * Every open region has at least 3 networks with 2+ free IPv4, so it takes new servers under both
 * halves of the §4 session rule (the other half needs 3 such networks).
 */
export const SEED_REGIONS: readonly RegionInput[] = [
  {
    id: 'eu-west2',
    city: 'Amsterdam',
    country: 'NL',
    currency: 'usd',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [
        network('add759fc-87c9-48b6-8192-032b87a858dc', 'ext-net-ams-1', 214, IPV6_SLASH_64),
        network('20c2ed0a-5518-43ce-8b63-b12d6b30d101', 'ext-net-ams-2', 37, IPV6_SLASH_64),
        network('968f0033-3089-4e4c-8eb6-ed2addfeb475', 'ext-net-ams-3', 3, 65_530),
      ],
    },
  },
  {
    id: 'us-east1',
    city: 'New York',
    country: 'US',
    currency: 'usd',
    meta: {
      is_out_of_stock: true,
      is_available: true,
      is_maintenance: false,
      networks: [
        network('fcb51b7e-3180-40e6-8d36-04338ebb540a', 'ext-net-nyc-1', 2, 1_048_570),
        network('aba9aab3-a9ce-434b-b227-c73ea5f12501', 'ext-net-nyc-2', 0, 1_048_570),
      ],
    },
  },
  {
    id: 'eu-central1',
    city: 'Frankfurt',
    country: 'DE',
    currency: 'eur',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: true,
      networks: [
        network('0fe60f43-ec01-4592-a517-4c31db149c47', 'ext-net-fra-1', 96, IPV6_SLASH_64),
      ],
    },
  },
  {
    id: 'ru-msk1',
    city: 'Moscow',
    country: 'RU',
    currency: 'rub',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [
        network('236fed06-89f0-49b7-8d43-b95ca03649fe', 'ext-net-msk-1', 141, 65_530),
        network('64f27d22-0562-435f-9ca2-07c99b2242e5', 'ext-net-msk-2', 58, 65_530),
        network('a1d3c0de-5c1e-4f7e-9a0b-3c2f7d1e9b44', 'ext-net-msk-3', 19, 65_530),
      ],
    },
  },
  {
    id: 'za-jnb1',
    city: 'Johannesburg',
    country: 'ZA',
    currency: 'usd',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [
        network('f400b96a-1a12-4b5e-9531-ab1aa6c8fbd0', 'ext-net-jnb-1', 73, 16_380),
        network('5e0b7c2a-8d41-4c6f-b3a9-2f1e6d7c8a90', 'ext-net-jnb-2', 44, 16_380),
        network('c7f2a9e1-3b5d-4a8c-9e0f-1d2c3b4a5f67', 'ext-net-jnb-3', 9, 16_380),
      ],
    },
  },
  {
    id: 'ap-sg1',
    city: 'Singapore',
    country: 'SG',
    currency: 'usd',
    meta: {
      is_out_of_stock: false,
      is_available: true,
      is_maintenance: false,
      networks: [
        network('fa7d4529-d40c-48cd-ab92-de3e0740f9eb', 'ext-net-sin-1', 173, IPV6_SLASH_64),
        network('6dba9519-6843-4fae-b0ba-5ae220e2db21', 'ext-net-sin-2', 12, IPV6_SLASH_64),
        network('9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'ext-net-sin-3', 25, IPV6_SLASH_64),
      ],
    },
  },
];

/**
 * Inserts the seeded regions that are missing (by id); regions changed while the sandbox ran
 * keep their changes. Returns how many it created.
 *
 * @example
 * seedRegions(regionsStore(db)); // 6 on a new database, 0 afterwards
 */
export function seedRegions(regions: RegionsStore): number {
  let created = 0;
  SEED_REGIONS.forEach((region, position) => {
    if (regions.exists(region.id)) return;
    regions.save(region, position);
    created += 1;
  });
  return created;
}
