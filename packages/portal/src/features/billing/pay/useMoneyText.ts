import { formatAmount } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useBrandMoney } from '../../control/useBrandMoney.ts';

/**
 * Dollars as the brand shows money (§9 display: the brand's currency via `useBrandMoney`).
 * @example const money = useMoneyText(); money(10.5) // '$10.50'
 */
export function useMoneyText(): (dollars: number) => string {
  const money = useBrandMoney();
  return useCallback(
    (dollars: number) => {
      const { amount, currency, roubleIntegers } = money(dollars);
      return formatAmount(amount, { currency, roubleIntegers });
    },
    [money],
  );
}
