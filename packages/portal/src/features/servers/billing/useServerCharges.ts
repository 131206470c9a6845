import type { TemporaryTransaction } from '@cloud-portal/api-client';
import { useMemo } from 'react';
import { SERVER_BILLING_POLL_MS, useListTemporaryTransactionsQuery } from './serverBillingApi.ts';

/** A server's pending charge (§3 Server derived field `charges`), in the account's dollars. */
export interface ServerCharge {
  /** What it accrued since its last deduction, in dollars (the account's currency). */
  amount: number;
  /** Where the amount starts: the last deduction or the server's creation (ISO time). */
  periodStart: string;
  /** When the amount is deducted (ISO time, §9: every 24 hours). */
  nextDeductionAt: string;
}

/** What {@link useServerCharge} answers. */
export interface ServerChargeState {
  /** The server's pending charge; undefined while loading, or when it has none (yet). */
  charge: ServerCharge | undefined;
  /** The first answer has not come yet. */
  loading: boolean;
  /** The last read failed (the last answer is kept). */
  failed: boolean;
  /** Reads them again now (a retry button). */
  refetch: () => void;
}

const POLL = { pollingInterval: SERVER_BILLING_POLL_MS, skipPollingIfUnfocused: true } as const;

// Every account amount is in dollars (the sandbox's `currency` says `usd`); one in another
// currency would be a contract change this code does not know how to add up: left out.
const inDollars = (transaction: TemporaryTransaction) => transaction.currency === 'usd';

/**
 * §3 Server `charges` for the server list: server id → pending amount in the account's dollars
 * (the temporary transaction whose `external_id` is the server id), from one
 * `transactions/temporary/` call re-read every 20 s (§9) while something shows it; undefined
 * until the first answer. The map keeps its reference until an answer changes it, so a list of
 * 300 rows re-renders only then. Format with the brand's money rule (`useChargesFormatter`).
 * @example
 * const charges = useServerCharges();
 * charges?.get(server.id); // 0.082
 */
export function useServerCharges(): ReadonlyMap<string, number> | undefined {
  const { data } = useListTemporaryTransactionsQuery(undefined, POLL);
  return useMemo(
    () =>
      data === undefined
        ? undefined
        : new Map(
            data
              .filter(inDollars)
              .map((transaction) => [transaction.external_id, Number(transaction.amount)]),
          ),
    [data],
  );
}

/**
 * One server's pending charge with its period (the billing tab), from the same polled call as
 * {@link useServerCharges}.
 * @example const { charge, loading, failed, refetch } = useServerCharge(server.id);
 */
export function useServerCharge(serverId: string): ServerChargeState {
  const { data, isLoading, isError, refetch } = useListTemporaryTransactionsQuery(undefined, POLL);
  const transaction = data?.find(
    (candidate) => candidate.external_id === serverId && inDollars(candidate),
  );
  const charge = useMemo(
    () =>
      transaction === undefined
        ? undefined
        : {
            amount: Number(transaction.amount),
            periodStart: transaction.period_start,
            nextDeductionAt: transaction.next_deduction_at,
          },
    [transaction],
  );
  return { charge, loading: isLoading, failed: isError, refetch: () => void refetch() };
}
