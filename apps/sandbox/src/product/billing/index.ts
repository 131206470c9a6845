import type { Platform, SandboxModule } from '../../platform/module.ts';
import { DEMO_CUSTOMER, type AccountService } from '../account/index.ts';
import { balanceGuard } from './balanceGuard.ts';
import { SEED_COUPONS } from './coupons.ts';
import { moneyInService, type MoneyInService } from './moneyIn.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { paymentsStore } from './paymentsStore.ts';
import { billingRoutes } from './routes.ts';
import { billingService, type BillingDeps, type BillingService } from './service.ts';
import { billingStore } from './store.ts';

export { unitsToDecimal } from './amounts.ts';
export {
  ACCOUNT_CURRENCY,
  type BillingDeps,
  type BillingService,
  type DeductionRun,
  type ManualCredit,
} from './service.ts';
export {
  BANK_DECLINED,
  DECLINED_CARD_NUMBER,
  DECLINED_ON_PAGE,
  DECLINING_TEST_CARDS,
  groupedCardNumber,
  PAYMENT_PAGE_EXPIRED,
  PAYMENT_PAGE_LIFETIME_MS,
  PAYMENT_RETURN_PATH,
  paymentPageExpiresAt,
  cardPagePath,
  paymentPagePath,
  paymentReturnPath,
  type CardOutcome,
  type MoneyInService,
  type PaymentOutcome,
} from './moneyIn.ts';
export type { CardSessionRecord, PaymentRecord, RefundRecord } from './paymentsStore.ts';
export type { RefundResult } from './refunds.ts';

/** When a failed deduction run is tried again (sandbox time). */
const RETRY_AFTER_FAILURE_MS = 3_600_000;

/** The demo customer's starting credit (its balance before the ledger was 25.00). */
export const DEMO_OPENING_BALANCE = '25.00';

/**
 * The billing module, server half (SPEC §3 Transaction, Product; §7 Billing; §9): pending
 * charges of the customer's servers, volumes, floating IPs (extra IPv4) and backups on the
 * sandbox clock (the last three known from the cloud modules' events), the servers' products,
 * network plans and traffic against the plans' limits (extra blocks charged once each), and the
 * ledger the balance is derived from. Compute's
 * servers, the customer's cloud projects and the plan catalogue come from `deps` (modules.ts
 * late-binds them). The money-in side (`moneyIn`, issue 14): payments with their payment pages,
 * saved cards, the weekly auto-payment, coupons and activation; every ledger change runs the
 * balance guard (suspension for BALANCE, servers stopped through `deps.servers`).
 *
 * The deductions run on the scheduler: once at start (catching up what fell due while the
 * sandbox was stopped), then at the earliest next deduction of any resource, at least every
 * 24 h of sandbox time. Each run is idempotent (see `deductDue`).
 * The weekly auto-payments run there too, at the earliest one due (see `runAutoPayments`).
 *
 * @example
 * const billing = billingModule(platform, { account: account.service, deps });
 * billing.service.temporaryTransactions(customer.uuid);
 * billing.service.balance(customer.uuid); // '25.00'
 */
