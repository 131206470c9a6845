import type { RegionNetwork } from '@cloud-portal/api-client';
import { capIpCount } from './capIpCount.ts';

// Proxy mode (`SANDBOX_CLOUD_PROXY_CONSUMER`): a proxied region's servers are made by the real
// cloud, so the networks the product API lists for it (§3 Region meta, the network a new server
// joins) must be that cloud's, not the emulator's seeded ones. This reads them from the real
// Neutron as the consumer's user: the shared networks it sees, with their free addresses.

/** What logging in to the real cloud needs: its Keystone and the consumer's user. */
export interface RealCloudLogin {
  /** Keystone v3 of the real cloud (`http://127.0.0.1:5000/v3`). */
  identityUrl: string;
  credentials: { osUser: string; osPassword: string; osProject: string; osDomain: string };
}

/** Options of {@link realNetworksSource}. */
export interface RealNetworksOptions {
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** How long an answer is reused, ms. Default 30 s (the create screen reads regions once). */
  ttlMs?: number;
  /** Monotonic ms. Default `performance.now`. */
  now?: () => number;
  /** Told why the real networks could not be read (the emulator's are listed then). */
  warn?: (message: string) => void;
}

/** A region's real networks, or `undefined` when the real cloud did not answer them. */
export type RealNetworksLookup = (region: string) => Promise<RegionNetwork[] | undefined>;

interface CatalogEntry {
  type: string;
  endpoints: { interface: string; region_id?: string; region?: string; url: string }[];
}

interface AvailabilityEntry {
  ip_version: number;
  total_ips: number;
  used_ips: number;
}

/** Addresses in an allocation pool (`start`–`end`, IPv4 only; IPv6 pools count as unbounded). */
export function poolSize(pool: { start: string; end: string }): number {
  const toNumber = (address: string) =>
    address.split('.').reduce((total, part) => total * 256 + Number(part), 0);
  if (!pool.start.includes('.') || !pool.end.includes('.')) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, toNumber(pool.end) - toNumber(pool.start) + 1);
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${response.statusText}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Reads a region's shared networks from the real Neutron, with their free IPv4 / IPv6 addresses:
 * Neutron's `network-ip-availabilities` where the user may read it (an operator's policy; Neutron's
 * default allows admins only), else the size of the subnets' allocation pools (free at most).
 *
 * @example
 * await loadRealNetworks(login, 'eu-west2', fetch);
 * // [{ id: '…', name: 'public', available_ips_v4: 200, available_ips_v6: 9007199254740991, available_ips: 9007199254740991 }]
 */
export async function loadRealNetworks(
  login: RealCloudLogin,
  region: string,
  fetcher: typeof fetch,
): Promise<RegionNetwork[]> {
  const { osUser, osPassword, osProject, osDomain } = login.credentials;
  const auth = await fetcher(`${login.identityUrl.replace(/\/+$/, '')}/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name: osUser, password: osPassword, domain: { name: osDomain } } },
        },
        scope: { project: { name: osProject, domain: { name: osDomain } } },
      },
    }),
  });
  const token = auth.headers.get('x-subject-token');
  const body = await json(auth, 'Keystone login');
  if (token === null) throw new Error('Keystone login: no X-Subject-Token');
  const catalog = ((body['token'] as { catalog?: CatalogEntry[] } | undefined)?.catalog ??
    []) as CatalogEntry[];
  const endpoints = catalog.find((entry) => entry.type === 'network')?.endpoints ?? [];
  const endpoint =
    endpoints.find(
      (candidate) =>
        candidate.interface === 'public' && (candidate.region_id ?? candidate.region) === region,
    ) ?? endpoints.find((candidate) => candidate.interface === 'public');
  if (endpoint === undefined) throw new Error('the catalog has no public network endpoint');
  const base = endpoint.url.replace(/\/+$/, '').replace(/\/v2\.0$/, '');
  const get = (path: string) =>
    fetcher(`${base}/v2.0/${path}`, {
      headers: { 'x-auth-token': token, accept: 'application/json' },
    });

  const listed = await json(await get('networks?shared=true'), 'Neutron networks');
  const networks = (listed['networks'] ?? []) as { id: string; name: string }[];
  const answer: RegionNetwork[] = [];
  for (const network of networks) {
    let v4 = 0;
    let v6 = 0;
    const availability = await get(`network-ip-availabilities/${encodeURIComponent(network.id)}`);
    if (availability.ok) {
      const entry = (await availability.json()) as {
        network_ip_availability?: { subnet_ip_availability?: AvailabilityEntry[] };
      };
      for (const subnet of entry.network_ip_availability?.subnet_ip_availability ?? []) {
        const free = Math.max(0, subnet.total_ips - subnet.used_ips);
        if (subnet.ip_version === 4) v4 += free;
        else v6 = capIpCount(v6 + free);
      }
    } else {
      const subnets = await json(
        await get(`subnets?network_id=${encodeURIComponent(network.id)}`),
        'Neutron subnets',
      );
      for (const subnet of (subnets['subnets'] ?? []) as {
        ip_version: number;
        allocation_pools?: { start: string; end: string }[];
      }[]) {
        const size = (subnet.allocation_pools ?? []).reduce(
          (total, pool) => capIpCount(total + poolSize(pool)),
          0,
        );
        if (subnet.ip_version === 4) v4 += size;
        else v6 = capIpCount(v6 + size);
      }
    }
    answer.push({
      id: network.id,
      name: network.name,
      available_ips_v4: capIpCount(v4),
      available_ips_v6: v6,
      available_ips: capIpCount(v4 + v6),
    });
  }
  return answer;
}

/**
 * The real networks of proxied regions, each answer kept for `ttlMs`; a failure is warned about
 * and answers `undefined` (the caller keeps the emulator's networks) and is retried next time.
 *
 * @example
 * const realNetworks = realNetworksSource(login, { warn: console.warn });
 * await realNetworks('eu-west2');
 */
export function realNetworksSource(
  login: RealCloudLogin,
  {
    fetch: fetcher = globalThis.fetch,
    ttlMs = 30_000,
    now = () => performance.now(),
    warn = () => undefined,
  }: RealNetworksOptions = {},
): RealNetworksLookup {
  const cache = new Map<string, { at: number; answer: Promise<RegionNetwork[] | undefined> }>();
  return (region) => {
    const kept = cache.get(region);
    if (kept !== undefined && now() - kept.at < ttlMs) return kept.answer;
    const answer = loadRealNetworks(login, region, fetcher).catch((error: unknown) => {
      cache.delete(region);
      warn(
        `The real networks of ${region} could not be read (${error instanceof Error ? error.message : String(error)}); the emulator's are listed.`,
      );
      return undefined;
    });
    cache.set(region, { at: now(), answer });
    return answer;
  };
}
