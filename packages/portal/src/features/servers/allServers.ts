// The servers of every region at once (the server list, the server page's lookup by id, the
// command palette's server actions), read from the per-region lists the cloud start-up loads.
import type { Region } from '@cloud-portal/api-client';
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../app/hooks.ts';
import type { RootState } from '../../app/store.ts';
import { selectRegionResource } from '../cloud/regionData.ts';
import type { CloudServer } from '../cloud/regionResources.ts';
import { regionsApi } from '../regions/regionsApi.ts';

/** One region's part of {@link AllServers}. */
export interface RegionServers {
  region: Region;
  servers: readonly CloudServer[] | undefined;
  /** Not loaded yet and not failed. */
  loading: boolean;
  /** The last load failed (the list keeps the last data it had). */
  errorMessage: string | null;
}

/** Every region's servers, and whether the picture is complete. */
export interface AllServers {
  /** The servers of all regions, regions in the product API's order, each in Nova's order. */
  servers: readonly CloudServer[];
  regions: readonly RegionServers[];
  /** The regions are not known yet, or some region's servers are still loading. */
  loading: boolean;
  /** The regions whose last load failed. */
  failedRegions: readonly string[];
}

const NO_REGIONS: readonly Region[] = [];

function selectRegionServers(state: RootState): RegionServers[] {
  const regions = regionsApi.endpoints.listRegions.select()(state).data ?? NO_REGIONS;
  return regions.map((region) => {
    const view = selectRegionResource(state, region.id, 'servers');
    return {
      region,
      servers: view.data,
      loading: !view.loaded && !view.error,
      errorMessage: view.errorMessage,
    };
  });
}

// Equal when every region's entry holds the same references (RTK Query keeps a list's
// reference until its data changes), so a poll that changed nothing re-renders nothing.
function sameRegionServers(a: RegionServers[], b: RegionServers[]): boolean {
  return a.length === b.length && a.every((entry, index) => shallowEqual(entry, b[index]));
}

/**
 * Every region's servers (§4 per-region data), concatenated; it starts no request (the control
 * layout's cloud start-up loads and refreshes them).
 * @example const { servers, loading } = useAllServers();
 */
export function useAllServers(): AllServers {
  const regionsLoaded = useAppSelector(
    (state) => regionsApi.endpoints.listRegions.select()(state).data !== undefined,
  );
  const regions = useAppSelector(selectRegionServers, sameRegionServers);
  return useMemo(
    () => ({
      servers: regions.flatMap((entry) => entry.servers ?? []),
      regions,
      loading: !regionsLoaded || regions.some((entry) => entry.loading),
      failedRegions: regions
        .filter((entry) => entry.errorMessage !== null)
        .map((entry) => entry.region.id),
    }),
    [regions, regionsLoaded],
  );
}

/**
 * The server with this id in whichever region holds it (ids are UUIDs, unique across regions).
 * @example const server = findServer(useAllServers().servers, id);
 */
export function findServer(
  servers: readonly CloudServer[],
  serverId: string,
): CloudServer | undefined {
  return servers.find((server) => server.id === serverId);
}