export function billingModule(
  platform: Platform,
  options: { account: AccountService; deps: BillingDeps },
): SandboxModule & { service: BillingService; moneyIn: MoneyInService } {
  const store = billingStore(platform.db);
  const payments = paymentsStore(platform.db);
  const { account, deps } = options;
  // Issue 14: every ledger change checks the balance against its floor (suspension, SPEC §4).
  const guard = balanceGuard({
    balanceUnits: (customerUuid) => store.balanceUnits(customerUuid),
    hasCard: (customerUuid) => payments.hasCard(customerUuid),
    accounts: {
      suspensionOf(customerUuid) {
        const customer = account.findCustomerByUuid(customerUuid);
        return customer === undefined
          ? undefined
          : { suspended: customer.suspended, reason: customer.suspendReason };
      },
      setSuspension: (customerUuid, reason) => account.setSuspension(customerUuid, reason),
    },
    stopServers: (customerUuid) => deps.servers.stopServersOf(deps.projectsOf(customerUuid)),
  });
  const service = billingService({ store, deps, now: platform.now, guard });
  // Issue 14: the billed resources beyond servers come from the cloud modules' events (delivered
  // after their transaction commits).
  platform.events.subscribe('volume.created', (event) =>
    service.resourceCreated({
      externalId: event.volumeId,
      type: 'volume',
      projectId: event.projectId,
      region: event.region,
      name: event.name,
      sizeGb: event.sizeGb,
      createdAt: event.createdAt,
    }),
  );
  platform.events.subscribe('volume.deleted', (event) =>
    service.resourceDeleted(event.volumeId, event.deletedAt),
  );
  platform.events.subscribe('floating_ip.allocated', (event) =>
    service.resourceCreated({
      externalId: event.floatingIpId,
      type: 'ipv4',
      projectId: event.projectId,
      region: event.region,
      name: event.address,
      sizeGb: null,
      createdAt: event.allocatedAt,
    }),
  );
  platform.events.subscribe('floating_ip.released', (event) =>
    service.resourceDeleted(event.floatingIpId, event.releasedAt),
  );
  platform.events.subscribe('backup.created', (event) =>
    service.resourceCreated({
      externalId: event.imageId,
      type: 'backup',
      projectId: event.projectId,
      region: event.region,
      name: event.name,
      // Billed by the started GB of the image's data.
      sizeGb: Math.max(1, Math.ceil(event.sizeBytes / 2 ** 30)),
      createdAt: event.createdAt,
    }),
  );
  platform.events.subscribe('backup.deleted', (event) =>
    service.resourceDeleted(event.imageId, event.deletedAt),
  );

  // The weekly auto-payments run on the scheduler at the earliest one due. Only the job at
  // `autoDueAt` schedules the next, so switching one on (an earlier job) starts no second chain.
  let autoDueAt: number | undefined;
  const scheduleAuto = (at: Date) => {
    if (autoDueAt !== undefined && autoDueAt <= at.getTime()) return;
    autoDueAt = at.getTime();
    platform.scheduler.schedule(at, runAutoPayments, { name: 'billing auto-payments' });
  };
  function runAutoPayments(dueAt: Date) {
    const current = autoDueAt === dueAt.getTime();
    if (current) autoDueAt = undefined;
    let next: Date | undefined = new Date(dueAt.getTime() + RETRY_AFTER_FAILURE_MS);
    try {
      next = moneyIn.runAutoPayments(dueAt).nextRunAt;
    } finally {
      if (current && next !== undefined) scheduleAuto(next);
    }
  }
  const moneyIn = moneyInService({
    db: platform.db,
    ledger: store,
    payments,
    guard,
    accounts: {
      isActivated: (customerUuid) => account.findCustomerByUuid(customerUuid)?.activated === true,
      activate: (customerUuid) => account.activate(customerUuid),
    },
    events: platform.events,
    now: platform.now,
    uuid: () => platform.ids.uuid(),
    autoPaymentStarted: scheduleAuto,
  });
  scheduleAuto(platform.now());
  const runDeductions = (dueAt: Date) => {
    // A run that fails (logged by the scheduler) is tried again an hour later: the next run must
    // be scheduled whatever happens, or deductions would stop until a restart.
    let next = new Date(dueAt.getTime() + RETRY_AFTER_FAILURE_MS);
    try {
      next = service.deductDue(dueAt).nextRunAt;
    } finally {
      platform.scheduler.schedule(next, runDeductions, { name: 'billing deductions' });
    }
  };
  platform.scheduler.schedule(platform.now(), runDeductions, { name: 'billing deductions' });
  return {
    name: 'billing',
    service,
    moneyIn,
    seed() {
      for (const coupon of SEED_COUPONS) payments.addCoupon(coupon);
      // The demo customer starts with a credit, once: a ledger that has any row is left alone.
      const demo = options.account.findCustomerByEmail(DEMO_CUSTOMER.email);
      if (demo === undefined || store.transactions(demo.uuid, {}, 1, 0).count > 0) return;
      service.credit(demo.uuid, {
        kind: 'opening',
        amount: DEMO_OPENING_BALANCE,
        message: 'Demo starting credit',
      });
    },
    async register(app) {
      await app.register(billingRoutes, {
        prefix: '/api',
        account: options.account,
        billing: service,
      });
      await app.register(paymentRoutes, {
        prefix: '/api',
        account: options.account,
        moneyIn,
        now: platform.now,
      });
    },
  };
}
