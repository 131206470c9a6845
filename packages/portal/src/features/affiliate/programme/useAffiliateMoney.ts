import { formatAmount } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useBrandMoney } from '../../control/useBrandMoney.ts';
import { formatUnits } from '../../control/shownCurrency.ts';
import { useShownCurrency } from '../../control/useShownCurrency.ts';
import type { PayoutCurrency } from './payoutDraft.ts';

/** How the affiliate screen shows money, and the currency its pay-out amount is typed in. */
export interface AffiliateMoney {
  /** An API `Decimal` in dollars as the brand shows money (`'20.00'` → `'$20.00'` or `'1840 ₽'`). */
  money: (dollars: string) => string;
  /** The currency amounts are typed in, with its rate from dollars. */
  shown: PayoutCurrency;
  /** An amount already in the shown currency's smallest unit (cents or whole roubles), shown. */
  units: (units: number) => string;
}

/**
 * The affiliate screen's money (§9 display): commissions, totals and pay-outs are kept in
 * dollars and shown in the brand's currency at the `rates/` rate, as the billing screens show
 * them (`useBrandMoney`); the rouble brand in whole roubles. Without a rate for the brand's
 * currency everything stays in dollars, typing included (never a guessed rate).
 * @example const { money } = useAffiliateMoney(); money('20.00') // '$20.00' or '1840 ₽'
 */
export function useAffiliateMoney(): AffiliateMoney {
  const brandMoney = useBrandMoney();
  // The same rate and brand currency as the billing pay-with form (one place decides them).
  const { shown } = useShownCurrency();
  const money = useCallback(
    (dollars: string) => {
      const { amount, currency, roubleIntegers } = brandMoney(Number(dollars));
      return formatAmount(amount, { currency, roubleIntegers });
    },
    [brandMoney],
  );
  const units = useCallback((value: number) => formatUnits(value, shown), [shown]);
  return { money, shown, units };
}
