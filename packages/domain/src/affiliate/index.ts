export {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_HOLD_DAYS,
  AFFILIATE_HOLD_MS,
  AFFILIATE_RATE,
  UTM_COOKIE_MAX_AGE_SECONDS,
  affiliateCommission,
  affiliateCommissionTotals,
  type AffiliateCommission,
  type AffiliateCommissionTotals,
  type AffiliateTransaction,
} from './commission.ts';
