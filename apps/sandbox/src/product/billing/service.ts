import type {
  Plan,
  Product,
  ProductType,
  ShaperLimit,
  TemporaryTransaction,
  Transaction,
  TransactionGroupPage,
  TransactionPage,
} from '@cloud-portal/api-client';
import { exchangeRate, parseCurrency, type Currency } from '@cloud-portal/domain/money';
import { PENDING_CHARGE_INTERVAL_MS } from '@cloud-portal/domain/pricing';
import type { BilledServer, ServersService } from '../../cloud/compute/index.ts';
import type { ContentService } from '../content/index.ts';
import { decimalToUnits, unitsToDecimal } from './amounts.ts';
import {
  LEDGER_DECIMALS,
  balanceText,
  dueDeductions,
  signedDecimalToUnits,
  unitsToSignedDecimal,
} from './ledger.ts';
import { networkPlanChoices } from './networkPlans.ts';
import { pendingCharge, type BilledPeriod } from './pendingCharge.ts';
import type {
  BillingStore,
  LedgerTransaction,
  NewLedgerTransaction,
  TransactionFilter,
  TransactionKind,
} from './store.ts';
import { trafficUsage } from './trafficUsage.ts';
import type { BalanceGuard } from './balanceGuard.ts';

/** What the billing module reads of the others (wired in modules.ts). */
export interface BillingDeps {
  /** Every customer's uuid (the deduction run goes over all of them). */
  customerUuids(): readonly string[];
  /** The Keystone project ids of the customer's consumers: where its cloud resources live. */
  projectsOf(customerUuid: string): readonly string[];
  /**
   * Compute's servers (the billed resources so far), and stopping them when the balance falls
   * below its floor (issue 14, SPEC §6).
   */
  servers: Pick<ServersService, 'billedServers' | 'runningIntervals' | 'stopServersOf'>;
  /** The plan catalogue, the extras' prices and the exchange rates. */
  catalogue: Pick<ContentService, 'plansOf' | 'extraPricesOf' | 'rates'>;
}

/**
 * The currency the account is kept in: the balance is in dollars (the portal converts it for a
 * brand that shows another), so every charge is too; a plan priced in another currency is
 * converted at `rates/` (§3 Exchange rate, default 92 USD→RUB).
 */
export const ACCOUNT_CURRENCY: Currency = 'usd';

/** A server with what it is billed by. */
interface BilledResource {
  server: BilledServer;
  plan: Plan;
  /** The region's network plans (§7 change-network-plan). */
  networkPlans: string[];
}

/** Filters of `GET /products/`. */
export interface ProductFilter {
  externalId?: string | undefined;
  type?: ProductType | undefined;
}

/** A credit written by hand: an opening balance or a credit by staff (tests, seed). */
export interface ManualCredit {
  kind: Extract<TransactionKind, 'opening' | 'credit'>;
  /** Signed decimal dollars with up to 4 decimals (`'25.00'`; a correction may be negative). */
  amount: string;
  message: string;
}

/** What one deduction run did. */
export interface DeductionRun {
  /** Charge transactions written. */
  charges: number;
  /** When the next resource falls due (at most 24 h after the run): the next run's time. */
  nextRunAt: Date;
}

/** Why `changeNetworkPlan` refused. */
export type NetworkPlanRefusal = 'not_found' | 'unknown_network_plan';

/**
 * What a customer owes for its servers and what it chose for them (SPEC §3 Transaction, Product;
 * §7 Billing; §9), on the sandbox clock. Charges are in the account's dollars; products keep their
 * plan's region currency. Nothing is stored but the network plans chosen: the
 * amounts follow from compute's servers, the plans' prices and the time. Issue 14's ledger will
 * deduct what `temporaryTransactions` reports at each `next_deduction_at`.
 *
 * @example
 * const billing = billingService({ store, deps, now: platform.now });
 * billing.temporaryTransactions(customer.uuid)[0]?.amount; // '0.1476'
 */
