// Issue 14, "Billing events join the server page's activity timeline": the server's charges
// (ledger transactions of kind `charge` whose `external_id` is the server id, one per 24-hour
// period, §9) as timeline entries beside Nova's instance actions, all newest first.
import type { Transaction } from '@cloud-portal/api-client';
import type { ServerActivityEntry } from './serverActivity.ts';

/** A charge of the server, as the timeline shows it. */
export interface ServerChargeEvent {
  /** The transaction id. */
  id: number;
  /** When it was deducted (ISO). */
  at: string;
  /** The amount taken, in dollars, positive. */
  amount: number;
  /** The charged period (ISO), when the ledger says. */
  periodStart: string | null;
  periodEnd: string | null;
}

/** One line of the timeline: something done to the server, or a charge of it. */
export type TimelineEntry =
  | { kind: 'action'; at: string; key: string; action: ServerActivityEntry }
  | { kind: 'charge'; at: string; key: string; charge: ServerChargeEvent };

/**
 * The server's charges among ledger transactions (another resource's, a refill, a failed charge
 * are left out).
 * @example serverChargeEvents(page.results, server.id)[0].amount // 0.3936
 */
export function serverChargeEvents(
  transactions: readonly Transaction[],
  serverId: string,
): ServerChargeEvent[] {
  return transactions
    .filter(
      (transaction) =>
        transaction.kind === 'charge' &&
        transaction.external_id === serverId &&
        transaction.status !== 'failed',
    )
    .map((transaction) => ({
      id: transaction.id,
      at: transaction.created,
      amount: Math.abs(Number(transaction.amount)),
      periodStart: transaction.period_start,
      periodEnd: transaction.period_end,
    }));
}

/**
 * Actions and charges in one list, newest first (a stable sort: equal times keep actions first,
 * in Nova's order).
 * @example activityWithCharges(actions, charges).map((entry) => entry.kind) // ['charge', 'action', …]
 */
export function activityWithCharges(
  actions: readonly ServerActivityEntry[],
  charges: readonly ServerChargeEvent[],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...actions.map((action): TimelineEntry => ({
      kind: 'action',
      at: action.startedAt,
      key: `action-${action.requestId}`,
      action,
    })),
    ...charges.map((charge): TimelineEntry => ({
      kind: 'charge',
      at: charge.at,
      key: `charge-${String(charge.id)}`,
      charge,
    })),
  ];
  return entries.sort((first, second) => Date.parse(second.at) - Date.parse(first.at));
}
