import { describe, expect, test } from 'vitest';
import {
  deriveServerFields,
  serverCharges,
  serverHasCustomVolume,
  serverKeyName,
} from './deriveServerFields.ts';
import type { ServerLike } from './serverShapes.types.ts';

// Reads an official OpenStack sample from ../shared/openstack-samples beside the repository (or
// OPENSTACK_SAMPLES_DIR), the way cloud-sdk's test helper does. domain has no Node types, so the
// two things used from Node are typed here.
type NodeForSamples = {
  env: Record<string, string | undefined>;
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: URL, encoding: 'utf8'): string };
};
const node = (globalThis as unknown as { process: NodeForSamples }).process;
function readSampleJson<T>(relativePath: string): T {
  const override = node.env.OPENSTACK_SAMPLES_DIR;
  // src/servers/ → src → domain → packages → repository → its parent.
  const root = override
    ? new URL(override.endsWith('/') ? override : `${override}/`, 'file:///')
    : new URL('../../../../../shared/openstack-samples/', import.meta.url);
  return JSON.parse(
    node.getBuiltinModule('node:fs').readFileSync(new URL(relativePath, root), 'utf8'),
  ) as T;
}

describe('serverKeyName', () => {
  test('the key name, or undefined for null / empty', () => {
    expect(serverKeyName({ key_name: 'laptop' })).toBe('laptop');
    expect(serverKeyName({ key_name: null })).toBeUndefined();
    expect(serverKeyName({ key_name: '' })).toBeUndefined();
    expect(serverKeyName({})).toBeUndefined();
  });
});

describe('serverHasCustomVolume', () => {
  test('true exactly when volumes are attached', () => {
    expect(serverHasCustomVolume({ 'os-extended-volumes:volumes_attached': [{ id: 'v1' }] })).toBe(
      true,
    );
    expect(serverHasCustomVolume({ 'os-extended-volumes:volumes_attached': [] })).toBe(false);
    expect(serverHasCustomVolume({ 'os-extended-volumes:volumes_attached': null })).toBe(false);
    expect(serverHasCustomVolume({})).toBe(false);
  });
});

describe('serverCharges', () => {
  const transactions = [
    { external_id: 'other', amount: 9 },
    { external_id: 's1', amount: 0.42 },
    { external_id: 's1', amount: 5 },
    { external_id: 's2', amount: '1.25' },
    { external_id: 123, amount: 3 },
    { external_id: null, amount: 7 },
    { external_id: 's3', amount: 'n/a' },
    { external_id: 's4', amount: '' },
  ];

  test('the amount of the temporary transaction whose external_id is the server id', () => {
    expect(serverCharges({ id: 's1' }, transactions)).toBe(0.42);
    expect(serverCharges({ id: 's2' }, transactions)).toBe(1.25);
    expect(serverCharges({ id: '123' }, transactions)).toBe(3);
  });

  test('undefined without a match or a usable amount', () => {
    expect(serverCharges({ id: 'none' }, transactions)).toBeUndefined();
    expect(serverCharges({ id: 'null' }, transactions)).toBeUndefined();
    expect(serverCharges({ id: 's3' }, transactions)).toBeUndefined();
    expect(serverCharges({ id: 's4' }, transactions)).toBeUndefined();
    expect(serverCharges({ id: 's1' }, undefined)).toBeUndefined();
  });

  test('a zero charge is a charge', () => {
    expect(serverCharges({ id: 'z' }, [{ external_id: 'z', amount: 0 }])).toBe(0);
  });
});

describe('deriveServerFields on the official Nova samples', () => {
  test('server-get-resp.json (v2.1): no key, first fixed address, volumes attached', () => {
    const { server } = readSampleJson<{ server: ServerLike }>('nova/servers/server-get-resp.json');
    expect(
      deriveServerFields(server, {
        images: [{ id: '70a599e0-31e7-49b7-b260-868f441e862b', name: 'ubuntu_22.04' }],
        temporaryTransactions: [{ external_id: server.id, amount: 1.5 }],
      }),
    ).toEqual({
      keyName: undefined,
      address: '192.168.1.30',
      imageSrc: '/images/os/ubuntu.svg',
      // The sample's metadata has no os_distro, so the image name is shown.
      systemName: { source: 'image', text: 'ubuntu_22.04' },
      isCustomVolume: true,
      charges: 1.5,
    });
  });

  test('v2.98 servers-details-resp.json, with the portal metadata os_distro added', () => {
    const {
      servers: [server],
    } = readSampleJson<{ servers: ServerLike[] }>('nova/servers/v2.98/servers-details-resp.json');
    expect(server).toBeDefined();
    const withDistro = { ...server!, metadata: { ...server!.metadata, os_distro: 'debian' } };
    expect(deriveServerFields(withDistro)).toEqual({
      keyName: undefined,
      address: '192.168.1.30',
      imageSrc: '/images/os/debian.svg',
      systemName: { source: 'distro', text: 'Debian' },
      isCustomVolume: true,
      charges: undefined,
    });
  });

  test('gophercloud server list: one booted from a volume (image "") shows Unknown image', () => {
    const {
      fixtures: { ServerListBody },
    } = readSampleJson<{ fixtures: { ServerListBody: { servers: ServerLike[] } } }>(
      'gophercloud/openstack/compute/v2/servers/testing/fixtures_test.extracted.json',
    );
    const images = [{ id: 'f90f6034-2570-4974-8351-6b49732ef2eb', name: 'prebuilt_wgeasy_14' }];
    expect(ServerListBody.servers.map((server) => deriveServerFields(server, { images }))).toEqual([
      {
        keyName: undefined,
        address: '10.0.0.32',
        imageSrc: '/images/apps/wgeasy.svg',
        systemName: { source: 'image', text: 'prebuilt_wgeasy_14' },
        isCustomVolume: true,
        charges: undefined,
      },
      {
        keyName: undefined,
        address: '10.0.0.31',
        imageSrc: '/images/apps/wgeasy.svg',
        systemName: { source: 'image', text: 'prebuilt_wgeasy_14' },
        isCustomVolume: false,
        charges: undefined,
      },
      {
        keyName: undefined,
        address: '10.0.0.31',
        imageSrc: undefined,
        systemName: { source: 'unknown', key: 'servers:unknownImage' },
        isCustomVolume: false,
        charges: undefined,
      },
    ]);
  });

  test('a server with a key and a floating IP', () => {
    const server: ServerLike = {
      id: 'srv',
      key_name: 'laptop',
      addresses: {
        private: [
          { addr: '10.0.0.5', version: 4, 'OS-EXT-IPS:type': 'fixed' },
          { addr: '2001:db8::5', version: 6, 'OS-EXT-IPS:type': 'fixed' },
          { addr: '198.51.100.9', version: 4, 'OS-EXT-IPS:type': 'floating' },
        ],
      },
      image: { id: 'x' },
      metadata: { os_distro: 'ubuntu' },
    };
    expect(
      deriveServerFields(server, {
        temporaryTransactions: [{ external_id: 'srv', amount: '2.00' }],
      }),
    ).toEqual({
      keyName: 'laptop',
      address: '198.51.100.9',
      imageSrc: '/images/os/ubuntu.svg',
      systemName: { source: 'distro', text: 'Ubuntu' },
      isCustomVolume: false,
      charges: 2,
    });
  });
});
