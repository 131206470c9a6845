// §4 Region availability for new servers, with the limits of §9 ("Free IPv4 threshold 10",
// "Minimum 2 free IPv4 per network, across 3 networks").

/** One public network of a region with its free addresses (§3 Region meta). */
export interface RegionNetworkLike {
  readonly available_ips_v4: number;
  readonly available_ips_v6: number;
  /** Both families together; not used by the rules (IPv6 space would hide an IPv4 shortage). */
  readonly available_ips?: number;
}

/** The region fields the availability rules read (§3 Region `meta`). */
export interface RegionLike {
  readonly meta: {
    readonly is_out_of_stock: boolean;
    readonly is_available: boolean;
    readonly is_maintenance: boolean;
    readonly networks: readonly RegionNetworkLike[];
    /**
     * Optional flag: the region still serves its existing servers but takes no new ones and is not
     * advertised as temporarily unavailable (§4 "…and not read-only are listed separately").
     */
    readonly read_only?: boolean;
  };
}

/**
 * Which free-IPv4 rule a session uses (§4: "in one random half of sessions"). `a`: some network
 * has more than 10 free IPv4 addresses. `b` (the alternative half): at least 3 networks have 2 or
 * more free IPv4 addresses each. Draw it once per session with `regionSessionBucket`.
 */
export type RegionSessionBucket = 'a' | 'b';

/** Why a region takes no new servers, most fundamental first. */
export type RegionUnavailableReason =
  'read_only' | 'maintenance' | 'out_of_stock' | 'unavailable' | 'no_free_ipv4' | 'no_free_ipv6';

/** The outcome of `regionAvailability`. */
export type RegionAvailability =
  | { readonly available: true }
  | { readonly available: false; readonly reason: RegionUnavailableReason };

/** Options of `regionAvailability`. */
export interface RegionAvailabilityOptions {
  /** The session's half (see `RegionSessionBucket`). */
  readonly sessionBucket: RegionSessionBucket;
  /** The customer asks for an IPv6-only server: the address check counts IPv6. Default false. */
  readonly ipv6Only?: boolean;
}

/** More than this many free addresses are needed (§9 "Free IPv4 threshold 10"). */
export const FREE_IP_THRESHOLD = 10;
/** Bucket `b`: each counted network needs at least this many free IPv4 addresses (§9). */
export const MIN_FREE_IPV4_PER_NETWORK = 2;
/** Bucket `b`: this many networks must have `MIN_FREE_IPV4_PER_NETWORK` (§9). */
export const MIN_NETWORKS_WITH_FREE_IPV4 = 3;

/**
 * Draws the session's bucket from a random number in [0, 1) (the caller owns the randomness and
 * keeps the result for the whole session): below 0.5 is `a`, else `b`.
 *
 * @example
 * regionSessionBucket(Math.random()); // 'a' or 'b', each half of the time
 */
export function regionSessionBucket(random: number): RegionSessionBucket {
  return random < 0.5 ? 'a' : 'b';
}

/**
 * A region is in maintenance if it is flagged or has no networks (§4).
 *
 * @example
 * isRegionInMaintenance({ meta: { is_maintenance: false, is_out_of_stock: false, is_available: true, networks: [] } }); // true
 */
export function isRegionInMaintenance(region: RegionLike): boolean {
  return region.meta.is_maintenance || region.meta.networks.length === 0;
}

function hasFreeIpv4Networks(
  networks: readonly RegionNetworkLike[],
  bucket: RegionSessionBucket,
): boolean {
  switch (bucket) {
    case 'a':
      return networks.some((network) => network.available_ips_v4 > FREE_IP_THRESHOLD);
    case 'b':
      return (
        networks.filter((network) => network.available_ips_v4 >= MIN_FREE_IPV4_PER_NETWORK)
          .length >= MIN_NETWORKS_WITH_FREE_IPV4
      );
    default:
      // A bucket restored from browser storage may be anything: use the standard rule.
      bucket satisfies never;
      return hasFreeIpv4Networks(networks, 'a');
  }
}

