import type { components } from './schema.generated.ts';

// Named aliases of the billing schemas of the customer's servers (SPEC §3 Transaction, Product,
// §7 Billing), so that the portal imports `Product` instead of spelling
// `components['schemas']['Product']`.

type Schemas = components['schemas'];

/** What a billing product is for (`server`). */
export type ProductType = Schemas['ProductType'];
/** `hourly` or `monthly`. */
export type BillingCycle = Schemas['BillingCycle'];
/** `GET /transactions/temporary/`: one resource's pending charge since its last deduction. */
export type TemporaryTransaction = Schemas['TemporaryTransaction'];
/** `GET /products/`: the billing product of a resource (plan, network plan, cycle). */
export type Product = Schemas['Product'];
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
