import type { components } from './schema.generated.ts';

// Named aliases of the affiliate schemas (SPEC §7 Affiliate, §9) beyond the click.

type Schemas = components['schemas'];

/** `GET /affiliate/clicks`: clicks per day. */
export type AffiliateClickStats = Schemas['AffiliateClickStats'];
/** One day of {@link AffiliateClickStats}. */
export type AffiliateClickDay = Schemas['AffiliateClickDay'];
/** A customer referred through the affiliate link (`GET /affiliate/customers/`). */
export type AffiliateReferral = Schemas['AffiliateReferral'];
/** `GET /affiliate/customers/`: one page of the referrals. */
export type AffiliateReferralPage = Schemas['AffiliateReferralPage'];
/** `GET /affiliate/earnings/`: the totals. */
export type AffiliateEarnings = Schemas['AffiliateEarnings'];
/** The commission on one payment. */
export type AffiliateCommissionEntry = Schemas['AffiliateCommissionEntry'];
/** `GET /affiliate/commissions/`: one page of the commissions. */
export type AffiliateCommissionPage = Schemas['AffiliateCommissionPage'];
/** `POST /pay-out/` body. */
export type AffiliatePayoutRequest = Schemas['AffiliatePayoutRequest'];
/** A pay-out. */
export type AffiliatePayout = Schemas['AffiliatePayout'];
/** Where a pay-out stands: paid, pending (a wallet request) or rejected (by staff). */
export type AffiliatePayoutStatus = Schemas['AffiliatePayoutStatus'];
/** `GET /affiliate/payouts/`: one page of the pay-outs. */
export type AffiliatePayoutPage = Schemas['AffiliatePayoutPage'];
/** Where a pay-out goes. */
export type AffiliatePayoutMethod = Schemas['AffiliatePayoutMethod'];
