import type { Region } from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/**
 * Regions of the product API (§7 `GET regions/`). Components read them through `useRegionsQuery`
 * (useRegionsQuery.ts), whose states stay put across a retry and which lets sections share a failure.
 */
export const regionsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listRegions: build.query<Region[], void>({
      query: () => (client, signal) => client.GET('/regions/', { signal }),
      providesTags: ['Region'],
    }),
  }),
});
