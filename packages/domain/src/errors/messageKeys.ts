// Message keys of the `errors` i18n namespace (packages/i18n/src/locales/*/errors.ts). Rules in
// this folder return KEYS, never texts: a key is the full i18next key `errors:<path>` (namespace
// `errors`, dotted path inside it), and `params` fill the entry's `{{placeholders}}`, so
// `t(message.key, message.params)` shows it. Sub-objects of the namespace:
// - `api.<code>`     product-API error codes (§8 "translation under api.{code}"); server-side
//                    failures with a fixed meaning (coupons, card declined, quota, 2FA ...) live
//                    here, so the toast rule and the features use the same entry;
// - `status.<code>`  fallback texts by HTTP status, named by the cloud SDK's error codes;
// - `toast.*`        the texts of the §8 product-API toast table;
// - `cloud.*`        the §8 cloud request notifications;
// - `promo.*`, `payment.*`, `storage.*`, `app.*`  other §8 messages.

/** A message to show: an `errors:` key and the values of its placeholders. */
export interface ErrorMessageRef {
  readonly key: ErrorMessageKey;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * Product-API error codes the portal translates (`errors:api.<code>`), §8. The sandbox answers
 * these codes in its error bodies; a code outside this list is shown with the server's message.
 *
 * @example
 * PRODUCT_API_ERROR_CODES.includes('coupon_not_found'); // true
 */
export const PRODUCT_API_ERROR_CODES = [
  // §8 Promo failures
  'coupon_first_payment_only',
  'coupon_new_users_only',
  'coupon_already_used',
  'coupon_not_found',
  // §8 Card declined, quota reached, and the messages whose texts the spec does not show
  'card_declined',
  'quota_exceeded',
  'region_out_of_stock',
  'region_maintenance',
  'password_not_changed',
  // §8 2FA failures (§1: social-login users cannot use TOTP; DESIGN: one-time codes, recovery codes)
  'totp_invalid',
  'totp_already_used',
  'totp_unavailable_for_social_login',
  'recovery_code_invalid',
] as const;

/** One of `PRODUCT_API_ERROR_CODES`. */
export type ProductApiErrorCode = (typeof PRODUCT_API_ERROR_CODES)[number];

/**
 * The key of a product-API error code: `errors:api.<code>` (§8).
 *
 * @example
 * productApiErrorKey('card_declined'); // 'errors:api.card_declined'
 */
export function productApiErrorKey<Code extends string>(code: Code): `errors:api.${Code}` {
  return `errors:api.${code}`;
}

/**
 * The named messages of §8 that features show directly (besides the toast and status rules).
 *
 * @example
 * t(ERROR_MESSAGE_KEYS.cardDeclined); // 'Bank declined your payment'
 */
export const ERROR_MESSAGE_KEYS = {
  promoFirstPaymentOnly: 'errors:api.coupon_first_payment_only',
  promoNewUsersOnly: 'errors:api.coupon_new_users_only',
  promoAlreadyUsed: 'errors:api.coupon_already_used',
  promoNotFound: 'errors:api.coupon_not_found',
  /** `{{bonus}}`: '$5.00' or '10%' (see `promoSuccessMessage`). */
  promoOneTime: 'errors:promo.oneTime',
  promoSignUpBonus: 'errors:promo.signUpBonus',
  promoFirstPaymentBonus: 'errors:promo.firstPaymentBonus',
  cardDeclined: 'errors:api.card_declined',
  quotaReached: 'errors:api.quota_exceeded',
  regionOutOfStock: 'errors:api.region_out_of_stock',
  regionMaintenance: 'errors:api.region_maintenance',
  passwordNotChanged: 'errors:api.password_not_changed',
  twoFactorInvalidCode: 'errors:api.totp_invalid',
  twoFactorCodeAlreadyUsed: 'errors:api.totp_already_used',
  twoFactorUnavailableForSocialLogin: 'errors:api.totp_unavailable_for_social_login',
  twoFactorRecoveryCodeInvalid: 'errors:api.recovery_code_invalid',
  /** `{{minimum}}`: formatted amount (see `checkPaymentAmount` in payments). */
  paymentBelowMinimum: 'errors:payment.belowMinimum',
  paymentInvalidAmount: 'errors:payment.invalidAmount',
  containerNotEmpty: 'errors:storage.containerNotEmpty',
  ec2CredentialsFailed: 'errors:storage.ec2CredentialsFailed',
  chunkLoadFailed: 'errors:app.chunkLoadFailed',
} as const;

/** Every key of the `errors` namespace a rule of this folder returns. */
export type ErrorMessageKey =
  | (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS]
  | `errors:api.${string}`
  | `errors:status.${string}`
  | `errors:toast.${string}`
  | `errors:cloud.${string}`;
