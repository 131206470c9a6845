import { convertCurrency, formatAmount } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useBrand } from '../../../brand/BrandContext.tsx';
import { useGetRatesQuery } from '../../control/ratesApi.ts';

/**
 * Formats an account amount (dollars) the way the brand shows money (§9: rocket converts with
 * `rates/` and shows whole roubles; amounts under 0.01 get 4 decimals).
 * @example const format = useChargesFormatter(); format(0.42) // '$0.42' or '39 ₽'
 */
export function useChargesFormatter(): (dollars: number) => string {
  const brand = useBrand();
  const converts = brand.currency !== 'usd';
  const rates = useGetRatesQuery(undefined, { skip: !converts });
  return useCallback(
    (dollars: number) => {
      const amount = converts
        ? convertCurrency(dollars, 'usd', brand.currency, rates.data ?? [])
        : dollars;
      return amount === undefined
        ? formatAmount(dollars, { currency: 'usd' })
        : formatAmount(amount, { currency: brand.currency, roubleIntegers: brand.roubleIntegers });
    },
    [brand.currency, brand.roubleIntegers, converts, rates.data],
  );
}

/**
 * Pending charge per server id (§3 charges: the temporary transaction whose external_id is the
 * server id). Undefined until the billing endpoints are merged in (issue 13, server-billing).
 */
export function useServerChargesMap(): ReadonlyMap<string, number> | undefined {
  return undefined;
}
