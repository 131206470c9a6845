import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../fakes/mail/outboxStore.ts';
import type { Platform, SandboxModule } from '../../platform/module.ts';
import { accountRecordsStore } from './accountRecordsStore.ts';
import { authRoutes } from './authRoutes.ts';
import {
  createAccountContext,
  type AccountContext,
  type CustomerFunds,
  type RateLimits,
} from './context.ts';
import { addCsrfGuard } from './csrfGuard.ts';
import { customerRoutes } from './customerRoutes.ts';
import { customersStore } from './customersStore.ts';
import { activationRoutes } from './activationRoutes.ts';
import { miscRoutes } from './miscRoutes.ts';
import { refreshStatus, type RefreshStatus } from './refreshStatus.ts';
import { recoveryCodeCost, wrapLegacyRecoveryCodes } from './recoveryCodes.ts';
import { seedDemoCustomer } from './seed.ts';
import type { AccountService } from './service.ts';
import { sessionsStore } from './sessionsStore.ts';
import { loginEventsStore } from './loginEventsStore.ts';
import { profilesStore } from './profilesStore.ts';
import { profileRoutes } from './profileRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { socialRoutes } from './socialRoutes.ts';
import { totpRoutes } from './totpRoutes.ts';

export { addCsrfGuard };
export {
  COOKIES,
  DEFAULT_RATE_LIMITS,
  HOST_PREFIX,
  LIFETIMES,
  createAccountContext,
  customerBody,
  readSessionCookie,
  sessionCookieName,
  type AccountContext,
  type RateLimits,
  type SessionCookie,
} from './context.ts';
export { RESET_PAGE_PATH } from './customerRoutes.ts';
export { sendNotAuthenticated } from './input.ts';
export type { RefreshStatus } from './refreshStatus.ts';
export { normaliseEmail, type CustomerRecord, type ReferredCustomer } from './customersStore.ts';
export { DEMO_CUSTOMER } from './seed.ts';
export type { AccountService } from './service.ts';
export type { SessionRecord } from './sessionsStore.ts';
export {
  SOCIAL_PROVIDERS,
  isSocialProvider,
  issueOauthCode,
  type SocialProviderId,
} from './socialRoutes.ts';

/**
 * Every account route of openapi.yaml (auth, customers, TOTP, geo, refresh status), under `/api`.
 *
 * @example
 * await app.register(accountRoutes, { prefix: '/api', context, refreshStatus });
 */
export const accountRoutes: FastifyPluginAsync<{
  context: AccountContext;
  refreshStatus: Pick<RefreshStatus, 'key'>;
}> = async (app, { context, refreshStatus }) => {
  await app.register(activationRoutes, { context });
  await app.register(authRoutes, { context });
  await app.register(customerRoutes, { context });
  await app.register(totpRoutes, { context });
  await app.register(socialRoutes, { context });
  await app.register(miscRoutes, { refreshStatus });
  await app.register(profileRoutes, { context });
  await app.register(sessionRoutes, { context });
};

/**
 * The account module: customers, sessions, TOTP, social logins, password resets (SPEC §6), the
 * CSRF guard of every `/api/` route, the refresh status (`refreshStatus`, whose key the sandbox
 * admin page changes) and the demo customer.
 *
 * @example
 * const account = accountModule(platform, { mailer: mail.service, staticDir, balanceOf });
 * account.service.findCustomerByEmail('demo@cloud-portal.test');
 */
export function accountModule(
  platform: Platform,
  options: {
    mailer: Mailer;
    staticDir: string;
    /** The customer's balance: the billing ledger's (late-bound in modules.ts). */
    balanceOf: (customerUuid: string) => string;
    /** The funds added and spent: the billing ledger's (late-bound in modules.ts). */
    fundsOf?: ((customerUuid: string) => CustomerFunds) | undefined;
    rateLimits?: RateLimits | undefined;
  },
): SandboxModule & {
  service: AccountService;
  context: AccountContext;
  refreshStatus: RefreshStatus;
} {
  const stores = {
    customers: customersStore(platform.db, platform.dataCipher),
    sessions: sessionsStore(platform.db),
    accountRecords: accountRecordsStore(platform.db),
    loginEvents: loginEventsStore(platform.db),
    profiles: profilesStore(platform.db),
  };
  // Data directories of older sandboxes hold TOTP secrets in plaintext: encrypt them in place.
  stores.customers.encryptPlaintextSecrets();
  // …and recovery codes as bare HMACs: wrap them in scrypt (the codes keep working).
  wrapLegacyRecoveryCodes(stores.accountRecords, recoveryCodeCost(platform.passwordCost));
  const context = createAccountContext({
    stores,
    mailer: options.mailer,
    events: platform.events,
    secrets: platform.secrets,
    now: platform.now,
    passwordCost: platform.passwordCost,
    balanceOf: options.balanceOf,
    fundsOf: options.fundsOf,
    ...(options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits }),
  });
  const refresh = refreshStatus(platform.db, options.staticDir);
  return {
    name: 'account',
    context,
    refreshStatus: refresh,
    service: {
      findCustomerByUuid: (uuid) => stores.customers.findByUuid(uuid),
      findCustomerByEmail: (email) => stores.customers.findByEmail(email),
      customerUuids: () => stores.customers.uuids(),
      customersReferredBy: (affiliateUuid) => stores.customers.referredBy(affiliateUuid),
      customerOf: (request) => context.authenticate(request)?.customer,
      activate: (uuid) => stores.customers.setActivated(uuid, true),
      setSuspension: (uuid, reason) => stores.customers.setSuspension(uuid, reason),
    },
    seed() {
      seedDemoCustomer(stores.customers, platform.passwordCost);
    },
    async register(app) {
      addCsrfGuard(app, context);
      await app.register(accountRoutes, {
        prefix: '/api',
        context,
        refreshStatus: refresh,
      });
    },
  };
}
