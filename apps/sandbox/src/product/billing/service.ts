import type {
  BillingProduct,
  Plan,
  Product,
  ProductType,
  ResourceProduct,
  ShaperLimit,
  TemporaryTransaction,
  Transaction,
  TransactionGroupPage,
  TransactionPage,
} from '@cloud-portal/api-client';
import { exchangeRate, parseCurrency, type Currency } from '@cloud-portal/domain/money';
import { HOURS_PER_MONTH, PENDING_CHARGE_INTERVAL_MS } from '@cloud-portal/domain/pricing';
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
  StoredResource,
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

/**
 * Anything billed by the hour through the pending charge and the 24 h deductions (§9): a server
 * at its plan's price, or a volume, an extra IPv4 or a backup at the extras' monthly prices.
 */
interface Accruing {
  externalId: string;
  type: Exclude<ProductType, 'traffic'>;
  region: string;
  period: BilledPeriod;
  /** The currency of `period`'s price (converted to the account's at each deduction). */
  currency: string;
  /** The ledger row's message. */
  message: string;
}

/** One month of extra-traffic periods and then some: a deleted server's blocks settle by then. */
const TRAFFIC_SETTLED_MS = 32 * 24 * 3_600_000;

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
 * What a customer owes for its resources and what it chose for them (SPEC §3 Transaction,
 * Product; §7 Billing; §9), on the sandbox clock. Charges are in the account's dollars; products
 * keep their plan's region currency. Servers are read from compute and priced by their plans;
 * volumes, floating IPs (extra IPv4) and backups are known from the cloud's events
 * (`resourceCreated`/`resourceDeleted`) and priced by the extras' price list; all of them accrue
 * by the hour into a pending charge, deducted every 24 h (`deductDue`), which also charges the
 * servers' extra-traffic blocks once each.
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
   * The currency a region's extras are priced in: its plans' (the region's currency), else the
   * account's.
   */
  function regionCurrency(region: string): string {
    return deps.catalogue.plansOf(region)[0]?.currency ?? ACCOUNT_CURRENCY;
  }

  /**
   * A volume, extra IPv4 or backup with its price (§9), or undefined when its currency has no
   * price list.
   * - Volume: size × `volume_per_10gb_monthly` / 10 a month ("$1.00 per 10 GB monthly").
   * - Extra IPv4: every floating IP the customer holds, at `extra_ipv4_monthly` a month. Our
   *   reading of §9 "The first IPv4 is free; extra ones apply from the second server": each
   *   server's own fixed address is its free one (`free_ipv4_per_server` = 1, never billed), so
   *   any address the customer adds, a floating IP, is an extra one.
   * - Backup: §9 says "Auto backups are priced per month (amount not shown)"; we charge a backup
   *   image as volume storage of its size (rounded up to whole GB), monthly, from its creation
   *   until it is deleted or rotated out.
   * A monthly price accrues hourly over HOURS_PER_MONTH (the domain's convention).
   */
  function extraPricesIn(region: string) {
    const regionPrices = deps.catalogue.extraPricesOf(
      parseCurrency(regionCurrency(region)) ?? ACCOUNT_CURRENCY,
    );
    return regionPrices ?? deps.catalogue.extraPricesOf(ACCOUNT_CURRENCY);
  }

  /** `extraPricesIn`, read once per region for one call (the portal polls per resource list). */
  function extraPricesByRegion() {
    const pricesByRegion = new Map<string, ReturnType<typeof extraPricesIn>>();
    return (region: string) => {
      if (!pricesByRegion.has(region)) pricesByRegion.set(region, extraPricesIn(region));
      return pricesByRegion.get(region);
    };
  }

  /**
   * The product of a volume, extra IPv4 or backup (§3 Product) from what it accrues: its monthly
   * price (`HOURS_PER_MONTH` hours of accrual, cut to cents) and one hour's accrual (cut to 4
   * decimals, what its pending charge grows by each hour).
   */
  function resourceProductOf(resource: StoredResource, billed: Accruing): ResourceProduct {
    const { hourlyUnits, perHours = 1 } = billed.period;
    const monthlyUnits = Math.floor((hourlyUnits * HOURS_PER_MONTH) / perHours);
    return {
      external_id: resource.externalId,
      type: resource.type,
      region: resource.region,
      name: resource.name,
      size_gb: resource.type === 'ipv4' ? null : resource.sizeGb,
      billing_cycle: 'hourly',
      // The price list's currency (one the catalogue keeps, so it parses).
      currency: parseCurrency(billed.currency) ?? ACCOUNT_CURRENCY,
      price_hourly: unitsToDecimal(Math.floor(hourlyUnits / perHours), 4),
      price_monthly: unitsToDecimal(Math.floor(monthlyUnits / 100), 2),
      created_at: resource.createdAt,
    };
  }

  function accruingResource(
    resource: StoredResource,
    prices: ReturnType<typeof extraPricesIn>,
  ): Accruing | undefined {
    if (prices === undefined) return undefined;
    const period = (hourlyUnits: number, perHours: number): BilledPeriod => ({
      createdAt: new Date(resource.createdAt),
      deletedAt: resource.deletedAt === null ? null : new Date(resource.deletedAt),
      hourlyUnits,
      perHours,
    });
    const name = resource.name ?? resource.externalId;
    const base = {
      externalId: resource.externalId,
      region: resource.region,
      currency: prices.currency,
    };
    switch (resource.type) {
      case 'volume':
      case 'backup': {
        const per10Gb = decimalToUnits(prices.volume_per_10gb_monthly, 4);
        const sizeGb = resource.sizeGb ?? 0;
        if (per10Gb === undefined || sizeGb <= 0) return undefined;
        const what = resource.type === 'volume' ? 'Volume' : 'Backup';
        return {
          ...base,
          type: resource.type,
          period: period(sizeGb * per10Gb, 10 * HOURS_PER_MONTH),
          message: `${what} ${name} (${resource.region}), ${sizeGb} GB at ${prices.volume_per_10gb_monthly} ${prices.currency} per 10 GB a month`,
        };
      }
      case 'ipv4': {
        const monthly = decimalToUnits(prices.extra_ipv4_monthly, 4);
        if (monthly === undefined) return undefined;
        return {
          ...base,
          type: 'ipv4',
          period: period(monthly, HOURS_PER_MONTH),
          message: `Extra IPv4 ${name} (${resource.region}) at ${prices.extra_ipv4_monthly} ${prices.currency} a month`,
        };
      }
      default:
        return resource.type satisfies never;
    }
  }

  /**
   * Everything of the customer billed by the hour that was live after `deletedAfter`: its
   * servers (from compute) and the resources the cloud's events told billing of.
   */
  function accruing(customerUuid: string, at: Date, deletedAfter: Date): Accruing[] {
    const servers = resources(customerUuid, at, deletedAfter).map((resource): Accruing => ({
      externalId: resource.server.id,
      type: 'server',
      region: resource.server.region,
      period: billedPeriod(resource),
      currency: resource.plan.currency,
      message: `Server ${resource.server.name} (${resource.server.region}) at ${resource.plan.price_hourly} ${resource.plan.currency}/h`,
    }));
    // The price lists are read once per region per call, not once per resource.
    const pricesIn = extraPricesByRegion();
    const others = store
      .resourcesOf(deps.projectsOf(customerUuid), deletedAfter.toISOString())
      .flatMap((resource) => accruingResource(resource, pricesIn(resource.region)) ?? []);
    return [...servers, ...others];
  }

  /**
   * Writes the due periods of one customer's resources to the ledger (see `deductDue`); answers
   * the charges written and the earliest next deduction of its resources.
   */
  function deductCustomer(customerUuid: string, at: Date): { charges: number; next?: number } {
    let charges = 0;
    let next: number | undefined;
    // Every resource ever deleted is looked at (a run after a long stop still finds the last
    // period of a resource deleted meanwhile); one whose periods are all written costs a lookup.
    for (const resource of accruing(customerUuid, at, new Date(0))) {
      const { period } = resource;
      const pending = pendingCharge(period, at);
      if (pending !== undefined)
        next = Math.min(next ?? Number.POSITIVE_INFINITY, pending.nextDeductionAt.getTime());
      const until = store.deductedUntil(resource.externalId);
      const due = dueDeductions(period, until === undefined ? null : new Date(until), at);
      const last = due.at(-1);
      if (last === undefined) continue;
      const written: NewLedgerTransaction[] = [];
      let convertible = true;
      for (const deduction of due) {
        const units = toAccountUnits(deduction.amountUnits, resource.currency);
        if (units === undefined) convertible = false;
        else if (units > 0)
          written.push({
            customerUuid,
            kind: 'charge',
            type: resource.type,
            subType: null,
            message: resource.message,
            amountUnits: -units,
            status: 'applied',
            externalId: resource.externalId,
            periodStart: deduction.periodStart.toISOString(),
            periodEnd: deduction.periodEnd.toISOString(),
            createdAt: deduction.periodEnd.toISOString(),
          });
      }
      // Without an exchange rate the periods wait for the next run (nothing is lost).
      if (!convertible) continue;
      store.recordDeductions(
        { externalId: resource.externalId, customerUuid, until: last.periodEnd.toISOString() },
        written,
      );
      charges += written.length;
    }
    return next === undefined ? { charges } : { charges, next };
  }

  /** The account-dollar price of one extra-traffic block, in ledger units (§9: $1). */
  function trafficBlockUnits(): number {
    const price = deps.catalogue.extraPricesOf(ACCOUNT_CURRENCY)?.traffic_per_tb ?? '1.00';
    return decimalToUnits(price, 4) ?? 0;
  }

  /**
   * Charges the extra-traffic blocks (§9 "1 TB is added automatically for $1 when the limit is
   * exceeded. It resets monthly.") of the customer's servers that were added since the last
   * run: one `traffic` charge per block, dated at this run, each block of a server's monthly
   * period once (the count charged per server and period is stored with the charges). The
   * period before the current one is looked at too, so the blocks added in its last hours are
   * charged after the reset. Answers the charges written.
   */
  function chargeTraffic(customerUuid: string, at: Date): number {
    let charges = 0;
    const blockUnits = trafficBlockUnits();
    if (blockUnits <= 0) return 0;
    const settled = new Date(at.getTime() - TRAFFIC_SETTLED_MS);
    for (const { server, plan } of resources(customerUuid, at, settled)) {
      const evaluatedAt = Math.min(
        at.getTime(),
        server.deletedAt === null ? Number.POSITIVE_INFINITY : Date.parse(server.deletedAt),
      );
      const metered = {
        serverId: server.id,
        createdAt: new Date(server.createdAt),
        running: deps.servers.runningIntervals(server.id),
        limitTb: plan.traffic_tb,
      };
      const current = trafficUsage(metered, new Date(evaluatedAt));
      const periods = [current];
      if (current.periodStart.getTime() > metered.createdAt.getTime())
        periods.unshift(trafficUsage(metered, new Date(current.periodStart.getTime() - 1)));
      for (const period of periods) {
        const periodStart = period.periodStart.toISOString();
        const charged = store.trafficBlocksCharged(server.id, periodStart);
        if (period.extraBlocks <= charged) continue;
        const written: NewLedgerTransaction[] = [];
        for (let block = charged + 1; block <= period.extraBlocks; block += 1)
          written.push({
            customerUuid,
            kind: 'charge',
            type: 'traffic',
            subType: null,
            message: `Extra traffic of server ${server.name} (${server.region}): 1 TB block ${block} of the period from ${periodStart.slice(0, 10)}`,
            amountUnits: -blockUnits,
            status: 'applied',
            externalId: server.id,
            periodStart,
            // The unique (external_id, period_end) of the 24 h charges is not the traffic's.
            periodEnd: null,
            createdAt: at.toISOString(),
          });
        store.recordTrafficBlocks(
          { serverId: server.id, customerUuid, periodStart, blocks: period.extraBlocks },
          written,
        );
        charges += written.length;
      }
    }
    return charges;
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
        const traffic = chargeTraffic(customerUuid, at);
        charges += run.charges + traffic;
        if (run.charges + traffic > 0) guard?.check(customerUuid);
        if (run.next !== undefined) next = Math.min(next, run.next);
      }
      return { charges, nextRunAt: new Date(next) };
    },

    /** `GET /transactions/temporary/`: one pending charge per billed resource. */
    temporaryTransactions(customerUuid: string): TemporaryTransaction[] {
      const at = now();
      const deletedAfter = new Date(at.getTime() - PENDING_CHARGE_INTERVAL_MS);
      return accruing(customerUuid, at, deletedAfter).flatMap((resource) => {
        const charge = pendingCharge(resource.period, at);
        if (charge === undefined) return [];
        const amountUnits = toAccountUnits(charge.amountUnits, resource.currency);
        if (amountUnits === undefined) return [];
        return [
          {
            external_id: resource.externalId,
            type: resource.type,
            region: resource.region,
            currency: ACCOUNT_CURRENCY,
            amount: unitsToDecimal(amountUnits, 4),
            period_start: charge.periodStart.toISOString(),
            next_deduction_at: charge.nextDeductionAt.toISOString(),
          },
        ];
      });
    },

    /**
     * Starts billing a volume, floating IP or backup image the cloud reported (the cloud
     * modules' events, issue 14); the same resource reported twice is billed once.
     */
    resourceCreated(resource: Omit<StoredResource, 'deletedAt'>): void {
      store.addResource({ ...resource, deletedAt: null });
    },

    /** Stops billing a resource at `deletedAt` (its last period is still deducted once). */
    resourceDeleted(externalId: string, deletedAt: string): void {
      store.endResource(externalId, deletedAt);
    },

    /**
     * `GET /products/`: the products of the customer's live billed resources that match the
     * filter, newest first: its servers (with their plans) and its volumes, extra IPv4s and
     * backups (with their extras prices; one whose currency has no price list is not billed,
     * so not listed). `traffic` is no product (the route refuses it).
     */
    products(customerUuid: string, filter: ProductFilter = {}): BillingProduct[] {
      const at = now();
      const matches = (externalId: string, type: ProductType) =>
        (filter.externalId === undefined || externalId === filter.externalId) &&
        (filter.type === undefined || filter.type === type);
      const chosen = store.networkPlansOf(customerUuid);
      const servers = resources(customerUuid, at)
        .filter(live)
        .filter((resource) => matches(resource.server.id, 'server'))
        .map((resource) => productOf(resource, chosen));
      const pricesIn = extraPricesByRegion();
      const others = store
        .resourcesOf(deps.projectsOf(customerUuid), at.toISOString())
        .filter(
          (resource) => resource.deletedAt === null && matches(resource.externalId, resource.type),
        )
        .flatMap((resource) => {
          const billed = accruingResource(resource, pricesIn(resource.region));
          return billed === undefined ? [] : [resourceProductOf(resource, billed)];
        });
      const created = (product: BillingProduct) => Date.parse(product.created_at);
      return [...servers, ...others].sort((a, b) => created(b) - created(a));
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
