import { QUOTA_DEFAULTS } from '@cloud-portal/domain/regions';
import { describe, expect, test } from 'vitest';
import { testServer } from '../../../test/serverFixture.ts';
import type { CloudVolume } from '../../cloud/regionResources.ts';
import { quotaUsage } from './quotaUsage.ts';

const volume = (size: number): CloudVolume => ({
  id: `vol-${size}`,
  name: `vol-${size}`,
  size,
  status: 'available',
  bootable: false,
  attachedServerIds: [],
  createdAt: '2026-01-01T00:00:00Z',
  region: 'eu-west2',
});

describe('quotaUsage', () => {
  test('counts servers, vCPUs and memory from the flavors, keys and volumes', () => {
    const rows = quotaUsage({
      quota: { ...QUOTA_DEFAULTS, instances: 5 },
      servers: [
        testServer({ flavor: { original_name: 'a', vcpus: 2, ram: 4096, disk: 50 } }),
        testServer({ flavor: { original_name: 'b', vcpus: 4, ram: 8192, disk: 80 } }),
      ],
      volumes: [volume(10), volume(30)],
      sshKeyCount: 3,
    });
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId.instances).toMatchObject({ used: 2, limit: 5 });
    expect(byId.cores).toMatchObject({ used: 6, limit: 20 });
    expect(byId.ram).toMatchObject({ used: 12288, limit: 51200, unit: 'mib' });
    expect(byId.keyPairs).toMatchObject({ used: 3, limit: 100 });
    expect(byId.volumes).toMatchObject({ used: 2, limit: null });
    expect(byId.volumeStorage).toMatchObject({ used: 40, unit: 'gib' });
    expect(byId.serverGroups).toMatchObject({ used: null, limit: 10 });
  });

  test('a list not loaded leaves its rows uncounted, not zero', () => {
    const rows = quotaUsage({
      quota: QUOTA_DEFAULTS,
      servers: undefined,
      volumes: undefined,
      sshKeyCount: undefined,
    });
    expect(rows.every((row) => row.used === null)).toBe(true);
  });
});
