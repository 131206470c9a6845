import type { Currency } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useShownCurrency } from './useShownCurrency.ts';

/** An account amount in the currency the brand shows, ready for `formatAmount`/`formatBalance`. */
export interface BrandMoney {
  amount: number;
  currency: Currency;
  /** The brand's rouble variant (§9: whole roubles); false when the amount stays in dollars. */
  roubleIntegers: boolean;
}

/**
 * Converts account amounts (kept in dollars) into the brand's currency (§9: a brand showing
 * another currency converts with `rates/`; §3: 92 USD → RUB when absent), unrounded, at the
 * rate `useShownCurrency` resolves. With no rate for the brand's currency (a euro brand before
 * rates/ answers) the amount stays in dollars, not a guess.
 * @example const money = useBrandMoney(); const { amount, currency } = money(0.42);
 */
export function useBrandMoney(): (dollars: number) => BrandMoney {
  const { shown } = useShownCurrency();
  return useCallback(
    (dollars: number) => ({
      amount: dollars * shown.rate,
      currency: shown.currency,
      roubleIntegers: shown.wholeUnits,
    }),
    [shown],
  );
}
