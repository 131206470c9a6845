import { parseCurrency, type Currency } from '@cloud-portal/domain/money';
import { useMemo } from 'react';
import { SERVER_BILLING_POLL_MS, useListTemporaryTransactionsQuery } from './serverBillingApi.ts';

/** A server's pending charge (§3 Server derived field `charges`). */
export interface ServerCharge {
  /** What it accrued since its last deduction, in `currency` (the region's). */
  amount: number;
  currency: Currency;
  /** Where the amount starts: the last deduction or the server's creation (ISO time). */
  periodStart: string;
  /** When the amount is deducted (ISO time, §9: every 24 hours). */
  nextDeductionAt: string;
}

/** What {@link useServerCharges} answers. */
export interface ServerCharges {
  /** Server id → its pending charge; a server without an entry has none (yet). */
  byServer: ReadonlyMap<string, ServerCharge>;
  /** The first answer has not come yet. */
  loading: boolean;
  /** The last read failed (the map keeps the last answer it had). */
  failed: boolean;
  /** Reads them again now (a retry button). */
  refetch: () => void;
}

const NONE: ReadonlyMap<string, ServerCharge> = new Map();

/**
 * §3 Server `charges`: the pending amount of every server of the customer (the temporary
 * transaction whose `external_id` is the server id), from one `transactions/temporary/` call,
 * re-read every 20 s (§9) while something shows it. The map keeps its reference until an answer
 * changes it, so a list of 300 rows re-renders only then.
 * @example
 * const { byServer } = useServerCharges();
 * const charge = byServer.get(server.id); // { amount: 0.082, currency: 'usd', periodStart, nextDeductionAt }
 */
export function useServerCharges(): ServerCharges {
  const { data, isLoading, isError, refetch } = useListTemporaryTransactionsQuery(undefined, {
    pollingInterval: SERVER_BILLING_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const byServer = useMemo(() => {
    if (data === undefined) return NONE;
    const map = new Map<string, ServerCharge>();
    for (const transaction of data) {
      const currency = parseCurrency(transaction.currency);
      if (currency === undefined) continue;
      map.set(transaction.external_id, {
        amount: Number(transaction.amount),
        currency,
        periodStart: transaction.period_start,
        nextDeductionAt: transaction.next_deduction_at,
      });
    }
    return map;
  }, [data]);
  return {
    byServer,
    loading: isLoading,
    failed: isError,
    refetch: () => void refetch(),
  };
}
