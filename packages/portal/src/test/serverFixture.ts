// Test helper: a Nova server (SDK wire shape, pinned microversion) with its region, for tests of
// the servers screens. Override what the test is about.
import type { CloudServer } from '../features/cloud/regionResources.ts';

let sequence = 0;

/**
 * A running server with one IPv4 address on the public network.
 * @example testServer({ name: 'web-1', status: 'SHUTOFF', 'OS-EXT-STS:power_state': 4 })
 */
export function testServer(overrides: Partial<CloudServer> = {}): CloudServer {
  sequence += 1;
  const n = sequence;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `server-${String(n)}`,
    status: 'ACTIVE',
    tenant_id: 'project-1',
    user_id: 'user-1',
    created: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    updated: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    hostId: 'host',
    addresses: { public: [{ addr: `203.0.113.${String(n % 250)}`, version: 4 }] },
    accessIPv4: '',
    accessIPv6: '',
    links: [],
    image: { id: 'image-ubuntu' },
    flavor: { original_name: 'std.2c4g', vcpus: 2, ram: 4096, disk: 50 },
    metadata: { os_distro: 'ubuntu' },
    key_name: 'laptop',
    config_drive: '',
    security_groups: [{ name: 'allow_all' }],
    'OS-DCF:diskConfig': 'AUTO',
    'OS-EXT-AZ:availability_zone': 'nova',
    'OS-EXT-STS:power_state': 1,
    'OS-EXT-STS:task_state': null,
    'OS-EXT-STS:vm_state': 'active',
    'OS-SRV-USG:launched_at': null,
    'OS-SRV-USG:terminated_at': null,
    'os-extended-volumes:volumes_attached': [],
    region: 'eu-west2',
    ...overrides,
  };
}
