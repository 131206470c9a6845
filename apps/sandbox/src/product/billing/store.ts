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

/**
 * The billing module's SQL: the network plans customers chose.
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
  return {
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
