import { hashPasswordSync, type ScryptCost } from '../../platform/security/password.ts';
import type { CustomerRecord, CustomersStore } from './customersStore.ts';

/** The demo login printed at start-up. */
export const DEMO_CUSTOMER = {
  email: 'demo@cloud-portal.test',
  password: 'demo-password-2026',
} as const;

/**
 * Creates the activated demo customer when missing; an existing one is left as it is. Answers
 * the customer. (Its starting credit is a ledger entry: the billing module's seed.)
 *
 * @example
 * seedDemoCustomer(customersStore(db)).email; // 'demo@cloud-portal.test'
 */
export function seedDemoCustomer(
  customers: CustomersStore,
  passwordCost?: ScryptCost,
): CustomerRecord {
  return (
    customers.findByEmail(DEMO_CUSTOMER.email) ??
    customers.create({
      email: DEMO_CUSTOMER.email,
      passwordHash: hashPasswordSync(DEMO_CUSTOMER.password, passwordCost),
      activated: true,
    })
  );
}
