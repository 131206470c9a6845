import type { PlanList } from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** Plans of a region for the pricing page (§7 `GET plans/?region=`, public). */
export const pricingApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<PlanList, string>({
      query: (region) => (client, signal) =>
        client.GET('/plans/', { params: { query: { region } }, signal }),
    }),
  }),
});

export const { useListPlansQuery } = pricingApi;
