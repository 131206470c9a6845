import type { AffiliateClick, AffiliateClickRequest } from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** The affiliate calls of §7 the public site makes. */
export const affiliateApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * §7 `POST affiliate/click`: records a visit through an affiliate link; the answer sets the
     * 30-day `affiliate_uuid`, `affiliate_hit` and utm cookies (§9) that sign-up and login send.
     */
    recordAffiliateClick: build.mutation<AffiliateClick, AffiliateClickRequest>({
      query: (body) => (client, signal) => client.POST('/affiliate/click', { body, signal }),
      // Only the server cares about the answer (an unknown affiliate is 404): no toast.
      extraOptions: { silent: true },
    }),
  }),
});
