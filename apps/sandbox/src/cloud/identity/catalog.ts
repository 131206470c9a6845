import { createHash } from 'node:crypto';
import type { KeystoneTokenResponse } from '@cloud-portal/cloud-sdk/identity';

/** An entry of a Keystone v3 token's `catalog` (the wire type of `@cloud-portal/cloud-sdk`). */
export type CatalogEntry = NonNullable<KeystoneTokenResponse['token']['catalog']>[number];

/**
 * The cloud services of each region and the path of their root under `/cloud/{region}/`
 * (DESIGN runtime topology; SPEC §7 roots: compute, dns/v2, object-store/v1,
 * volume/v3/{project id}, network, image, identity, metric).
 */
const SERVICES: ReadonlyArray<{ type: string; name: string; path: (projectId: string) => string }> =
  [
    { type: 'identity', name: 'keystone', path: () => 'identity' },
    { type: 'compute', name: 'nova', path: () => 'compute/v2.1' },
    { type: 'network', name: 'neutron', path: () => 'network' },
    { type: 'volumev3', name: 'cinderv3', path: (projectId) => `volume/v3/${projectId}` },
    { type: 'image', name: 'glance', path: () => 'image' },
    { type: 'dns', name: 'designate', path: () => 'dns' },
    { type: 'metric', name: 'gnocchi', path: () => 'metric' },
    {
      type: 'object-store',
      name: 'swift',
      path: (projectId) => `object-store/v1/AUTH_${projectId}`,
    },
  ];

/** Stable 32-hex ids, so the catalog does not change between restarts. */
function stableId(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
}

/**
 * Builds the service catalog of a project-scoped token: every service with one public endpoint
 * per region, all on the sandbox's own origin.
 *
 * @example
 * buildCatalog(['eu-west2'], 'http://127.0.0.1:8080', 'a6944d76...')[1]?.endpoints[0]?.url;
 * // 'http://127.0.0.1:8080/cloud/eu-west2/compute/v2.1'
 */
export function buildCatalog(
  regionIds: readonly string[],
  origin: string,
  projectId: string,
): CatalogEntry[] {
  return SERVICES.map((service) => ({
    endpoints: regionIds.map((region) => ({
      id: stableId('endpoint', service.type, region, 'public'),
      interface: 'public' as const,
      region,
      region_id: region,
      url: `${origin}/cloud/${region}/${service.path(projectId)}`,
    })),
    type: service.type,
    id: stableId('service', service.type),
    name: service.name,
  }));
}

/** The one role the emulator grants on a consumer's own project. */
export const MEMBER_ROLE = { id: stableId('role', 'member'), name: 'member' } as const;

/** Keystone's admin role: granted, on top of member, to the (unseeded) admin users. */
export const ADMIN_ROLE = { id: stableId('role', 'admin'), name: 'admin' } as const;
