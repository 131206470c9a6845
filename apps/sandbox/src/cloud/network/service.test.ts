import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_REGIONS } from '../../product/regions/index.ts';
import { memorySandbox } from '../../test-support/memorySandbox.ts';
import type { NetworkFailure, ServerPort } from './service.ts';

const REGION = 'eu-west2';
const PROJECT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OTHER_PROJECT = 'ffffffffffffffffffffffffffffffff';
const SERVER = '6f1e2d3c-4b5a-4968-8776-655443322110';
const AMS = SEED_REGIONS[0]!.meta.networks; // ext-net-ams-1..3: 214, 37 and 3 free IPv4

let sandbox: ReturnType<typeof memorySandbox>;

beforeEach(() => {
  sandbox = memorySandbox(() => new Date('2026-11-21T10:00:00Z'));
  sandbox.seed();
});

function network() {
  return sandbox.modules.network;
}

function attached(result: ServerPort | NetworkFailure): ServerPort {
  if ('status' in result && 'message' in result)
    throw new Error(`attach failed: ${result.message}`);
  return result;
}

function freeV4(networkId: string): number | undefined {
  return network()
    .availability(REGION)
    .find((item) => item.id === networkId)?.available_ips_v4;
}

describe('seed: the regions module’s networks, with its free counts', () => {
  it('every shared network of a region starts with the counts the regions module reports', () => {
    for (const region of SEED_REGIONS) {
      const counts = network().availability(region.id);
      expect(counts).toEqual(
        expect.arrayContaining(
          region.meta.networks.map((meta) => ({
            id: meta.id,
            name: meta.name,
            available_ips_v4: meta.available_ips_v4,
            available_ips_v6: meta.available_ips_v6,
          })),
        ),
      );
      expect(counts).toHaveLength(region.meta.networks.length);
    }
  });

  it('seeding again creates nothing and keeps the ports', () => {
    const before = freeV4(AMS[0]!.id);
    sandbox.seed();
    expect(freeV4(AMS[0]!.id)).toBe(before);
  });
});

describe('attachServerPort (Nova → Neutron)', () => {
  it('makes an ACTIVE compute:nova port with an IPv4 and an IPv6 address; the network’s free count shrinks', () => {
    const port = attached(
      network().service.attachServerPort({
        region: REGION,
        projectId: PROJECT,
        serverId: SERVER,
        networkId: AMS[0]!.id,
        securityGroupNames: [],
      }),
    );
    expect(port).toMatchObject({
      networkId: AMS[0]!.id,
      networkName: 'ext-net-ams-1',
      status: 'ACTIVE',
      floatingIps: [],
    });
    expect(port.macAddress).toMatch(/^fa:16:3e(:[0-9a-f]{2}){3}$/);
    expect(port.fixedIps.map((ip) => ip.version).sort()).toEqual([4, 6]);
    expect(port.fixedIps.find((ip) => ip.version === 4)?.ipAddress).toMatch(/^10\.10\.0\.\d+$/);
    expect(freeV4(AMS[0]!.id)).toBe(213);
    expect(network().service.serverPorts(REGION, SERVER)).toEqual([port]);
    expect(network().service.serverSecurityGroupNames(REGION, SERVER)).toEqual(['default']);
  });

  it('fills a network: the 4th server on ext-net-ams-3 (3 free) gets Neutron’s failure', () => {
    for (let index = 0; index < 3; index += 1) {
      attached(
        network().service.attachServerPort({
          region: REGION,
          projectId: PROJECT,
          serverId: `server-${index}`,
          networkId: AMS[2]!.id,
          securityGroupNames: [],
        }),
      );
    }
    expect(freeV4(AMS[2]!.id)).toBe(0);
    expect(
      network().service.attachServerPort({
        region: REGION,
        projectId: PROJECT,
        serverId: 'server-4',
        networkId: AMS[2]!.id,
        securityGroupNames: [],
      }),
    ).toEqual({ status: 409, message: `No more IP addresses available on network ${AMS[2]!.id}.` });
    network().service.releaseServerPorts(REGION, 'server-0');
    expect(freeV4(AMS[2]!.id)).toBe(1);
  });

  it('refuses an unknown network, another region’s network, an unknown group and a taken fixed IP', () => {
    const attach = (
      input: Partial<Parameters<ReturnType<typeof network>['service']['attachServerPort']>[0]>,
    ) =>
      network().service.attachServerPort({
        region: REGION,
        projectId: PROJECT,
        serverId: SERVER,
        securityGroupNames: [],
        ...input,
      });
    expect(attach({ networkId: 'nope' })).toEqual({
      status: 404,
      message: 'Network nope could not be found.',
    });
    const singapore = SEED_REGIONS.find((region) => region.id === 'ap-sg1')!.meta.networks[0]!.id;
    expect(attach({ networkId: singapore })).toMatchObject({ status: 404 });
    expect(attach({ networkId: AMS[0]!.id, securityGroupNames: ['web'] })).toMatchObject({
      status: 400,
    });
    const first = attached(attach({ networkId: AMS[0]!.id, fixedIp: '10.10.0.50' }));
    expect(first.fixedIps.some((ip) => ip.ipAddress === '10.10.0.50')).toBe(true);
    expect(attach({ networkId: AMS[0]!.id, fixedIp: '10.10.0.50' })).toEqual({
      status: 409,
      message: 'Fixed IP address 10.10.0.50 is already in use.',
    });
  });

  it('detach deletes a Nova-made port and frees its address', () => {
    const port = attached(
      network().service.attachServerPort({
        region: REGION,
        projectId: PROJECT,
        serverId: SERVER,
        networkId: AMS[1]!.id,
        securityGroupNames: [],
      }),
    );
    expect(freeV4(AMS[1]!.id)).toBe(36);
    expect(network().service.detachServerPort(REGION, SERVER, port.portId)).toBe(true);
    expect(network().service.detachServerPort(REGION, SERVER, port.portId)).toBe(false);
    expect(network().service.serverPorts(REGION, SERVER)).toEqual([]);
    expect(freeV4(AMS[1]!.id)).toBe(37);
  });
});

describe('server security groups', () => {
  it('add, duplicate add, remove, remove again, unknown name; another project’s group is unknown', () => {
    const service = network().service;
    attached(
      service.attachServerPort({
        region: REGION,
        projectId: PROJECT,
        serverId: SERVER,
        networkId: AMS[0]!.id,
        securityGroupNames: [],
      }),
    );
    expect(service.securityGroupExists(REGION, PROJECT, 'default')).toBe(true);
    expect(service.securityGroupExists(REGION, PROJECT, 'web')).toBe(false);
    expect(service.addServerSecurityGroup(REGION, PROJECT, SERVER, 'default')).toBe(
      'already_member',
    );
    expect(service.addServerSecurityGroup(REGION, PROJECT, SERVER, 'web')).toBe('not_found');
    expect(service.removeServerSecurityGroup(REGION, PROJECT, SERVER, 'default')).toBe('ok');
    expect(service.serverSecurityGroupNames(REGION, SERVER)).toEqual([]);
    expect(service.removeServerSecurityGroup(REGION, PROJECT, SERVER, 'default')).toBe(
      'not_member',
    );
    expect(service.addServerSecurityGroup(REGION, PROJECT, SERVER, 'default')).toBe('ok');
    expect(service.serverSecurityGroupNames(REGION, SERVER)).toEqual(['default']);
    // The other project has its own default group; it never sees this project's.
    expect(service.securityGroupExists(REGION, OTHER_PROJECT, 'default')).toBe(true);
  });
});
