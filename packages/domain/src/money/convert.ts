import { DEFAULT_USD_RUB_RATE } from '../constants/index.ts';
import type { Currency } from './currency.ts';

/** One exchange rate (§3 Exchange rate: curr_from, curr_to, rate): 1 `from` = `rate` `to`. */
export interface ExchangeRate {
  readonly from: Currency;
  readonly to: Currency;
  readonly rate: number;
}

/**
 * The rate to convert `from` into `to`: 1 for the same currency, else a direct entry of `rates`,
 * else the inverse of the opposite entry, else the §3 default of 92 for USD → RUB (and 1/92 for
 * RUB → USD). Entries whose rate is not a finite positive number are ignored as if absent.
 * Returns `undefined` when no rate is known (for example EUR → RUB with an empty list).
 *
 * @example
 * exchangeRate('usd', 'rub'); // 92
 * exchangeRate('usd', 'rub', [{ from: 'usd', to: 'rub', rate: 95.5 }]); // 95.5
 */
export function exchangeRate(
  from: Currency,
  to: Currency,
  rates: readonly ExchangeRate[] = [],
): number | undefined {
  if (from === to) return 1;
  const usable = rates.filter((entry) => Number.isFinite(entry.rate) && entry.rate > 0);
  const direct = usable.find((entry) => entry.from === from && entry.to === to);
  if (direct) return direct.rate;
  const inverse = usable.find((entry) => entry.from === to && entry.to === from);
  if (inverse) return 1 / inverse.rate;
  if (from === 'usd' && to === 'rub') return DEFAULT_USD_RUB_RATE;
  if (from === 'rub' && to === 'usd') return 1 / DEFAULT_USD_RUB_RATE;
  return undefined;
}

/**
 * Converts an amount with `exchangeRate` (unrounded: round when formatting). Returns `undefined`
 * when no rate is known for the pair.
 *
 * @example
 * convertCurrency(10, 'usd', 'rub'); // 920 (default rate)
 * convertCurrency(920, 'rub', 'usd', [{ from: 'usd', to: 'rub', rate: 92 }]); // 10
 */
export function convertCurrency(
  amount: number,
  from: Currency,
  to: Currency,
  rates: readonly ExchangeRate[] = [],
): number | undefined {
  const rate = exchangeRate(from, to, rates);
  return rate === undefined ? undefined : amount * rate;
}
