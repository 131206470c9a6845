import type { CouponRecord } from './paymentsStore.ts';

/**
 * The sandbox's promo coupons (SPEC §8 promo successes; apps/sandbox/README.md lists them):
 * - WELCOME10: a one-time bonus of $10, any account, once per account;
 * - FIRST20: 20 % of the first payment, credited with it (refused after a payment was made);
 * - NEWUSER5: a sign-up bonus of $5 for accounts not activated yet.
 * Values are in hundredths (cents, or 1/100 %).
 */
export const SEED_COUPONS: readonly CouponRecord[] = [
  { code: 'WELCOME10', bonusType: 'one_time', valueType: 'amount', value: 1_000 },
  { code: 'FIRST20', bonusType: 'first_payment', valueType: 'percent', value: 2_000 },
  { code: 'NEWUSER5', bonusType: 'sign_up', valueType: 'amount', value: 500 },
];
