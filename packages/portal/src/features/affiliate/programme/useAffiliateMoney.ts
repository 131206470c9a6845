import { exchangeRate, formatAmount } from '@cloud-portal/domain/money';
import { useCallback, useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext.tsx';
import { useBrandMoney } from '../../control/useBrandMoney.ts';
import { useGetRatesQuery } from '../../control/ratesApi.ts';
import { DOLLARS, type PayoutCurrency } from './payoutDraft.ts';

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
  const brand = useBrand();
  const brandMoney = useBrandMoney();
  const converts = brand.currency !== 'usd';
  const rates = useGetRatesQuery(undefined, { skip: !converts });
  const rate = converts ? exchangeRate('usd', brand.currency, rates.data ?? []) : 1;
  const shown = useMemo<PayoutCurrency>(
    () =>
      rate === undefined
        ? DOLLARS
        : { currency: brand.currency, rate, wholeUnits: brand.roubleIntegers },
    [brand.currency, brand.roubleIntegers, rate],
  );
  const money = useCallback(
    (dollars: string) => {
      const { amount, currency, roubleIntegers } = brandMoney(Number(dollars));
      return formatAmount(amount, { currency, roubleIntegers });
    },
    [brandMoney],
  );
  const units = useCallback(
    (value: number) =>
      formatAmount(shown.wholeUnits ? value : value / 100, {
        currency: shown.currency,
        roubleIntegers: shown.wholeUnits,
      }),
    [shown],
  );
  return { money, shown, units };
}
