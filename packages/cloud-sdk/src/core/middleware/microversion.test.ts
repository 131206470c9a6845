import { describe, expect, test } from 'vitest';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { createCloudClient, sendCloudRequest } from '../client.ts';
import { microversionHeader } from './microversion.ts';

function client(microversions?: Parameters<typeof createCloudClient>[0]) {
  const fake = fakeFetch(() => jsonResponse({}));
  return { fake, client: createCloudClient({ ...microversions, fetch: fake.fetch }) };
}

describe('microversion middleware', () => {
  test('pins compute to 2.79 in both headers Nova reads', async () => {
    const { fake, client: cloud } = client();
    await sendCloudRequest(cloud, { method: 'GET', service: 'compute', path: '/v2.1/servers' });
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
    expect(fake.calls[0]?.headers['x-openstack-nova-api-version']).toBe('2.79');
  });

  test('pins volume in OpenStack-API-Version only', async () => {
    const { fake, client: cloud } = client({ projectId: 'p1' });
    await sendCloudRequest(cloud, { method: 'GET', service: 'volume', path: '/volumes/detail' });
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('volume 3.59');
    expect(fake.calls[0]?.headers['x-openstack-nova-api-version']).toBeUndefined();
  });

  test('services without microversions send no version header', async () => {
    const { fake, client: cloud } = client();
    await sendCloudRequest(cloud, { method: 'GET', service: 'network', path: '/v2.0/ports' });
    expect(fake.calls[0]?.headers['openstack-api-version']).toBeUndefined();
  });

  test("a call's own version wins over the pin", async () => {
    const { fake, client: cloud } = client({ microversions: { compute: '2.60' } });
    await sendCloudRequest(
      cloud,
      { method: 'GET', service: 'compute', path: '/v2.1/servers' },
      { headers: microversionHeader('compute', '2.96') },
    );
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.96');
    expect(fake.calls[0]?.headers['x-openstack-nova-api-version']).toBe('2.96');
  });

  test('the client pin replaces the default', async () => {
    const { fake, client: cloud } = client({ microversions: { compute: '2.60' } });
    await sendCloudRequest(cloud, { method: 'GET', service: 'compute', path: '/v2.1/servers' });
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.60');
  });
});
