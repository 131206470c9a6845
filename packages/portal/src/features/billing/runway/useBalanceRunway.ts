import {
  balanceRunway,
  pendingHourlyRate,
  type BalanceRunway,
} from '@cloud-portal/domain/payments';
import { useMemo } from 'react';
import { useGetRatesQuery } from '../../control/ratesApi.ts';
import {
  SERVER_BILLING_POLL_MS,
  useListTemporaryTransactionsQuery,
} from '../../servers/billing/serverBillingApi.ts';
import { useListProductsQuery } from '../ledgerApi.ts';
import { resourceCharges, type ResourceCharge } from './hourlyCharges.ts';

const POLL = { pollingInterval: SERVER_BILLING_POLL_MS, skipPollingIfUnfocused: true } as const;

/** What {@link useBalanceRunway} answers. */
export interface BalanceRunwayState {
  /** Undefined until the pending charges (and products) have answered, or when they failed. */
  runway: BalanceRunway | undefined;
  /** The running resources' cost per hour, in dollars. */
  hourlyRate: number;
  /** The pending charges, in dollars, with their hourly prices. */
  charges: readonly ResourceCharge[] | undefined;
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

/**
 * How long the balance (dollars) lasts at the current hourly charges (issue 14): the pending
 * charges (polled every 20 s, §9, the same call as the server list) priced by their products.
 * @example const { runway } = useBalanceRunway(Number(customer.balance));
 */
export function useBalanceRunway(balance: number): BalanceRunwayState {
  const temporary = useListTemporaryTransactionsQuery(undefined, POLL);
  const products = useListProductsQuery();
  const needsRates = (products.data ?? []).some((product) => product.currency !== 'usd');
  const rates = useGetRatesQuery(undefined, { skip: !needsRates });
  const settled = !products.isLoading && !(needsRates && rates.isLoading);
  const { data } = temporary;
  const charges = useMemo(
    () =>
      data === undefined || !settled
        ? undefined
        : resourceCharges(data, products.data, rates.data ?? []),
    [data, settled, products.data, rates.data],
  );
  return useMemo(() => {
    const now = Date.now();
    const hourlyRate = charges ? pendingHourlyRate(charges, now) : 0;
    const pending = charges?.reduce((sum, charge) => sum + charge.amount, 0) ?? 0;
    const runway =
      charges === undefined || !Number.isFinite(balance)
        ? undefined
        : balanceRunway({ balance, pending, hourlyRate, now });
    return {
      runway,
      hourlyRate,
      charges,
      loading: temporary.isLoading || !settled,
      failed: temporary.isError && data === undefined,
      refetch: () => void temporary.refetch(),
    };
  }, [charges, balance, data, temporary.isLoading, temporary.isError, temporary.refetch, settled]);
}
