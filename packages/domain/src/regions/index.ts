export {
  DEFAULT_REGION,
  QUOTA_DEFAULTS,
  UNLIMITED_QUOTA,
  type QuotaName,
  type QuotaSet,
} from './regionConstants.ts';
export {
  FREE_IP_THRESHOLD,
  MIN_FREE_IPV4_PER_NETWORK,
  MIN_NETWORKS_WITH_FREE_IPV4,
  isRegionAvailableForNewServers,
  isRegionInMaintenance,
  regionAvailability,
  regionSessionBucket,
  regionUnavailableMessageKey,
  type RegionAvailability,
  type RegionAvailabilityOptions,
  type RegionLike,
  type RegionNetworkLike,
  type RegionSessionBucket,
  type RegionUnavailableMessageKey,
  type RegionUnavailableReason,
} from './regionAvailability.ts';
export {
  splitRegionsForNewServer,
  type RegionsForNewServer,
  type UnavailableRegion,
} from './splitRegionsForNewServer.ts';
export {
  serverAvailabilityCount,
  type ServerAvailabilityInput,
} from './serverAvailabilityCount.ts';
export {
  PLANS_REFRESH,
  REGIONS_REFRESH,
  REGION_RESOURCES,
  nextRefreshDelay,
  shouldLoadRegionResource,
  type RefreshSchedule,
  type RegionResource,
  type RegionResourceLoadInput,
  type RegionResourceStatus,
} from './regionDataLoading.ts';
