import type { Region } from '@cloud-portal/api-client';
import { nextRefreshDelay, REGIONS_REFRESH } from '@cloud-portal/domain/regions';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { regionsApi } from '../regions/regionsApi.ts';

const listRegions = regionsApi.endpoints.listRegions;

/** Keeps the regions (`GET regions/`) fresh while the control area is open. */
export interface RegionsRefresh {
  stop(): void;
}

/**
 * Loads the regions now and again every 30 s, every 60 s after a failure until one succeeds
 * (§4 "Regions refresh every 30 s (60 s ceiling)"), and hands each list to `onRegions` (the
 * region set of the per-region loader and of allow_all).
 * @example const refresh = startRegionsRefresh({ dispatch, getState, onRegions: (regions) => loader.setRegions(regions.map((region) => region.id)) });
 */
export function startRegionsRefresh(deps: {
  dispatch: AppDispatch;
  getState: () => RootState;
  onRegions: (regions: Region[]) => void;
}): RegionsRefresh {
  let stopped = false;
  let errorsInRow = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: ReturnType<ReturnType<typeof listRegions.initiate>> | undefined;

  async function run() {
    timer = undefined;
    const result = subscription
      ? await subscription.refetch()
      : await (subscription = deps.dispatch(listRegions.initiate()));
    if (stopped) return;
    errorsInRow = result.isError ? errorsInRow + 1 : 0;
    const regions = listRegions.select()(deps.getState()).data;
    if (regions) deps.onRegions(regions);
    timer = setTimeout(() => void run(), nextRefreshDelay(REGIONS_REFRESH, errorsInRow));
  }

  void run();
  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      subscription?.unsubscribe();
    },
  };
}
