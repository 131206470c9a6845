import type { Platform, SandboxModule } from '../platform/module.ts';
import type { AccountContext } from '../product/account/index.ts';
import type { DonationsService } from '../product/donate/index.ts';
import { registerOutboxPage } from './mail/outboxPage.ts';
import { outboxStore, type Mailer } from './mail/outboxStore.ts';
import { registerOauthConsentPages } from './oauth/consentPage.ts';
import { registerPayPage } from './payment/payPage.ts';
import { registerImpersonation } from './staff/impersonation.ts';

/**
 * The mail provider's stand-in: account modules send through its `service`; the outbox page
 * shows what was sent.
 *
 * @example
 * const mail = mailModule(platform);
 * accountModule(platform, { mailer: mail.service, staticDir });
 */
export function mailModule(platform: Platform): SandboxModule & { service: Mailer } {
  const outbox = outboxStore(platform.db);
  return {
    name: 'mail',
    service: outbox,
    async register(app) {
      registerOutboxPage(app, outbox);
    },
  };
}

/**
 * The stand-ins for the other outside parties: social login providers' consent pages, the
 * payment provider's pay page and the staff impersonation tool.
 *
 * @example
 * const fakes = fakePartiesModule(platform, { account: account.context, donations: donate.service });
 */
export function fakePartiesModule(
  platform: Platform,
  deps: { account: AccountContext; donations: DonationsService },
): SandboxModule {
  return {
    name: 'fakes',
    async register(app) {
      registerOauthConsentPages(app, deps.account);
      registerImpersonation(app, deps.account);
      await app.register(registerPayPage, { donations: deps.donations, now: platform.now });
    },
  };
}
