import type { Region } from '@cloud-portal/api-client';
import { deleteServer, listAllServers } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveServer, SANDBOX_NETWORK } from '../../cloud/compute/testing.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { SEED_REGIONS } from './index.ts';

// §3 Region meta in the whole sandbox: the networks' free addresses are the emulated Neutron's.

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

async function regions(): Promise<Map<string, Region>> {
  const response = await server.app.inject({ method: 'GET', url: '/api/regions/' });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<Region[]>().map((region) => [region.id, region]));
}

function networkOf(region: Region | undefined, id: string) {
  const network = region?.meta.networks.find((candidate) => candidate.id === id);
  if (network === undefined) throw new Error(`no network ${id}`);
  return network;
}

describe('GET /api/regions/ reports the cloud’s free addresses', () => {
  it('starts at the seeded figures', async () => {
    const listed = await regions();

    for (const seed of SEED_REGIONS) {
      expect(
        listed.get(seed.id)?.meta.networks.map(({ id, available_ips_v4, available_ips_v6 }) => ({
          id,
          available_ips_v4,
          available_ips_v6,
        })),
        seed.id,
      ).toEqual(
        seed.meta.networks.map(({ id, available_ips_v4, available_ips_v6 }) => ({
          id,
          available_ips_v4,
          available_ips_v6,
        })),
      );
    }
  });

  it('a new server’s port in eu-west2 takes one IPv4 address of its network; deleting it frees it', async () => {
    const { client } = await demoCloudClient(server.app);
    const before = networkOf((await regions()).get('eu-west2'), SANDBOX_NETWORK.id);
    const untouched = networkOf(
      (await regions()).get('eu-west2'),
      SEED_REGIONS[0]!.meta.networks[1]!.id,
    );

    const created = await createActiveServer(client, {
      name: 'web-1',
      sleep: (ms) => {
        clock = new Date(clock.getTime() + ms);
      },
    });

    const after = await regions();
    const network = networkOf(after.get('eu-west2'), SANDBOX_NETWORK.id);
    expect(before.available_ips_v4).toBe(214);
    expect(network.available_ips_v4).toBe(before.available_ips_v4 - 1);
    expect(network.available_ips).toBe(
      Math.min(network.available_ips_v4 + network.available_ips_v6, Number.MAX_SAFE_INTEGER),
    );
    expect(networkOf(after.get('eu-west2'), untouched.id)).toEqual(untouched);
    const single = await server.app.inject({ method: 'GET', url: '/api/regions/eu-west2/' });
    expect(networkOf(single.json<Region>(), SANDBOX_NETWORK.id).available_ips_v4).toBe(213);

    await deleteServer(client, { serverId: created.id });
    clock = new Date(clock.getTime() + 60_000);
    // A read applies the due deletion (the scheduler's job runs on wall time, not this clock).
    const [deleted] = await listAllServers(client);
    expect(deleted?.['OS-EXT-STS:vm_state']).toBe('deleted');
    const freed = networkOf((await regions()).get('eu-west2'), SANDBOX_NETWORK.id);
    expect(freed.available_ips_v4).toBe(214);
  });
});
