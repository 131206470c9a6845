import type {
  AffiliateClickStats,
  AffiliateEarnings,
  AffiliatePayout,
  AffiliatePayoutRequest,
  AffiliateReferral,
} from '@cloud-portal/api-client';
import { productApi } from '../../../app/productApi.ts';

/** `POST pay-out/` of one pay-out attempt. */
export interface RequestPayoutArgs {
  body: AffiliatePayoutRequest;
  /** Same key for every retry of one attempt, so a double submit pays once (DESIGN). */
  idempotencyKey: string;
}

const withAffiliate = productApi.enhanceEndpoints({
  addTagTypes: ['AffiliateEarnings', 'Customer'],
});

/**
 * The affiliate screen's calls (§7 Affiliate): clicks per day, referred customers, earnings and
 * pay-outs. A pay-out refreshes the earnings and the customer (its balance, for a pay-out to it).
 */
export const affiliateProgrammeApi = withAffiliate.injectEndpoints({
  endpoints: (build) => ({
    getAffiliateClicks: build.query<AffiliateClickStats, void>({
      query: () => (client, signal) => client.GET('/affiliate/clicks', { signal }),
    }),
    listAffiliateCustomers: build.query<AffiliateReferral[], void>({
      query: () => (client, signal) => client.GET('/affiliate/customers/', { signal }),
    }),
    getAffiliateEarnings: build.query<AffiliateEarnings, void>({
      query: () => (client, signal) => client.GET('/affiliate/earnings/', { signal }),
      providesTags: ['AffiliateEarnings'],
    }),
    requestAffiliatePayout: build.mutation<AffiliatePayout, RequestPayoutArgs>({
      query:
        ({ body, idempotencyKey }) =>
        (client, signal) =>
          client.POST('/pay-out/', {
            body,
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            signal,
          }),
      invalidatesTags: ['AffiliateEarnings', 'Customer'],
      // The form shows the failure next to its button (no toast as well).
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetAffiliateClicksQuery,
  useListAffiliateCustomersQuery,
  useGetAffiliateEarningsQuery,
  useRequestAffiliatePayoutMutation,
} = affiliateProgrammeApi;
