import type { Database } from 'better-sqlite3';

/** A network plan a customer chose for a server (SPEC §7 change-network-plan). */
export interface NetworkPlanChoice {
  externalId: string;
  customerUuid: string;
  networkPlan: string;
  changedAt: string;
}

interface ChoiceRow {
  external_id: string;
  customer_uuid: string;
  network_plan: string;
  changed_at: string;
}

/** A type of billed resource kept by billing itself (servers are compute's). */
export type StoredResourceType = 'volume' | 'ipv4' | 'backup';

/** A billed resource known from the cloud modules' events (`billing_resources`). */
export interface StoredResource {
  externalId: string;
  type: StoredResourceType;
  projectId: string;
  region: string;
  name: string | null;
  /** GB billed (volumes, backups); null for an IPv4 address. */
  sizeGb: number | null;
  createdAt: string;
  deletedAt: string | null;
}

interface ResourceRow {
  external_id: string;
  type: StoredResourceType;
  project_id: string;
  region: string;
  name: string | null;
  size_gb: number | null;
  created_at: string;
  deleted_at: string | null;
}

const toResource = (row: ResourceRow): StoredResource => ({
  externalId: row.external_id,
  type: row.type,
  projectId: row.project_id,
  region: row.region,
  name: row.name,
  sizeGb: row.size_gb,
  createdAt: row.created_at,
  deletedAt: row.deleted_at,
});

/**
 * What a ledger row is for (`billing_transactions.kind`). A `refund` is negative: money of a
 * paid payment given back by staff (its external id is the payment's).
 */
export type TransactionKind = 'opening' | 'credit' | 'refill' | 'charge' | 'bonus' | 'refund';

/** Whether a ledger row counts towards the balance: only `applied` ones do. */
export type TransactionStatus = 'pending' | 'applied' | 'failed';

/** A ledger row (a balance change). */
export interface LedgerTransaction {
  id: number;
  customerUuid: string;
  kind: TransactionKind;
  type: string;
  subType: string | null;
  message: string;
  /** 1/10 000 of a dollar, signed: a credit is positive, a charge negative. */
  amountUnits: number;
  status: TransactionStatus;
  /** The charged resource (a server id) for a charge. */
  externalId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: string;
}

/** A ledger row to write (the id is the database's). */
export type NewLedgerTransaction = Omit<LedgerTransaction, 'id'>;

/** Filters of the transaction list; dates are UTC parts of `created_at`. */
export interface TransactionFilter {
  kind?: TransactionKind | undefined;
  year?: number | undefined;
  month?: number | undefined;
  day?: number | undefined;
}

/** The applied transactions of one UTC day and kind, summed. */
export interface TransactionGroupRow {
  /** `YYYY-MM-DD`. */
  date: string;
  kind: TransactionKind;
  amountUnits: number;
  count: number;
}

interface TransactionRow {
  id: number;
  customer_uuid: string;
  kind: TransactionKind;
  type: string;
  sub_type: string | null;
  message: string;
  amount_units: number;
  status: TransactionStatus;
  external_id: string | null;
  period_start: string | null;
  period_end: string | null;
  created_at: string;
}

const toTransaction = (row: TransactionRow): LedgerTransaction => ({
  id: row.id,
  customerUuid: row.customer_uuid,
  kind: row.kind,
  type: row.type,
  subType: row.sub_type,
  message: row.message,
  amountUnits: row.amount_units,
  status: row.status,
  externalId: row.external_id,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  createdAt: row.created_at,
});

const pad = (value: number | undefined, width: number) =>
  value === undefined ? null : String(value).padStart(width, '0');

/**
 * The billing module's SQL: the network plans customers chose, the ledger, the billed resources
 * known from the cloud's events and the extra-traffic blocks charged.
 *
 * @example
 * const store = billingStore(db);
 * store.chooseNetworkPlan({ externalId, customerUuid, networkPlan: '2gbps', changedAt: now });
 * store.networkPlansOf(customerUuid).get(externalId); // '2gbps'
 */
