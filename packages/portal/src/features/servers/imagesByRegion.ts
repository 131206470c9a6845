import { useAppSelector } from '../../app/hooks.ts';
import type { RootState } from '../../app/store.ts';
import { selectRegionResource } from '../cloud/regionData.ts';
import type { CloudImage } from '../cloud/regionResources.ts';
import { regionsApi } from '../regions/regionsApi.ts';

type ImagesByRegion = Readonly<Record<string, readonly CloudImage[] | undefined>>;

function selectImagesByRegion(state: RootState): ImagesByRegion {
  const regions = regionsApi.endpoints.listRegions.select()(state).data ?? [];
  return Object.fromEntries(
    regions.map(({ id }) => [id, selectRegionResource(state, id, 'images').data]),
  );
}

// Equal when each region's list is the same reference (RTK Query keeps it until data changes).
function sameImages(a: ImagesByRegion, b: ImagesByRegion): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Each region's images (to name the OS of a server from its image), as the start-up loaded them.
 * @example const images = useImagesByRegion()['eu-west2'];
 */
export function useImagesByRegion(): ImagesByRegion {
  return useAppSelector(selectImagesByRegion, sameImages);
}
