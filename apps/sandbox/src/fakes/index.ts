import type { Platform, SandboxModule } from '../platform/module.ts';
import type { AccountContext } from '../product/account/index.ts';
import type { DonationsService } from '../product/donate/index.ts';
import { guardFakePages, type FakesSettings } from './access.ts';
import { addFormParser, formProtection } from './forms.ts';
import { registerOutboxPage } from './mail/outboxPage.ts';
import { outboxStore, type Mailer } from './mail/outboxStore.ts';
import { registerOauthConsentPages } from './oauth/consentPage.ts';
import { registerCardPage } from './payment/cardPage.ts';
import { registerPayPage } from './payment/payPage.ts';
import type { SupportService } from '../product/support/index.ts';
import { registerSupportDesk } from './support/supportDesk.ts';
import { registerPaymentPages, type MoneyInPagesDeps } from './payment/paymentPages.ts';
import type { RefreshStatus } from '../product/account/index.ts';
import { accountStateSection, registerAccountSwitches } from './staff/accountSwitches.ts';
import {
  affiliatePayoutsSection,
  registerAffiliatePayouts,
  type AffiliatePayoutDesk,
} from './staff/affiliatePayouts.ts';
import { registerAdminPage } from './staff/adminPage.ts';
import { clockSection, registerClockSwitch } from './staff/clockSwitch.ts';
import {
  cloudSection,
  registerCloudSwitches,
  type CloudSwitchboard,
} from './staff/cloudSwitches.ts';
import {
  cloudTokensSection,
  registerCloudTokensSwitch,
  type CloudTokenSwitch,
} from './staff/cloudTokensSwitch.ts';
import { impersonationSection, registerImpersonation } from './staff/impersonation.ts';
import { refreshKeySection, registerRefreshKeySwitch } from './staff/refreshKeySwitch.ts';
import { refundSection, registerRefundSwitch } from './staff/refundSwitch.ts';

export { FAKES_OFF, isLoopbackHost, type FakesSettings } from './access.ts';
export type { CloudSwitchboard } from './staff/cloudSwitches.ts';
export type { CloudTokenSwitch } from './staff/cloudTokensSwitch.ts';

/**
 * The mail provider's stand-in: account modules send through its `service` (always); the outbox
 * page that shows what was sent is served only when the fakes are enabled.
 *
 * @example
 * const mail = mailModule(platform, { fakes: { enabled: true, extraHosts: [] } });
 * accountModule(platform, { mailer: mail.service, staticDir, balanceOf });
 */
export function mailModule(
  platform: Platform,
  { fakes }: { fakes: FakesSettings },
): SandboxModule & { service: Mailer } {
  const outbox = outboxStore(platform.db);
  return {
    name: 'mail',
    service: outbox,
    async register(app) {
      if (!fakes.enabled) return;
      await app.register(async (pages) => {
        guardFakePages(pages, fakes);
        registerOutboxPage(pages, outbox);
      });
    },
  };
}

/**
 * The stand-ins for the other outside parties: social login providers' consent pages, the
 * payment provider's pay page and the staff tools (`/sandbox/admin`: impersonation, the cloud's
 * switches, expiring the cloud's tokens, the customers' activation and suspension, refunds of paid payments, the refresh key, the sandbox clock). Served only when the fakes are enabled, to local browsers; their state
 * changes are form posts with a CSRF token.
 *
 * @example
 * const fakes = fakePartiesModule(platform, { account: account.context, refreshStatus: account.refreshStatus, donations: donate.service, cloud, fakes: settings });
 */
export function fakePartiesModule(
  platform: Platform,
  deps: {
    account: AccountContext;
    /** The refresh key the admin page changes (`account.refreshStatus`). */
    refreshStatus: RefreshStatus;
    donations: DonationsService;
    /** The tickets the support desk (`/sandbox/support`) answers (`support.service`). */
    support: SupportService;
    /** The customers' payment and card pages (billing's money-in side, late-bound). */
    payments: MoneyInPagesDeps;
    cloud: CloudSwitchboard;
    /** The Keystone tokens the Cloud tokens section expires (`identity.service`). */
    cloudTokens: CloudTokenSwitch;
    /** The wallet pay-outs the Affiliate pay-outs section settles (`affiliate.service`). */
    affiliatePayouts: AffiliatePayoutDesk;
    fakes: FakesSettings;
  },
): SandboxModule {
  return {
    name: 'fakes',
    async register(app) {
      if (!deps.fakes.enabled) return;
      const forms = formProtection(deps.account);
      const customers = deps.account.stores.customers;
      // One encapsulated instance: the guard and the form parser apply to these pages only.
      await app.register(async (pages) => {
        guardFakePages(pages, deps.fakes);
        addFormParser(pages);
        registerOauthConsentPages(pages, deps.account, forms);
        registerAdminPage(pages, forms, [
          impersonationSection(deps.account, forms),
          cloudSection(deps.cloud, forms),
          cloudTokensSection(forms),
          accountStateSection(customers, forms),
          refundSection(forms),
          refreshKeySection(deps.refreshStatus, forms),
          clockSection(platform.clock, forms),
          affiliatePayoutsSection(
            deps.affiliatePayouts,
            (uuid) => customers.findByUuid(uuid)?.email,
            forms,
          ),
        ]);
        registerImpersonation(pages, deps.account, forms);
        registerCloudSwitches(pages, deps.cloud, forms);
        registerCloudTokensSwitch(pages, deps.cloudTokens, forms);
        registerAccountSwitches(pages, customers, forms);
        registerRefundSwitch(pages, { customers, moneyIn: deps.payments.moneyIn }, forms);
        registerRefreshKeySwitch(pages, deps.refreshStatus, forms);
        registerClockSwitch(pages, platform.clock, forms);
        registerAffiliatePayouts(pages, deps.affiliatePayouts, forms);
        registerPayPage(pages, { donations: deps.donations, now: platform.now, forms });
        registerSupportDesk(pages, {
          support: deps.support,
          emailOf: (uuid) => customers.findByUuid(uuid)?.email,
          forms,
        });
        registerPaymentPages(pages, { deps: deps.payments, forms });
        registerCardPage(pages, { deps: deps.payments, forms });
      });
    },
  };
}
