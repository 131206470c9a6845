// Message keys of the errors the rules in this folder return. Rules return KEYS, never texts: a
// key is the full i18next key `<namespace>:<path>`, and `params` fill the entry's
// `{{placeholders}}`, so `t(message.key, message.params)` shows it. The texts live in the i18n
// namespace of the area they belong to (issue 4: namespaces per area):
// - product-API error codes with a fixed meaning (§8 "a translation under api.{code}") map to their
//   area: coupons and cards → `billing:`, quota and regions → `servers:`, password and 2FA →
//   `auth:`; a code outside `PRODUCT_API_ERROR_CODES` is looked up as `errors:api.<code>`;
// - `errors:status.<code>`  fallback texts by HTTP status, named by the cloud SDK's error codes;
// - `errors:toast.*`        the texts of the §8 product-API toast table;
// - `errors:cloud.*`        the §8 cloud request notifications;
// - `errors:app.*`          failures of the app itself (chunk loading);
// - promo successes and payment checks → `billing:`, object storage → `storage:`.

/** A message to show: an error message key and the values of its placeholders. */
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
 * Where the text of each known product-API error code lives (§8 "translation under api.{code}"),
 * by area.
 *
 * @example
 * PRODUCT_API_ERROR_KEYS.totp_invalid; // 'auth:twoFactor.invalidCode'
 */
export const PRODUCT_API_ERROR_KEYS = {
  coupon_first_payment_only: 'billing:promo.firstPaymentOnly',
  coupon_new_users_only: 'billing:promo.newUsersOnly',
  coupon_already_used: 'billing:promo.alreadyUsed',
  coupon_not_found: 'billing:promo.notFound',
  card_declined: 'billing:payment.cardDeclined',
  quota_exceeded: 'servers:createErrors.quotaExceeded',
  region_out_of_stock: 'servers:createErrors.regionOutOfStock',
  region_maintenance: 'servers:createErrors.regionMaintenance',
  password_not_changed: 'auth:password.notChanged',
  totp_invalid: 'auth:twoFactor.invalidCode',
  totp_already_used: 'auth:twoFactor.codeAlreadyUsed',
  totp_unavailable_for_social_login: 'auth:twoFactor.unavailableForSocialLogin',
  recovery_code_invalid: 'auth:twoFactor.recoveryCodeInvalid',
} as const satisfies Record<ProductApiErrorCode, string>;

/** The key of a product-API error code: its area's key when known, else `errors:api.<code>`. */
export type ProductApiErrorKey<Code extends string> = Code extends ProductApiErrorCode
  ? (typeof PRODUCT_API_ERROR_KEYS)[Code]
  : `errors:api.${Code}`;

const isKnownCode = (code: string): code is ProductApiErrorCode =>
  Object.hasOwn(PRODUCT_API_ERROR_KEYS, code);

/**
 * The key of a product-API error code (§8): the area key of a known code
 * (`PRODUCT_API_ERROR_KEYS`), else `errors:api.<code>` (a bundle may translate new codes there).
 *
 * @example
 * productApiErrorKey('card_declined'); // 'billing:payment.cardDeclined'
 * productApiErrorKey('server_locked'); // 'errors:api.server_locked'
 */
export function productApiErrorKey<Code extends string>(code: Code): ProductApiErrorKey<Code> {
  return (
    isKnownCode(code) ? PRODUCT_API_ERROR_KEYS[code] : `errors:api.${code}`
  ) as ProductApiErrorKey<Code>;
}

/**
 * The named messages of §8 that features show directly (besides the toast and status rules).
 *
 * @example
 * t(ERROR_MESSAGE_KEYS.cardDeclined); // 'Bank declined your payment'
 */
export const ERROR_MESSAGE_KEYS = {
  promoFirstPaymentOnly: PRODUCT_API_ERROR_KEYS.coupon_first_payment_only,
  promoNewUsersOnly: PRODUCT_API_ERROR_KEYS.coupon_new_users_only,
  promoAlreadyUsed: PRODUCT_API_ERROR_KEYS.coupon_already_used,
  promoNotFound: PRODUCT_API_ERROR_KEYS.coupon_not_found,
  /** `{{bonus}}`: '$5.00' or '10%' (see `promoSuccessMessage`). */
  promoOneTime: 'billing:promo.oneTime',
  promoSignUpBonus: 'billing:promo.signUpBonus',
  promoFirstPaymentBonus: 'billing:promo.firstPaymentBonus',
  cardDeclined: PRODUCT_API_ERROR_KEYS.card_declined,
  quotaReached: PRODUCT_API_ERROR_KEYS.quota_exceeded,
  regionOutOfStock: PRODUCT_API_ERROR_KEYS.region_out_of_stock,
  regionMaintenance: PRODUCT_API_ERROR_KEYS.region_maintenance,
  passwordNotChanged: PRODUCT_API_ERROR_KEYS.password_not_changed,
  twoFactorInvalidCode: PRODUCT_API_ERROR_KEYS.totp_invalid,
  twoFactorCodeAlreadyUsed: PRODUCT_API_ERROR_KEYS.totp_already_used,
  twoFactorUnavailableForSocialLogin: PRODUCT_API_ERROR_KEYS.totp_unavailable_for_social_login,
  twoFactorRecoveryCodeInvalid: PRODUCT_API_ERROR_KEYS.recovery_code_invalid,
  /** `{{minimum}}`: formatted amount (see `checkPaymentAmount` in payments). */
  paymentBelowMinimum: 'billing:payment.belowMinimum',
  paymentInvalidAmount: 'billing:payment.invalidAmount',
  containerNotEmpty: 'storage:objectStorage.containerNotEmpty',
  ec2CredentialsFailed: 'storage:objectStorage.ec2CredentialsFailed',
  chunkLoadFailed: 'errors:app.chunkLoadFailed',
} as const;

/** Every error message key a rule of this folder returns. */
export type ErrorMessageKey =
  | (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS]
  | `errors:api.${string}`
  | `errors:status.${string}`
  | `errors:toast.${string}`
  | `errors:cloud.${string}`;
