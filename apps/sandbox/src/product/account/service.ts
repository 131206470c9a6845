import type { FastifyRequest } from 'fastify';
import type { CustomerRecord, ReferredCustomer } from './customersStore.ts';

/** What other modules may use of the account module: looking customers up, their state. */
export interface AccountService {
  findCustomerByUuid(uuid: string): CustomerRecord | undefined;
  /** By email, normalised (trimmed, lower case). */
  findCustomerByEmail(email: string): CustomerRecord | undefined;
  /** Every customer's uuid, oldest first. */
  customerUuids(): string[];
  /** The customers who signed up through `affiliateUuid`'s link, newest first (§9 affiliate). */
  customersReferredBy(affiliateUuid: string): ReferredCustomer[];
  /** The customer whose live session the request carries (access cookie), or undefined. */
  customerOf(request: FastifyRequest): CustomerRecord | undefined;
  /** Marks the account activated (SPEC §4 Account: by coupon, by card). */
  activate(uuid: string): void;
  /** Suspends with a reason (`BALANCE`...), or lifts the suspension with null (billing). */
  setSuspension(uuid: string, reason: string | null): void;
}