export function billingService({
  store,
  deps,
  now,
  guard,
}: {
  store: BillingStore;
  deps: BillingDeps;
  now: () => Date;
  /** Suspends and unsuspends on balance changes (issue 14); absent in ledger-only tests. */
  guard?: BalanceGuard | undefined;
}) {
  /**
   * The customer's billed servers, newest first: live ones and those deleted within the last
   * 24 h (their last period may still be pending). A failed build (never launched) is not
   * billed, nor a flavor that no plan of its region sells.
   */
  function resources(
    customerUuid: string,
    at: Date,
    deletedAfter = new Date(at.getTime() - PENDING_CHARGE_INTERVAL_MS),
  ): BilledResource[] {
    const projects = deps.projectsOf(customerUuid);
    const servers = deps.servers.billedServers(projects, deletedAfter);
    const plansByRegion = new Map<string, Plan[]>();
    const plansOf = (region: string) => {
      let plans = plansByRegion.get(region);
      if (plans === undefined) {
        plans = deps.catalogue.plansOf(region);
        plansByRegion.set(region, plans);
      }
      return plans;
    };
    return servers.flatMap((server) => {
      if (server.vmState === 'error' && server.launchedAt === null) return [];
      const plans = plansOf(server.region);
      const plan = plans.find((candidate) => candidate.flavor_id === server.flavorId);
      return plan === undefined ? [] : [{ server, plan, networkPlans: networkPlanChoices(plans) }];
    });
  }

  function productOf(resource: BilledResource, chosen: Map<string, string>): Product {
    const { server, plan } = resource;
    return {
      external_id: server.id,
      type: 'server',
      region: server.region,
      name: server.name,
      plan_id: plan.id,
      plan_name: plan.flavor_name,
      category: plan.category,
      flavor_id: server.flavorId,
      network_plan: chosen.get(server.id) ?? plan.network_plan,
      network_plans: resource.networkPlans,
      billing_cycle: 'hourly',
      currency: plan.currency,
      price_hourly: plan.price_hourly,
      price_monthly: plan.price_monthly,
      traffic_tb: plan.traffic_tb,
      created_at: server.createdAt,
    };
  }

  const live = (resource: BilledResource) => resource.server.deletedAt === null;

  /** 1/10 000 units of a currency in account-currency units, cut; undefined without a rate. */
  function toAccountUnits(units: number, currency: string): number | undefined {
    const from = parseCurrency(currency);
    if (from === undefined) return undefined;
    const rates = deps.catalogue.rates().flatMap((rate) => {
      const rateFrom = parseCurrency(rate.curr_from);
      const rateTo = parseCurrency(rate.curr_to);
      return rateFrom && rateTo ? [{ from: rateFrom, to: rateTo, rate: rate.rate }] : [];
    });
    const rate = exchangeRate(from, ACCOUNT_CURRENCY, rates);
    // The epsilon keeps an exact product (1 × units) from flooring one unit down on float noise.
    return rate === undefined ? undefined : Math.floor(units * rate + 1e-9);
  }

  const billedPeriod = ({ server, plan }: BilledResource): BilledPeriod => ({
    createdAt: new Date(server.createdAt),
    deletedAt: server.deletedAt === null ? null : new Date(server.deletedAt),
    hourlyUnits: decimalToUnits(plan.price_hourly, 4) ?? 0,
  });

  function transactionBody(transaction: LedgerTransaction): Transaction {
    return {
      id: transaction.id,
      kind: transaction.kind,
      type: transaction.type,
      sub_type: transaction.subType,
      message: transaction.message,
      amount: unitsToSignedDecimal(transaction.amountUnits, LEDGER_DECIMALS),
      currency: ACCOUNT_CURRENCY,
      status: transaction.status,
      external_id: transaction.externalId,
      period_start: transaction.periodStart,
      period_end: transaction.periodEnd,
      created: transaction.createdAt,
    };
  }

  /**
   * Writes the due periods of one customer's resources to the ledger (see `deductDue`); answers
   * the charges written and the earliest next deduction of its resources.
   */
  function deductCustomer(customerUuid: string, at: Date): { charges: number; next?: number } {
    let charges = 0;
    let next: number | undefined;
    // Every resource ever deleted is looked at (a run after a long stop still finds the last
    // period of a server deleted meanwhile); one whose periods are all written costs a lookup.
    for (const resource of resources(customerUuid, at, new Date(0))) {
      const { server, plan } = resource;
      const period = billedPeriod(resource);
      const pending = pendingCharge(period, at);
      if (pending !== undefined)
        next = Math.min(next ?? Number.POSITIVE_INFINITY, pending.nextDeductionAt.getTime());
      const until = store.deductedUntil(server.id);
      const due = dueDeductions(period, until === undefined ? null : new Date(until), at);
      const last = due.at(-1);
      if (last === undefined) continue;
      const written: NewLedgerTransaction[] = [];
      let convertible = true;
      for (const deduction of due) {
        const units = toAccountUnits(deduction.amountUnits, plan.currency);
        if (units === undefined) convertible = false;
        else if (units > 0)
          written.push({
            customerUuid,
            kind: 'charge',
            type: 'server',
            subType: null,
            message: `Server ${server.name} (${server.region}) at ${plan.price_hourly} ${plan.currency}/h`,
            amountUnits: -units,
            status: 'applied',
            externalId: server.id,
            periodStart: deduction.periodStart.toISOString(),
            periodEnd: deduction.periodEnd.toISOString(),
            createdAt: deduction.periodEnd.toISOString(),
          });
      }
      // Without an exchange rate the periods wait for the next run (nothing is lost).
      if (!convertible) continue;
      store.recordDeductions(
        { externalId: server.id, customerUuid, until: last.periodEnd.toISOString() },
        written,
      );
      charges += written.length;
    }
    return next === undefined ? { charges } : { charges, next };
  }

  return {
    /**
     * The customer's balance (§3 Customer): the sum of its applied transactions, in cents
     * (`Decimal`), cut towards minus infinity.
     */
    balance(customerUuid: string): string {
      return balanceText(store.balanceUnits(customerUuid));
    },

    /**
     * §3 Customer `meta_total_funds_added` / `meta_total_funds_spent`, from the ledger: what
     * payments and bonuses put on the balance, and what the charges took, in cents (cut).
     */
    funds(customerUuid: string): { added: string; spent: string } {
      const totals = store.fundTotals(customerUuid);
      return {
        added: unitsToDecimal(Math.floor(totals.addedUnits / 100), 2),
        spent: unitsToDecimal(Math.floor(totals.spentUnits / 100), 2),
      };
    },

    /**
     * Whether a cloud project belongs to a customer suspended for its balance (SPEC §6: its
     * servers are blocked). Looks at the suspended customers only.
     */
    blocksProject(projectId: string): boolean {
      return deps
        .customerUuids()
        .some(
          (customerUuid) =>
            guard?.blocked(customerUuid) === true &&
            deps.projectsOf(customerUuid).includes(projectId),
        );
    },

    /**
     * Applies the balance rule now (suspend below the floor, lift a BALANCE suspension at or
     * above it): what every ledger change does, for a change made elsewhere (staff lifting a
     * suspension by hand).
     */
    checkBalance(customerUuid: string): void {
      guard?.check(customerUuid);
    },

    /** The transaction body of a ledger row (the money-in side answers its rows too). */
    transactionBody,

    /**
     * Writes a credit by hand (an opening balance, a staff credit) at the sandbox time; answers
     * it. Throws a RangeError for an amount that is not a decimal with up to 4 decimals.
     */
    credit(customerUuid: string, credit: ManualCredit): Transaction {
      const amountUnits = signedDecimalToUnits(credit.amount, LEDGER_DECIMALS);
      if (amountUnits === undefined)
        throw new RangeError(
          `Expected a decimal amount with up to 4 decimals, got ${credit.amount}.`,
        );
      const transaction: NewLedgerTransaction = {
        customerUuid,
        kind: credit.kind,
        type: credit.kind === 'opening' ? 'balance' : 'manual',
        subType: null,
        message: credit.message,
        amountUnits,
        status: 'applied',
        externalId: null,
        periodStart: null,
        periodEnd: null,
        createdAt: now().toISOString(),
      };
      const id = store.addTransaction(transaction);
      guard?.check(customerUuid);
      return transactionBody({ ...transaction, id });
    },

    /** `GET /transactions/`: a page of the customer's ledger, newest first. */
    transactions(
      customerUuid: string,
      filter: TransactionFilter,
      page: { limit: number; offset: number },
    ): TransactionPage {
      const { count, rows } = store.transactions(customerUuid, filter, page.limit, page.offset);
      return { count, limit: page.limit, offset: page.offset, results: rows.map(transactionBody) };
    },

    /** `GET /transactions/{id}/`: one of the customer's transactions (another's is undefined). */
    transaction(customerUuid: string, id: number): Transaction | undefined {
      const found = store.transaction(customerUuid, id);
      return found === undefined ? undefined : transactionBody(found);
    },

    /** `GET /transactions-groups/`: the customer's applied transactions by UTC day and kind. */
    transactionGroups(
      customerUuid: string,
      kind: TransactionKind | undefined,
      page: { limit: number; offset: number },
    ): TransactionGroupPage {
      const { count, rows } = store.transactionGroups(customerUuid, kind, page.limit, page.offset);
      return {
        count,
        limit: page.limit,
        offset: page.offset,
        results: rows.map((row) => ({
          date: row.date,
          kind: row.kind,
          amount: unitsToSignedDecimal(row.amountUnits, LEDGER_DECIMALS),
          count: row.count,
          currency: ACCOUNT_CURRENCY,
        })),
      };
    },

    /**
     * The deduction run (§9 "Pending charges are deducted every 24 hours"): for every customer's
     * resource, each 24 h period of its grid that ended by `at` and was not yet written becomes
     * one charge transaction (`external_id` = the resource, dated at the period's end, the amount
     * `temporaryTransactions` showed just before), and the resource's cursor moves to the last
     * period's end, so the pending charge starts over there. Idempotent: a second run for the
     * same `at` (a restart, an overlapping timer) finds nothing due. Answers what it wrote and
     * when the next run is due (the earliest next deduction, at most 24 h away).
     */
    deductDue(at: Date): DeductionRun {
      let charges = 0;
      let next = at.getTime() + PENDING_CHARGE_INTERVAL_MS;
      for (const customerUuid of deps.customerUuids()) {
        const run = deductCustomer(customerUuid, at);
        charges += run.charges;
        if (run.charges > 0) guard?.check(customerUuid);
        if (run.next !== undefined) next = Math.min(next, run.next);
      }
      return { charges, nextRunAt: new Date(next) };
    },

    /** `GET /transactions/temporary/`: one pending charge per billed resource. */
    temporaryTransactions(customerUuid: string): TemporaryTransaction[] {
      const at = now();
      return resources(customerUuid, at).flatMap((resource) => {
        const { server, plan } = resource;
        const charge = pendingCharge(billedPeriod(resource), at);
        if (charge === undefined) return [];
        const amountUnits = toAccountUnits(charge.amountUnits, plan.currency);
        if (amountUnits === undefined) return [];
        return [
          {
            external_id: server.id,
            type: 'server' as const,
            region: server.region,
            currency: ACCOUNT_CURRENCY,
            amount: unitsToDecimal(amountUnits, 4),
            period_start: charge.periodStart.toISOString(),
            next_deduction_at: charge.nextDeductionAt.toISOString(),
          },
        ];
      });
    },

    /** `GET /products/`: the products of the customer's live resources that match the filter. */
    products(customerUuid: string, filter: ProductFilter = {}): Product[] {
      if (filter.type !== undefined && filter.type !== 'server') return [];
      const chosen = store.networkPlansOf(customerUuid);
      return resources(customerUuid, now())
        .filter(live)
        .filter(
          (resource) => filter.externalId === undefined || resource.server.id === filter.externalId,
        )
        .map((resource) => productOf(resource, chosen));
    },

    /**
     * `POST /change-network-plan/`: switches a live server of the customer to one of its
     * region's network plans. Another customer's server is `not_found`, as an unknown one.
     */
    changeNetworkPlan(
      customerUuid: string,
      serverId: string,
      networkPlan: string,
    ): Product | NetworkPlanRefusal {
      const at = now();
      const resource = resources(customerUuid, at)
        .filter(live)
        .find((candidate) => candidate.server.id === serverId);
      if (resource === undefined) return 'not_found';
      if (!resource.networkPlans.includes(networkPlan)) return 'unknown_network_plan';
      store.chooseNetworkPlan({
        externalId: serverId,
        customerUuid,
        networkPlan,
        changedAt: at.toISOString(),
      });
      return productOf(resource, store.networkPlansOf(customerUuid));
    },

    /** `GET /shaper/customer-limits/`: the traffic of each live server in its monthly period. */
    shaperLimits(customerUuid: string): ShaperLimit[] {
      const at = now();
      const chosen = store.networkPlansOf(customerUuid);
      return resources(customerUuid, at)
        .filter(live)
        .map(({ server, plan }) => {
          const traffic = trafficUsage(
            {
              serverId: server.id,
              createdAt: new Date(server.createdAt),
              running: deps.servers.runningIntervals(server.id),
              limitTb: plan.traffic_tb,
            },
            at,
          );
          // §9: "1 TB is added automatically for $1", charged in the account's dollars.
          const blockPrice =
            deps.catalogue.extraPricesOf(ACCOUNT_CURRENCY)?.traffic_per_tb ?? '1.00';
          const blockUnits = decimalToUnits(blockPrice, 2) ?? 0;
          return {
            server_id: server.id,
            region: server.region,
            network_plan: chosen.get(server.id) ?? plan.network_plan,
            traffic_used_bytes: traffic.usedBytes,
            traffic_limit_bytes: traffic.limitBytes,
            traffic_limit_tb: plan.traffic_tb,
            extra_traffic_blocks: traffic.extraBlocks,
            extra_traffic_block_price: unitsToDecimal(blockUnits, 2),
            extra_traffic_amount: unitsToDecimal(blockUnits * traffic.extraBlocks, 2),
            currency: ACCOUNT_CURRENCY,
            period_start: traffic.periodStart.toISOString(),
            reset_at: traffic.resetAt.toISOString(),
          };
        });
    },
  };
}

/** What the billing module offers the others. */
export type BillingService = ReturnType<typeof billingService>;
