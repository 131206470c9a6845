import type { components } from './schema.generated.ts';

// Named aliases of the billing schemas of the customer's servers (SPEC §3 Transaction, Product,
// §7 Billing), so that the portal imports `Product` instead of spelling
// `components['schemas']['Product']`.

type Schemas = components['schemas'];

/** What a billed resource is (`server`, `volume`, `ipv4`, `backup`, `traffic`). */
export type ProductType = Schemas['ProductType'];
/** `hourly` or `monthly`. */
export type BillingCycle = Schemas['BillingCycle'];
/** `GET /transactions/temporary/`: one resource's pending charge since its last deduction. */
export type TemporaryTransaction = Schemas['TemporaryTransaction'];
/**
 * A server's billing product (plan, network plan, cycle): `products/?type=server` items and the
 * `change-network-plan/` answer.
 */
export type Product = Schemas['Product'];
/** A volume's, extra IPv4's or backup's billing product (size and price, no plan). */
export type ResourceProduct = Schemas['ResourceProduct'];
/** `GET /products/` item: a server's `Product` or a `ResourceProduct`, told apart by `type`. */
export type BillingProduct = Schemas['BillingProduct'];
/** `POST /change-network-plan/` body. */
export type ChangeNetworkPlanRequest = Schemas['ChangeNetworkPlanRequest'];
/** `GET /shaper/customer-limits/`: one server's traffic in its monthly period. */
export type ShaperLimit = Schemas['ShaperLimit'];
/** What a ledger transaction is (`charge`, `refill`, `credit`, `opening`). */
export type TransactionKind = Schemas['TransactionKind'];
/** `GET /transactions/{id}/`: one change of the customer's balance. */
export type Transaction = Schemas['Transaction'];
/** `GET /transactions/`: a page of the customer's ledger. */
export type TransactionPage = Schemas['TransactionPage'];
/** `GET /transactions-groups/` item: one day's transactions of one kind, summed. */
export type TransactionGroup = Schemas['TransactionGroup'];
/** `GET /transactions-groups/`: a page of groups. */
export type TransactionGroupPage = Schemas['TransactionGroupPage'];

// Payments, cards, auto-payments and activation (issue 14: the money-in side).

/** A payment method (`card`, `paypal`, `crypto`, ...; the domain's `PaymentMethod`). */
export type PaymentMethodId = Schemas['PaymentMethod'];
/** The gateway of a method: `coinpayments` (crypto) or `paymaster` (the others). */
export type PaymentGatewayType = Schemas['PaymentGatewayType'];
/** `POST /transactions/` body (sent with a required `Idempotency-Key` header). */
export type PaymentRequest = Schemas['PaymentRequest'];
/** `pending`, `paid` or `declined`. */
export type PaymentStatus = Schemas['PaymentStatus'];
/** `POST /transactions/`, `GET /payments/{id}/`: a payment with its fee, total and page url. */
export type Payment = Schemas['Payment'];
/** `GET /payment-gateways` item: a method with its fee schedule and limits. */
export type PaymentGateway = Schemas['PaymentGateway'];
/** A card brand read from the number. */
export type CardBrand = Schemas['CardBrand'];
/** `GET /customer-cards/` item. */
export type SavedCard = Schemas['SavedCard'];
/** `POST /customer-cards/` body (deletes the card). */
export type DeleteCardRequest = Schemas['DeleteCardRequest'];
/** `POST /attach-bankcard/`, `/activate-by-card/`, `/auto-payments/`: the card page to open. */
export type CardSession = Schemas['CardSession'];
/** `POST /auto-payments/` body. */
export type AutoPaymentRequest = Schemas['AutoPaymentRequest'];
/** `GET` / `DELETE /auto-payments/`: the weekly top-up. */
export type AutoPayment = Schemas['AutoPayment'];
/** `POST /activate-by-coupon/` body. */
export type CouponRequest = Schemas['CouponRequest'];
/** A redeemed coupon. */
export type CouponRedemption = Schemas['CouponRedemption'];
/** `POST /activate-by-coupon/` answer. */
export type CouponActivation = Schemas['CouponActivation'];
/** `GET /coupon_status` answer. */
export type CouponStatus = Schemas['CouponStatus'];
/** `POST /activate-with-details/` body. */
export type ActivationDetails = Schemas['ActivationDetails'];
/** The message of the card page's `window.opener.postMessage` (SPEC §4 Card addition). */
export interface CardPageMessage {
  type: 'close';
  status: 'success' | 'declined';
  /** `Bank declined your payment` when declined. */
  message?: string;
}
