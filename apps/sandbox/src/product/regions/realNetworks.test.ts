import { describe, expect, it, vi } from 'vitest';
import {
  loadRealNetworks,
  poolSize,
  realNetworksSource,
  type RealCloudLogin,
} from './realNetworks.ts';

const LOGIN: RealCloudLogin = {
  identityUrl: 'http://keystone.test:5000/v3/',
  credentials: {
    osUser: 'portal-demo',
    osPassword: 'secret',
    osProject: 'portal-demo',
    osDomain: 'Default',
  },
};

const CATALOG = [
  {
    type: 'compute',
    endpoints: [{ interface: 'public', region_id: 'eu-west2', url: 'http://nova' }],
  },
  {
    type: 'network',
    endpoints: [
      { interface: 'internal', region_id: 'eu-west2', url: 'http://internal:9696' },
      { interface: 'public', region_id: 'other', url: 'http://elsewhere:9696' },
      { interface: 'public', region_id: 'eu-west2', url: 'http://neutron:9696/' },
    ],
  },
];

const PUBLIC = { id: 'net-1', name: 'public' };

/** A fake real cloud: Keystone and Neutron; `availability` answers network-ip-availabilities. */
function realCloud({ availability }: { availability: 'admin' | 'forbidden' }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === 'http://keystone.test:5000/v3/auth/tokens') {
      return Response.json(
        { token: { catalog: CATALOG } },
        { status: 201, headers: { 'x-subject-token': 'tok-1' } },
      );
    }
    if (new Headers(init?.headers).get('x-auth-token') !== 'tok-1') {
      return new Response('no token', { status: 401 });
    }
    if (url === 'http://neutron:9696/v2.0/networks?shared=true') {
      return Response.json({ networks: [PUBLIC] });
    }
    if (url === 'http://neutron:9696/v2.0/network-ip-availabilities/net-1') {
      if (availability === 'forbidden') return new Response('policy', { status: 403 });
      return Response.json({
        network_ip_availability: {
          subnet_ip_availability: [
            { ip_version: 4, total_ips: 253, used_ips: 3 },
            { ip_version: 6, total_ips: 2 ** 64, used_ips: 2 },
          ],
        },
      });
    }
    if (url === 'http://neutron:9696/v2.0/subnets?network_id=net-1') {
      return Response.json({
        subnets: [
          { ip_version: 4, allocation_pools: [{ start: '203.0.113.10', end: '203.0.113.209' }] },
          { ip_version: 6, allocation_pools: [{ start: '2001:db8::2', end: '2001:db8::ffff' }] },
        ],
      });
    }
    return new Response('not found', { status: 404 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

describe('loadRealNetworks', () => {
  it("logs in as the consumer's user and lists the region's shared networks with Neutron's free counts", async () => {
    const cloud = realCloud({ availability: 'admin' });
    const networks = await loadRealNetworks(LOGIN, 'eu-west2', cloud.fetcher);
    expect(networks).toEqual([
      {
        id: 'net-1',
        name: 'public',
        available_ips_v4: 250,
        available_ips_v6: Number.MAX_SAFE_INTEGER,
        available_ips: Number.MAX_SAFE_INTEGER,
      },
    ]);
    const login = JSON.parse(String(cloud.calls[0]?.init?.body)) as {
      auth: { identity: { password: { user: unknown } }; scope: unknown };
    };
    expect(login.auth.identity.password.user).toEqual({
      name: 'portal-demo',
      password: 'secret',
      domain: { name: 'Default' },
    });
    expect(login.auth.scope).toEqual({
      project: { name: 'portal-demo', domain: { name: 'Default' } },
    });
    // The region's public endpoint, not the internal one nor another region's.
    expect(
      cloud.calls.slice(1).every((call) => call.url.startsWith('http://neutron:9696/v2.0/')),
    ).toBe(true);
  });

  it('counts the allocation pools when the policy keeps availabilities from the user', async () => {
    const cloud = realCloud({ availability: 'forbidden' });
    const [network] = await loadRealNetworks(LOGIN, 'eu-west2', cloud.fetcher);
    expect(network?.available_ips_v4).toBe(200);
    expect(network?.available_ips_v6).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('fails with what went wrong when Keystone refuses the user', async () => {
    const fetcher = (async () =>
      new Response('denied', { status: 401 })) as unknown as typeof fetch;
    await expect(loadRealNetworks(LOGIN, 'eu-west2', fetcher)).rejects.toThrow(
      /Keystone login: 401/,
    );
  });

  it('counts IPv4 pools inclusively', () => {
    expect(poolSize({ start: '10.0.0.2', end: '10.0.0.254' })).toBe(253);
    expect(poolSize({ start: '10.0.0.255', end: '10.0.1.0' })).toBe(2);
  });
});

describe('realNetworksSource', () => {
  it('reuses an answer for the TTL, then asks again', async () => {
    const cloud = realCloud({ availability: 'admin' });
    let clock = 0;
    const lookup = realNetworksSource(LOGIN, {
      fetch: cloud.fetcher,
      ttlMs: 1000,
      now: () => clock,
    });
    await lookup('eu-west2');
    const first = cloud.calls.length;
    clock = 999;
    await lookup('eu-west2');
    expect(cloud.calls.length).toBe(first);
    clock = 1000;
    await lookup('eu-west2');
    expect(cloud.calls.length).toBe(first * 2);
  });

  it('answers undefined with a warning when the real cloud fails, and tries again next time', async () => {
    let down = true;
    const cloud = realCloud({ availability: 'admin' });
    const fetcher = (async (input: string | URL | Request, init?: RequestInit) =>
      down
        ? new Response('unavailable', { status: 503 })
        : cloud.fetcher(input, init)) as typeof fetch;
    const warn = vi.fn();
    const lookup = realNetworksSource(LOGIN, { fetch: fetcher, warn, now: () => 0 });
    expect(await lookup('eu-west2')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/eu-west2.*Keystone login: 503/));
    down = false;
    expect((await lookup('eu-west2'))?.map((network) => network.id)).toEqual(['net-1']);
  });
});
