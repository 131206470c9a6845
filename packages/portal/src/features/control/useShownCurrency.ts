import { exchangeRate } from '@cloud-portal/domain/money';
import { useMemo } from 'react';
import { useBrand } from '../../brand/BrandContext.tsx';
import { useGetRatesQuery } from './ratesApi.ts';
import { SHOWN_DOLLARS, type ShownCurrency } from './shownCurrency.ts';

/** The brand's shown currency, and whether `rates/` has answered (or failed) yet. */
export interface ShownCurrencyState {
  shown: ShownCurrency;
  /** False while a converting brand still waits for `rates/` (the default rate is shown). */
  settled: boolean;
}

/**
 * The currency the brand shows amounts in and the customer types them in (§9 display): the
 * brand's currency at the `rates/` rate (§3: 92 USD → RUB when absent), whole units on the
 * rouble variant; dollars for a dollar brand, and for a brand whose rate is unknown (never a
 * guessed rate). Account amounts and requests stay in dollars (`shownCurrency.ts` converts).
 * @example const { shown } = useShownCurrency(); formatUnits(centsToUnits(1000, shown), shown) // '$10.00' or '920 ₽'
 */
export function useShownCurrency(): ShownCurrencyState {
  const brand = useBrand();
  const converts = brand.currency !== 'usd';
  const rates = useGetRatesQuery(undefined, { skip: !converts });
  const rate = converts ? exchangeRate('usd', brand.currency, rates.data ?? []) : 1;
  const shown = useMemo<ShownCurrency>(
    () =>
      rate === undefined || !converts
        ? SHOWN_DOLLARS
        : { currency: brand.currency, rate, wholeUnits: brand.roubleIntegers },
    [brand.currency, brand.roubleIntegers, converts, rate],
  );
  return { shown, settled: !converts || !rates.isLoading };
}
