import {
  QUOTA_DEFAULTS,
  REGION_RESOURCES,
  serverAvailabilityCount,
  type QuotaSet,
  type RegionResource,
  type RegionResourceStatus,
} from '@cloud-portal/domain/regions';
import type { PlanList } from '@cloud-portal/api-client';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import type { RootState } from '../../app/store.ts';
import { plansApi } from '../plans/plansApi.ts';
import { regionsApi } from '../regions/regionsApi.ts';
import { regionDataApi } from './regionDataApi.ts';
import { NO_REGION_ERRORS, selectRegionResourceErrors } from './regionLoadsSlice.ts';
import type {
  CloudImage,
  CloudSecurityGroup,
  CloudServer,
  CloudVolume,
} from './regionResources.ts';
import { sshKeysApi, type SshKey } from './sshKeysApi.ts';

/** What each per-region resource holds. */
export interface RegionResourceData {
  quota: QuotaSet;
  sshKeys: SshKey[];
  securityGroups: CloudSecurityGroup[];
  plans: PlanList;
  servers: CloudServer[];
  volumes: CloudVolume[];
  images: CloudImage[];
}

/** A resource of a region: its data (the last loaded) and §4's state with the §8 error message. */
export interface RegionResourceView<Data> extends RegionResourceStatus {
  data: Data | undefined;
  /** The last failure's message, null when the last load succeeded. */
  errorMessage: string | null;
}

/** Every per-region resource of one region (§4 Per-region data). */
export type RegionData = {
  [Resource in RegionResource]: RegionResourceView<RegionResourceData[Resource]>;
};

/** The RTK Query endpoint behind each resource; its argument is the region id. */
export const REGION_RESOURCE_QUERIES = {
  quota: regionDataApi.endpoints.getRegionQuota,
  sshKeys: sshKeysApi.endpoints.listRegionSshKeys,
  securityGroups: regionDataApi.endpoints.listRegionSecurityGroups,
  plans: plansApi.endpoints.listPlans,
  servers: regionDataApi.endpoints.listRegionServers,
  volumes: regionDataApi.endpoints.listRegionVolumes,
  images: regionDataApi.endpoints.listRegionImages,
} as const;

interface CacheEntry {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
}

function resourceView<Data>(
  entry: CacheEntry,
  errors: { errorCount: number; errorMessage: string | null },
): RegionResourceView<Data> {
  return {
    data: entry.data as Data | undefined,
    loading: entry.status === 'pending',
    loaded: entry.data !== undefined,
    error: entry.status === 'rejected',
    errorCount: errors.errorCount,
    errorMessage: entry.status === 'rejected' ? errors.errorMessage : null,
  };
}

/**
 * One resource of one region with its state (for code outside React: the loader, listeners).
 * @example selectRegionResource(state, 'eu-west2', 'servers').loading
 */
export function selectRegionResource<Resource extends RegionResource>(
  state: RootState,
  region: string,
  resource: Resource,
): RegionResourceView<RegionResourceData[Resource]> {
  const entry = REGION_RESOURCE_QUERIES[resource].select(region)(state) as CacheEntry;
  return resourceView(entry, selectRegionResourceErrors(state, region, resource));
}

/** A resource not loaded yet and not failed: §4's "still loading". */
const stillLoading = (state: RootState, region: string, resource: RegionResource) => {
  const entry = REGION_RESOURCE_QUERIES[resource].select(region)(state) as CacheEntry;
  return entry.data === undefined && entry.status !== 'rejected';
};

/**
 * How many more servers may be created in `region` (§4 Server availability count): its instance
 * quota (the §3 default until loaded) minus its servers, never below 0, and 0 while any region's
 * quota or servers are still loading (or the regions themselves are).
 * @example const count = useAppSelector((state) => selectServerAvailability(state, 'eu-west2'));
 */
export function selectServerAvailability(state: RootState, region: string): number {
  const regions = regionsApi.endpoints.listRegions.select()(state).data;
  const anyRegionLoading =
    regions === undefined ||
    regions.some(
      ({ id }) => stillLoading(state, id, 'quota') || stillLoading(state, id, 'servers'),
    );
  const quota = selectRegionResource(state, region, 'quota').data;
  const servers = selectRegionResource(state, region, 'servers').data;
  return serverAvailabilityCount({
    quotaInstances: quota?.instances ?? QUOTA_DEFAULTS.instances,
    existingServers: servers?.length ?? 0,
    anyRegionLoading,
  });
}

/**
 * {@link selectServerAvailability} as a hook.
 * @example const available = useServerAvailability(region); // 0 disables "Create server"
 */
export function useServerAvailability(region: string): number {
  return useAppSelector((state) => selectServerAvailability(state, region));
}

/**
 * Every per-region resource of `region` with its loading, loaded, error and error-count state
 * (§4). It reads what the cloud start-up (CloudStartup, mounted by the control layout) loads and
 * refreshes; it starts no request itself. Mutations refresh a list through its cache tag.
 * @example
 * const { servers, quota } = useRegionData('eu-west2');
 * if (servers.loading && !servers.loaded) return <Spinner />;
 */
export function useRegionData(region: string): RegionData {
  const quota = REGION_RESOURCE_QUERIES.quota.useQueryState(region);
  const sshKeys = REGION_RESOURCE_QUERIES.sshKeys.useQueryState(region);
  const securityGroups = REGION_RESOURCE_QUERIES.securityGroups.useQueryState(region);
  const plans = REGION_RESOURCE_QUERIES.plans.useQueryState(region);
  const servers = REGION_RESOURCE_QUERIES.servers.useQueryState(region);
  const volumes = REGION_RESOURCE_QUERIES.volumes.useQueryState(region);
  const images = REGION_RESOURCE_QUERIES.images.useQueryState(region);
  const errors = useAppSelector((state) => state.regionLoads[region]);
  return useMemo(() => {
    const of = (resource: RegionResource) => errors?.[resource] ?? NO_REGION_ERRORS;
    const view = <Data>(entry: CacheEntry, resource: RegionResource) =>
      resourceView<Data>(entry, of(resource));
    const data: RegionData = {
      quota: view(quota, 'quota'),
      sshKeys: view(sshKeys, 'sshKeys'),
      securityGroups: view(securityGroups, 'securityGroups'),
      plans: view(plans, 'plans'),
      servers: view(servers, 'servers'),
      volumes: view(volumes, 'volumes'),
      images: view(images, 'images'),
    };
    return data;
  }, [quota, sshKeys, securityGroups, plans, servers, volumes, images, errors]);
}

/** The resources in §4's order (re-exported for loops over a region's data). */
export { REGION_RESOURCES };
