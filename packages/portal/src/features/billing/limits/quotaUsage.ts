// The quota of a region as the limits screen shows it (issue 14, §3 Quota defaults): each limit
// of Nova's quota set next to what the customer's resources of that region use, counted from the
// per-region lists the portal already loads (servers with their embedded flavors, SSH keys,
// volumes). Volumes have no limit in the compute quota: their count and size are shown alone.
import type { QuotaSet } from '@cloud-portal/domain/regions';
import type { CloudServer, CloudVolume } from '../../cloud/regionResources.ts';

/** A row of the quota table. */
export type QuotaRowId =
  'instances' | 'cores' | 'ram' | 'keyPairs' | 'serverGroups' | 'volumes' | 'volumeStorage';

/** One resource: what is used and the limit (`null` no limit known, `-1` unlimited). */
export interface QuotaRow {
  id: QuotaRowId;
  /** Count, vCPUs, MiB (ram) or GiB (volume storage); null when not counted. */
  used: number | null;
  limit: number | null;
  /** What the figures count. */
  unit: 'count' | 'mib' | 'gib';
}

/** What the rows are counted from; a list not loaded yet leaves its rows uncounted. */
export interface QuotaUsageInput {
  quota: QuotaSet;
  servers: readonly CloudServer[] | undefined;
  volumes: readonly CloudVolume[] | undefined;
  sshKeyCount: number | undefined;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The quota table of a region: servers, vCPUs and memory (from each server's flavor), SSH keys,
 * server groups (not counted: the portal does not list them), volumes and their size.
 * @example quotaUsage({ quota, servers: [web1], volumes: [], sshKeyCount: 1 })[0] // { id: 'instances', used: 1, limit: 10, unit: 'count' }
 */
export function quotaUsage(input: QuotaUsageInput): QuotaRow[] {
  const { quota, servers, volumes, sshKeyCount } = input;
  const flavors = servers?.map((server) => server.flavor);
  return [
    { id: 'instances', used: servers?.length ?? null, limit: quota.instances, unit: 'count' },
    {
      id: 'cores',
      used: flavors ? sum(flavors.map((flavor) => flavor.vcpus ?? 0)) : null,
      limit: quota.cores,
      unit: 'count',
    },
    {
      id: 'ram',
      used: flavors ? sum(flavors.map((flavor) => flavor.ram ?? 0)) : null,
      limit: quota.ram,
      unit: 'mib',
    },
    { id: 'keyPairs', used: sshKeyCount ?? null, limit: quota.key_pairs, unit: 'count' },
    { id: 'serverGroups', used: null, limit: quota.server_groups, unit: 'count' },
    { id: 'volumes', used: volumes?.length ?? null, limit: null, unit: 'count' },
    {
      id: 'volumeStorage',
      used: volumes ? sum(volumes.map((volume) => volume.size)) : null,
      limit: null,
      unit: 'gib',
    },
  ];
}
