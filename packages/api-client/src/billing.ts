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
