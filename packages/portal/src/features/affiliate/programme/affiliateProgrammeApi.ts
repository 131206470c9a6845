import type {
  AffiliateClickStats,
  AffiliateCommissionPage,
  AffiliateEarnings,
  AffiliatePayout,
  AffiliatePayoutPage,
  AffiliatePayoutRequest,
  AffiliateReferralPage,
} from '@cloud-portal/api-client';
import { productApi } from '../../../app/productApi.ts';

/** Rows per page of the referrals, commissions and pay-outs (the API's default page, 20). */
export const AFFILIATE_PAGE_SIZE = 20;

/** `POST pay-out/` of one pay-out attempt. */
export interface RequestPayoutArgs {
  body: AffiliatePayoutRequest;
  /** Same key for every retry of one attempt, so a double submit pays once (DESIGN). */
  idempotencyKey: string;
}

/** One page of a paged affiliate list: rows to skip (0 for the first page). */
export interface AffiliatePageArgs {
  offset: number;
}

const withAffiliate = productApi.enhanceEndpoints({
  addTagTypes: ['AffiliateEarnings', 'AffiliatePayouts', 'Customer'],
});

/**
 * The affiliate screen's calls (§7 Affiliate): clicks per day, and the paged referred customers,
 * commissions and pay-outs, the earnings' totals and the pay-out. A pay-out refreshes the totals,
 * the pay-outs and the customer (its balance, for a pay-out to it).
 */
export const affiliateProgrammeApi = withAffiliate.injectEndpoints({
  endpoints: (build) => ({
    getAffiliateClicks: build.query<AffiliateClickStats, void>({
      query: () => (client, signal) => client.GET('/affiliate/clicks', { signal }),
    }),
    listAffiliateCustomers: build.query<AffiliateReferralPage, AffiliatePageArgs>({
      query:
        ({ offset }) =>
        (client, signal) =>
          client.GET('/affiliate/customers/', {
            params: { query: { limit: AFFILIATE_PAGE_SIZE, offset } },
            signal,
          }),
    }),
    listAffiliateCommissions: build.query<AffiliateCommissionPage, AffiliatePageArgs>({
      query:
        ({ offset }) =>
        (client, signal) =>
          client.GET('/affiliate/commissions/', {
            params: { query: { limit: AFFILIATE_PAGE_SIZE, offset } },
            signal,
          }),
    }),
    listAffiliatePayouts: build.query<AffiliatePayoutPage, AffiliatePageArgs>({
      query:
        ({ offset }) =>
        (client, signal) =>
          client.GET('/affiliate/payouts/', {
            params: { query: { limit: AFFILIATE_PAGE_SIZE, offset } },
            signal,
          }),
      providesTags: ['AffiliatePayouts'],
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
      invalidatesTags: ['AffiliateEarnings', 'AffiliatePayouts', 'Customer'],
      // The form shows the failure next to its button (no toast as well).
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetAffiliateClicksQuery,
  useListAffiliateCustomersQuery,
  useListAffiliateCommissionsQuery,
  useListAffiliatePayoutsQuery,
  useGetAffiliateEarningsQuery,
  useRequestAffiliatePayoutMutation,
} = affiliateProgrammeApi;
