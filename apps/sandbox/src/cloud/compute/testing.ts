// What compute's tests boot from in the whole sandbox (startTestServer): Glance's and Neutron's
// seeded resources of eu-west2.
import { createServer, waitForServerStatus } from '@cloud-portal/cloud-sdk/compute';
import type { CloudClient } from '@cloud-portal/cloud-sdk/core';
import { stableUuid } from '../image/seed.ts';

/** Glance's seeded Ubuntu 24.04 of eu-west2. */
export const SANDBOX_IMAGE_ID = stableUuid('image', 'eu-west2', 'ubuntu_24.04');

/** Neutron's seeded shared network ext-net-ams-1 of eu-west2 (the regions module's first). */
export const SANDBOX_NETWORK = {
  id: 'add759fc-87c9-48b6-8192-032b87a858dc',
  name: 'ext-net-ams-1',
};

/**
 * Creates a server from {@link SANDBOX_IMAGE_ID} on {@link SANDBOX_NETWORK} through the SDK and
 * waits until it is ACTIVE, polling every 500 ms with `sleep` (a test advances its sandbox clock
 * there); answers the server's id.
 * @example const { id } = await createActiveServer(client, { name: 'web-1', sleep: (ms) => clock.advance(ms) });
 */
export async function createActiveServer(
  client: CloudClient,
  {
    name,
    flavorRef = 'std.2c4g',
    sleep,
  }: { name: string; flavorRef?: string; sleep: (ms: number) => void | Promise<void> },
): Promise<{ id: string }> {
  const created = await createServer(client, {
    name,
    flavorRef,
    imageRef: SANDBOX_IMAGE_ID,
    networks: [{ uuid: SANDBOX_NETWORK.id }],
  });
  await waitForServerStatus(client, {
    serverId: created.id,
    until: 'ACTIVE',
    failOn: ['ERROR'],
    intervalMs: 500,
    sleep: async (ms) => {
      await sleep(ms);
    },
  });
  return { id: created.id };
}
