// What compute's tests boot from in the whole sandbox (startTestServer): Glance's and Neutron's
// seeded resources of eu-west2.
import { stableUuid } from '../image/seed.ts';

/** Glance's seeded Ubuntu 24.04 of eu-west2. */
export const SANDBOX_IMAGE_ID = stableUuid('image', 'eu-west2', 'ubuntu_24.04');

/** Neutron's seeded shared network ext-net-ams-1 of eu-west2 (the regions module's first). */
export const SANDBOX_NETWORK = {
  id: 'add759fc-87c9-48b6-8192-032b87a858dc',
  name: 'ext-net-ams-1',
};
