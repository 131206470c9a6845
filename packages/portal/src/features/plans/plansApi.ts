import type { PlanList } from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** Plans of a region in its currency (§7 `GET plans/` with query region, §3 Plan). */
export const plansApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<PlanList, string>({
      query: (region) => (client, signal) =>
        client.GET('/plans/', { params: { query: { region } }, signal }),
    }),
  }),
});

export const { useListPlansQuery } = plansApi;
