import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { AccountService } from '../account/index.ts';
import { affiliateRoutes } from './routes.ts';
import { affiliateStore } from './store.ts';

export { AFFILIATE_COOKIE_MAX_AGE_SECONDS, UTM_FIELDS } from './routes.ts';
export type { AffiliateClickRecord } from './store.ts';

/**
 * The affiliate module (SPEC §7 Affiliate, §9 cookies): clicks of affiliate links.
 *
 * @example
 * const affiliate = affiliateModule(platform, { account: account.service });
 */
export function affiliateModule(
  platform: Platform,
  deps: { account: AccountService },
): SandboxModule {
  const clicks = affiliateStore(platform.db);
  return {
    name: 'affiliate',
    async register(app) {
      await app.register(affiliateRoutes, {
        prefix: '/api',
        clicks,
        account: deps.account,
        now: platform.now,
      });
    },
  };
}
