import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { AccountService } from '../account/index.ts';
import { billingRoutes } from './routes.ts';
import { billingService, type BillingDeps, type BillingService } from './service.ts';
import { billingStore } from './store.ts';

export { ACCOUNT_CURRENCY, type BillingDeps, type BillingService } from './service.ts';

/**
 * The billing module, server half (SPEC §3 Transaction, Product; §7 Billing; §9): pending
 * charges of the customer's servers on the sandbox clock, their products and network plans, and
 * their traffic against the plans' limits. Compute's servers, the customer's cloud projects and
 * the plan catalogue come from `deps` (modules.ts late-binds them).
 *
 * @example
 * const billing = billingModule(platform, { account: account.service, deps });
 * billing.service.temporaryTransactions(customer.uuid);
 */
export function billingModule(
  platform: Platform,
  options: { account: AccountService; deps: BillingDeps },
): SandboxModule & { service: BillingService } {
  const store = billingStore(platform.db);
  const service = billingService({ store, deps: options.deps, now: platform.now });
  return {
    name: 'billing',
    service,
    async register(app) {
      await app.register(billingRoutes, {
        prefix: '/api',
        account: options.account,
        billing: service,
      });
    },
  };
}