// "IPv4 or IPv6 availability is above 10": the region's free addresses of the requested family,
// summed over its networks. Stops adding once above the threshold (IPv6 counts can be near 2^53).
function familyAvailabilityAboveThreshold(
  networks: readonly RegionNetworkLike[],
  family: 'available_ips_v4' | 'available_ips_v6',
): boolean {
  let total = 0;
  for (const network of networks) {
    const free = network[family];
    if (free > 0) total += free; // ignores negative and non-numeric counts
    if (total > FREE_IP_THRESHOLD) return true;
  }
  return false;
}

/**
 * Whether a region takes new servers (§4), with the reason when it does not. Checked in this
 * order:
 * 1. `read_only` (optional meta flag) → `read_only`;
 * 2. flagged maintenance or no networks → `maintenance`;
 * 3. out of stock → `out_of_stock`; not `is_available` → `unavailable`;
 * 4. the session's free-IPv4 network rule (bucket `a`: a network with more than 10 free IPv4;
 *    bucket `b`: 3 networks with 2 or more each) → `no_free_ipv4`. It applies to IPv6-only
 *    requests too, as §4 lists it unconditionally;
 * 5. the region's free addresses of the requested family (IPv4, or IPv6 when `ipv6Only`), summed
 *    over its networks, must be above 10 → `no_free_ipv4` / `no_free_ipv6`. With bucket `b` this
 *    is what stops three networks with 2 free addresses each (6 in all).
 *
 * @example
 * regionAvailability(region, { sessionBucket: 'a' }); // { available: true }
 * regionAvailability(fullRegion, { sessionBucket: 'b', ipv6Only: true }); // { available: false, reason: 'no_free_ipv6' }
 */
export function regionAvailability(
  region: RegionLike,
  options: RegionAvailabilityOptions,
): RegionAvailability {
  const { meta } = region;
  if (meta.read_only) return { available: false, reason: 'read_only' };
  if (isRegionInMaintenance(region)) return { available: false, reason: 'maintenance' };
  if (meta.is_out_of_stock) return { available: false, reason: 'out_of_stock' };
  if (!meta.is_available) return { available: false, reason: 'unavailable' };
  if (!hasFreeIpv4Networks(meta.networks, options.sessionBucket)) {
    return { available: false, reason: 'no_free_ipv4' };
  }
  if (options.ipv6Only) {
    return familyAvailabilityAboveThreshold(meta.networks, 'available_ips_v6')
      ? { available: true }
      : { available: false, reason: 'no_free_ipv6' };
  }
  return familyAvailabilityAboveThreshold(meta.networks, 'available_ips_v4')
    ? { available: true }
    : { available: false, reason: 'no_free_ipv4' };
}

/**
 * Whether a region takes new servers (§4); `regionAvailability` without the reason.
 *
 * @example
 * const choices = regions.filter((region) => isRegionAvailableForNewServers(region, { sessionBucket }));
 */
export function isRegionAvailableForNewServers(
  region: RegionLike,
  options: RegionAvailabilityOptions,
): boolean {
  return regionAvailability(region, options).available;
}

/** i18n keys (namespace `servers`) explaining each reason. */
export type RegionUnavailableMessageKey =
  | 'servers:regionUnavailable.readOnly'
  | 'servers:regionUnavailable.maintenance'
  | 'servers:regionUnavailable.outOfStock'
  | 'servers:regionUnavailable.unavailable'
  | 'servers:regionUnavailable.noFreeIpv4'
  | 'servers:regionUnavailable.noFreeIpv6';

// A Record, so the compiler insists on a key for every reason.
const UNAVAILABLE_MESSAGE_KEYS: Readonly<
  Record<RegionUnavailableReason, RegionUnavailableMessageKey>
> = {
  read_only: 'servers:regionUnavailable.readOnly',
  maintenance: 'servers:regionUnavailable.maintenance',
  out_of_stock: 'servers:regionUnavailable.outOfStock',
  unavailable: 'servers:regionUnavailable.unavailable',
  no_free_ipv4: 'servers:regionUnavailable.noFreeIpv4',
  no_free_ipv6: 'servers:regionUnavailable.noFreeIpv6',
};

/**
 * The message key that explains why a region takes no new servers.
 *
 * @example
 * t(regionUnavailableMessageKey('out_of_stock')); // key 'servers:regionUnavailable.outOfStock'
 */
export function regionUnavailableMessageKey(
  reason: RegionUnavailableReason,
): RegionUnavailableMessageKey {
  return UNAVAILABLE_MESSAGE_KEYS[reason];
}
