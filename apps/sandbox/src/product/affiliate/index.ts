import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { AccountService } from '../account/index.ts';
import { payoutsStore } from './payoutsStore.ts';
import { affiliateRoutes } from './routes.ts';
import { affiliateService, type AffiliateLedger, type AffiliateService } from './service.ts';
import { affiliateStore } from './store.ts';

export { AFFILIATE_COOKIE_MAX_AGE_SECONDS, UTM_FIELDS } from './routes.ts';
export { refillsOf } from './ledgerPayments.ts';
export type { AffiliateClickRecord } from './store.ts';
export { MINIMUM_PAYOUT_CENTS, type AffiliateLedger, type AffiliateService } from './service.ts';

/**
 * The affiliate module (SPEC §7 Affiliate, §9): clicks of affiliate links, the customers who
 * signed up through them, commissions on their payments (read from billing's ledger through
 * `ledger`, late-bound in modules.ts) and pay-outs.
 *
 * @example
 * const affiliate = affiliateModule(platform, { account: account.service, ledger });
 */
export function affiliateModule(
  platform: Platform,
  deps: { account: AccountService; ledger: AffiliateLedger },
): SandboxModule & { service: AffiliateService } {
  const clicks = affiliateStore(platform.db);
  const service = affiliateService({
    db: platform.db,
    clicks,
    payouts: payoutsStore(platform.db),
    deps,
    now: platform.now,
  });
  return {
    name: 'affiliate',
    service,
    async register(app) {
      await app.register(affiliateRoutes, {
        prefix: '/api',
        clicks,
        account: deps.account,
        affiliate: service,
        now: platform.now,
      });
    },
  };
}
