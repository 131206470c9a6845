import { convertCurrency, type Currency } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useBrand } from '../../brand/BrandContext.tsx';
import { useGetRatesQuery } from './ratesApi.ts';

/** An account amount in the currency the brand shows, ready for `formatAmount`/`formatBalance`. */
export interface BrandMoney {
  amount: number;
  currency: Currency;
  /** The brand's rouble variant (§9: whole roubles); false when the amount stays in dollars. */
  roubleIntegers: boolean;
}

/**
 * Converts account amounts (kept in dollars) into the brand's currency (§9: a brand showing
 * another currency converts with `rates/`; §3: 92 USD → RUB when absent). With no rate for the
 * brand's currency (a euro brand before rates/ answers) the amount stays in dollars, not a guess.
 * @example const money = useBrandMoney(); const { amount, currency } = money(0.42);
 */
export function useBrandMoney(): (dollars: number) => BrandMoney {
  const brand = useBrand();
  const converts = brand.currency !== 'usd';
  const rates = useGetRatesQuery(undefined, { skip: !converts });
  return useCallback(
    (dollars: number) => {
      const amount = converts
        ? convertCurrency(dollars, 'usd', brand.currency, rates.data ?? [])
        : dollars;
      return amount === undefined
        ? { amount: dollars, currency: 'usd', roubleIntegers: false }
        : { amount, currency: brand.currency, roubleIntegers: brand.roubleIntegers };
    },
    [brand.currency, brand.roubleIntegers, converts, rates.data],
  );
}
