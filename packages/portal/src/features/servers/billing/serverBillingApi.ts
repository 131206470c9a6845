// The money side of a server (§7 Billing: temporary transactions, products, change-network-plan,
// shaper limits), injected into the one product-API slice. The server list reads the pending
// charges through `useServerCharges`; the server page's billing tab reads all four.
import type { Product, ShaperLimit, TemporaryTransaction } from '@cloud-portal/api-client';
import { productApi } from '../../../app/productApi.ts';

/**
 * §9 "Polling request interval 20,000 ms": pending charges and traffic grow by the hour (by the
 * second on a fast sandbox clock); a screen showing them re-reads them this often.
 */
export const SERVER_BILLING_POLL_MS = 20_000;

/** Body of `change-network-plan/`, in the portal's words. */
export interface NetworkPlanChange {
  serverId: string;
  networkPlan: string;
}

const withBillingTags = productApi.enhanceEndpoints({
  addTagTypes: ['ServerCharges', 'ServerProduct', 'ShaperLimits'],
});

/** The server-billing endpoints of the product API. */
export const serverBillingApi = withBillingTags.injectEndpoints({
  endpoints: (build) => ({
    /** §7 `GET transactions/temporary/`: every resource's pending charge (§3 charges). */
    listTemporaryTransactions: build.query<TemporaryTransaction[], void>({
      query: () => (client, signal) => client.GET('/transactions/temporary/', { signal }),
      providesTags: ['ServerCharges'],
    }),
    /** §7 `GET products/?external_id=&type=`: the product of one server (plan, network plan, cycle). */
    getServerProduct: build.query<Product | null, string>({
      query: (serverId) => (client, signal) =>
        client.GET('/products/', {
          params: { query: { external_id: serverId, type: 'server' } },
          signal,
        }),
      transformResponse: (list: Product[] | undefined) => list?.[0] ?? null,
      providesTags: (_result, _error, serverId) => [{ type: 'ServerProduct', id: serverId }],
    }),
    /** §7 `GET shaper/customer-limits/`: traffic used, limit and reset date of every server. */
    listShaperLimits: build.query<ShaperLimit[], void>({
      query: () => (client, signal) => client.GET('/shaper/customer-limits/', { signal }),
      providesTags: ['ShaperLimits'],
    }),
    /** §7 `POST change-network-plan/ {server_id, network_plan}`; answers the updated product. */
    changeNetworkPlan: build.mutation<Product, NetworkPlanChange>({
      query:
        ({ serverId, networkPlan }) =>
        (client, signal) =>
          client.POST('/change-network-plan/', {
            body: { server_id: serverId, network_plan: networkPlan },
            signal,
          }),
      // The tab shows a failure itself, next to the control (no §8 toast on top).
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { serverId }) => [
        { type: 'ServerProduct', id: serverId },
        'ShaperLimits',
      ],
    }),
  }),
});

export const {
  useListTemporaryTransactionsQuery,
  useGetServerProductQuery,
  useListShaperLimitsQuery,
  useChangeNetworkPlanMutation,
} = serverBillingApi;
