import { formatAmount } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useBrandMoney } from '../../control/useBrandMoney.ts';
import { useServerCharges } from '../billing/useServerCharges.ts';

/**
 * Formats an account amount (dollars) the way the brand shows money (§9: rocket converts with
 * `rates/` and shows whole roubles; amounts under 0.01 get 4 decimals).
 * @example const format = useChargesFormatter(); format(0.42) // '$0.42' or '39 ₽'
 */
export function useChargesFormatter(): (dollars: number) => string {
  const money = useBrandMoney();
  return useCallback(
    (dollars: number) => {
      const { amount, currency, roubleIntegers } = money(dollars);
      return formatAmount(amount, { currency, roubleIntegers });
    },
    [money],
  );
}

/**
 * Pending charge per server id in dollars (§3 charges: the temporary transaction whose
 * external_id is the server id), undefined until the first answer (billing/useServerCharges).
 */
export function useServerChargesMap(): ReadonlyMap<string, number> | undefined {
  return useServerCharges();
}
