import type { RootState } from '../../../app/store.ts';
import { selectRegionResource } from '../../cloud/regionData.ts';
import { regionsApi } from '../../regions/regionsApi.ts';

/**
 * Whether the §4 server availability count is still 0 only because something is loading: the
 * regions, or any region's quota or servers (neither loaded nor failed). The new-server screen
 * says "checking" then, and shows the §8 quota message only once the count is real.
 * @example const checking = useAppSelector(selectAvailabilityLoading);
 */
export function selectAvailabilityLoading(state: RootState): boolean {
  const regions = regionsApi.endpoints.listRegions.select()(state).data;
  if (regions === undefined) return true;
  return regions.some(({ id }) =>
    (['quota', 'servers'] as const).some((resource) => {
      const view = selectRegionResource(state, id, resource);
      return !view.loaded && !view.error;
    }),
  );
}