export function billingStore(db: Database) {
  const upsert = db.prepare<[ChoiceRow]>(
    `INSERT INTO billing_network_plans (external_id, customer_uuid, network_plan, changed_at)
     VALUES (@external_id, @customer_uuid, @network_plan, @changed_at)
     ON CONFLICT (external_id) DO UPDATE SET network_plan = excluded.network_plan,
       changed_at = excluded.changed_at
     WHERE billing_network_plans.customer_uuid = excluded.customer_uuid`,
  );
  const ofCustomer = db.prepare<[string], ChoiceRow>(
    'SELECT * FROM billing_network_plans WHERE customer_uuid = ?',
  );
  const insertTransaction = db.prepare<[Omit<TransactionRow, 'id'>]>(
    `INSERT INTO billing_transactions (customer_uuid, kind, type, sub_type, message, amount_units,
       status, external_id, period_start, period_end, created_at)
     VALUES (@customer_uuid, @kind, @type, @sub_type, @message, @amount_units, @status,
       @external_id, @period_start, @period_end, @created_at)`,
  );
  const balance = db.prepare<[string], { units: number }>(
    `SELECT coalesce(sum(amount_units), 0) AS units FROM billing_transactions
     WHERE customer_uuid = ? AND status = 'applied'`,
  );
  const fundTotals = db.prepare<[string], { added: number; spent: number }>(
    `SELECT
       -- A refund (negative) takes back funds that a payment added: added is net of refunds.
       coalesce(sum(CASE WHEN kind IN ('refill', 'bonus', 'refund') THEN amount_units END), 0)
         AS added,
       coalesce(-sum(CASE WHEN kind = 'charge' THEN amount_units END), 0) AS spent
     FROM billing_transactions WHERE customer_uuid = ? AND status = 'applied'`,
  );
  const filtered = `customer_uuid = @customer AND (@kind IS NULL OR kind = @kind)
    AND (@year IS NULL OR substr(created_at, 1, 4) = @year)
    AND (@month IS NULL OR substr(created_at, 6, 2) = @month)
    AND (@day IS NULL OR substr(created_at, 9, 2) = @day)`;
  type FilterParams = {
    customer: string;
    kind: string | null;
    year: string | null;
    month: string | null;
    day: string | null;
  };
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], TransactionRow>(
    `SELECT * FROM billing_transactions WHERE ${filtered}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const countOf = db.prepare<[FilterParams], { n: number }>(
    `SELECT count(*) AS n FROM billing_transactions WHERE ${filtered}`,
  );
  const byId = db.prepare<[string, number], TransactionRow>(
    'SELECT * FROM billing_transactions WHERE customer_uuid = ? AND id = ?',
  );
  const groupsBy = `FROM billing_transactions
    WHERE customer_uuid = @customer AND status = 'applied' AND (@kind IS NULL OR kind = @kind)
    GROUP BY substr(created_at, 1, 10), kind`;
  const groupPage = db.prepare<
    [{ customer: string; kind: string | null; limit: number; offset: number }],
    { date: string; kind: TransactionKind; units: number; n: number }
  >(
    `SELECT substr(created_at, 1, 10) AS date, kind, sum(amount_units) AS units, count(*) AS n
     ${groupsBy} ORDER BY date DESC, kind LIMIT @limit OFFSET @offset`,
  );
  const groupCount = db.prepare<[{ customer: string; kind: string | null }], { n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 ${groupsBy})`,
  );
  const cursor = db.prepare<[string], { deducted_until: string }>(
    'SELECT deducted_until FROM billing_deductions WHERE external_id = ?',
  );
  const moveCursor = db.prepare<[{ external_id: string; customer_uuid: string; until: string }]>(
    `INSERT INTO billing_deductions (external_id, customer_uuid, deducted_until)
     VALUES (@external_id, @customer_uuid, @until)
     ON CONFLICT (external_id) DO UPDATE SET deducted_until = excluded.deducted_until
     WHERE excluded.deducted_until > billing_deductions.deducted_until`,
  );
  const insertResource = db.prepare<[ResourceRow]>(
    `INSERT INTO billing_resources (external_id, type, project_id, region, name, size_gb,
       created_at, deleted_at)
     VALUES (@external_id, @type, @project_id, @region, @name, @size_gb, @created_at, @deleted_at)
     ON CONFLICT (external_id) DO NOTHING`,
  );
  const endResource = db.prepare<[{ external_id: string; deleted_at: string }]>(
    `UPDATE billing_resources SET deleted_at = max(@deleted_at, created_at)
     WHERE external_id = @external_id AND deleted_at IS NULL`,
  );
  const resourcesOfProject = db.prepare<[string, string], ResourceRow>(
    `SELECT * FROM billing_resources WHERE project_id = ? AND (deleted_at IS NULL OR deleted_at > ?)
     ORDER BY created_at DESC, external_id DESC`,
  );
  const trafficBlocks = db.prepare<[string, string], { blocks: number }>(
    'SELECT blocks FROM billing_traffic_blocks WHERE server_id = ? AND period_start = ?',
  );
  const setTrafficBlocks = db.prepare<
    [{ server_id: string; period_start: string; customer_uuid: string; blocks: number }]
  >(
    `INSERT INTO billing_traffic_blocks (server_id, period_start, customer_uuid, blocks)
     VALUES (@server_id, @period_start, @customer_uuid, @blocks)
     ON CONFLICT (server_id, period_start) DO UPDATE SET blocks = excluded.blocks
     WHERE excluded.blocks > billing_traffic_blocks.blocks`,
  );
  const add = (transaction: NewLedgerTransaction): number =>
    Number(
      insertTransaction.run({
        customer_uuid: transaction.customerUuid,
        kind: transaction.kind,
        type: transaction.type,
        sub_type: transaction.subType,
        message: transaction.message,
        amount_units: transaction.amountUnits,
        status: transaction.status,
        external_id: transaction.externalId,
        period_start: transaction.periodStart,
        period_end: transaction.periodEnd,
        created_at: transaction.createdAt,
      }).lastInsertRowid,
    );
  const filterParams = (customerUuid: string, filter: TransactionFilter): FilterParams => ({
    customer: customerUuid,
    kind: filter.kind ?? null,
    year: pad(filter.year, 4),
    month: pad(filter.month, 2),
    day: pad(filter.day, 2),
  });

  return {
    /** Writes a ledger row; answers its id. */
    addTransaction: add,
    /**
     * Writes the charges of one resource's due periods and moves its cursor to `until` (the end
     * of the last period), in one database transaction: both or neither survive a crash.
     */
    recordDeductions(
      resource: { externalId: string; customerUuid: string; until: string },
      charges: readonly NewLedgerTransaction[],
    ): void {
      db.transaction(() => {
        for (const charge of charges) add(charge);
        moveCursor.run({
          external_id: resource.externalId,
          customer_uuid: resource.customerUuid,
          until: resource.until,
        });
      })();
    },
    /**
     * Starts billing a resource (an event's creation); a resource already known is left as it
     * is (an event delivered twice bills once).
     */
    addResource(resource: StoredResource): void {
      insertResource.run({
        external_id: resource.externalId,
        type: resource.type,
        project_id: resource.projectId,
        region: resource.region,
        name: resource.name,
        size_gb: resource.sizeGb,
        created_at: resource.createdAt,
        deleted_at: resource.deletedAt,
      });
    },
    /** Stops billing a resource at `deletedAt` (never before its creation; the first end wins). */
    endResource(externalId: string, deletedAt: string): void {
      endResource.run({ external_id: externalId, deleted_at: deletedAt });
    },
    /** The resources of the projects that were live after `deletedAfter`, newest first. */
    resourcesOf(projectIds: readonly string[], deletedAfter: string): StoredResource[] {
      return projectIds
        .flatMap((projectId) => resourcesOfProject.all(projectId, deletedAfter))
        .map(toResource)
        .sort(
          (a, b) =>
            b.createdAt.localeCompare(a.createdAt) || b.externalId.localeCompare(a.externalId),
        );
    },
    /** The extra-traffic blocks of a server's monthly period already charged (§9). */
    trafficBlocksCharged(serverId: string, periodStart: string): number {
      return trafficBlocks.get(serverId, periodStart)?.blocks ?? 0;
    },
    /**
     * Writes the charges of a server's new extra-traffic blocks and the count charged so far in
     * its period, in one database transaction: both or neither survive a crash.
     */
    recordTrafficBlocks(
      block: { serverId: string; customerUuid: string; periodStart: string; blocks: number },
      charges: readonly NewLedgerTransaction[],
    ): void {
      db.transaction(() => {
        for (const charge of charges) add(charge);
        setTrafficBlocks.run({
          server_id: block.serverId,
          period_start: block.periodStart,
          customer_uuid: block.customerUuid,
          blocks: block.blocks,
        });
      })();
    },
    /** The end of the last period of a resource written to the ledger. */
    deductedUntil(externalId: string): string | undefined {
      return cursor.get(externalId)?.deducted_until;
    },
    /** The sum of the customer's applied transactions, in 1/10 000 units. */
    balanceUnits(customerUuid: string): number {
      return balance.get(customerUuid)?.units ?? 0;
    },
    /**
     * Units added by payments and bonuses less what was refunded of them, and spent by charges
     * (both ≥ 0: a payment's refunds never exceed it).
     */
    fundTotals(customerUuid: string): { addedUnits: number; spentUnits: number } {
      const row = fundTotals.get(customerUuid);
      return { addedUnits: row?.added ?? 0, spentUnits: row?.spent ?? 0 };
    },
    /** A page of the customer's transactions, newest first, and how many match. */
    transactions(
      customerUuid: string,
      filter: TransactionFilter,
      limit: number,
      offset: number,
    ): { count: number; rows: LedgerTransaction[] } {
      const params = filterParams(customerUuid, filter);
      return {
        count: countOf.get(params)?.n ?? 0,
        rows: page.all({ ...params, limit, offset }).map(toTransaction),
      };
    },
    /** One of the customer's transactions (another customer's is undefined). */
    transaction(customerUuid: string, id: number): LedgerTransaction | undefined {
      const row = byId.get(customerUuid, id);
      return row === undefined ? undefined : toTransaction(row);
    },
    /** A page of the customer's day-and-kind groups, newest day first, and how many there are. */
    transactionGroups(
      customerUuid: string,
      kind: TransactionKind | undefined,
      limit: number,
      offset: number,
    ): { count: number; rows: TransactionGroupRow[] } {
      const params = { customer: customerUuid, kind: kind ?? null };
      return {
        count: groupCount.get(params)?.n ?? 0,
        rows: groupPage.all({ ...params, limit, offset }).map((row) => ({
          date: row.date,
          kind: row.kind,
          amountUnits: row.units,
          count: row.n,
        })),
      };
    },
    /**
     * Records the customer's choice for a resource (the caller checked that it is theirs; a row
     * of another customer is never overwritten).
     */
    chooseNetworkPlan(choice: NetworkPlanChoice): void {
      upsert.run({
        external_id: choice.externalId,
        customer_uuid: choice.customerUuid,
        network_plan: choice.networkPlan,
        changed_at: choice.changedAt,
      });
    },
    /** The customer's choices, by resource id. */
    networkPlansOf(customerUuid: string): Map<string, string> {
      return new Map(
        ofCustomer.all(customerUuid).map((row) => [row.external_id, row.network_plan]),
      );
    },
  };
}

/** The billing store's interface. */
export type BillingStore = ReturnType<typeof billingStore>;
