import { formatDecimal } from '../format/decimal.ts';
import { currencySymbol, type Currency } from './currency.ts';

// §9 Display. One placement rule for every amount on every brand:
// - `$` and `€` go before the number: '$10.00', '€0.0050'.
// - `₽` goes after the number, separated by a no-break space (U+00A0): '150 ₽' — what Russian
//   readers expect, and the space never breaks the symbol onto a new line.
// - A minus sign always comes first: '-$10.00', '-150 ₽'. An amount that rounds to zero has no sign.
// - Rouble amounts of five or more integer digits are grouped by three with no-break spaces,
//   as Russian typography writes them ('12 500 ₽'; four digits stay whole: '2300 ₽').
// Numbers are otherwise locale-independent: '.' decimals, no thousands grouping (see
// ../format/decimal.ts).

/** Options of `formatAmount`. */
export interface FormatAmountOptions {
  /** Currency of the amount. */
  readonly currency: Currency;
  /**
   * The rouble variant (§9): rouble amounts are shown as whole roubles, rounded half away from
   * zero. Has no effect on other currencies. Default: false.
   */
  readonly roubleIntegers?: boolean;
}

/** Options of `formatBalance`. */
export interface FormatBalanceOptions {
  /** As in `FormatAmountOptions`: whole roubles for rouble balances. Default: false. */
  readonly roubleIntegers?: boolean;
}

const SMALL_AMOUNT_LIMIT = 0.01;

/**
 * How many decimals `formatAmount` shows for an amount (§9): 0 for whole roubles in the rouble
 * variant, 4 when the absolute value is below 0.01 (and not 0), otherwise 2. The test is on the
 * unrounded amount, so 0.00999 shows as 0.0100.
 *
 * @example
 * amountFractionDigits(0.005, { currency: 'usd' }); // 4
 * amountFractionDigits(12, { currency: 'rub', roubleIntegers: true }); // 0
 */
export function amountFractionDigits(amount: number, options: FormatAmountOptions): 0 | 2 | 4 {
  if (options.roubleIntegers === true && options.currency === 'rub') return 0;
  const magnitude = Math.abs(amount);
  return magnitude > 0 && magnitude < SMALL_AMOUNT_LIMIT ? 4 : 2;
}

/**
 * Formats a price, charge or transaction amount with its currency symbol (§9 Display).
 * Throws a RangeError for NaN or infinite amounts.
 *
 * @example
 * formatAmount(10, { currency: 'usd' }); // '$10.00'
 * formatAmount(0.005, { currency: 'eur' }); // '€0.0050'
 * formatAmount(-10, { currency: 'usd' }); // '-$10.00'
 * formatAmount(149.6, { currency: 'rub', roubleIntegers: true }); // '150\u00a0₽'
 */
export function formatAmount(amount: number, options: FormatAmountOptions): string {
  return withCurrencySymbol(
    formatDecimal(amount, amountFractionDigits(amount, options)),
    options.currency,
  );
}

/**
 * Formats the account balance (§9): always 2 decimals, even for tiny values; whole roubles in
 * the rouble variant. Same symbol placement as `formatAmount`.
 *
 * @example
 * formatBalance(0.005, 'usd'); // '$0.01'
 * formatBalance(-3.2, 'eur'); // '-€3.20'
 * formatBalance(1234.5, 'rub', { roubleIntegers: true }); // '1235\u00a0₽'
 */
export function formatBalance(
  balance: number,
  currency: Currency,
  options: FormatBalanceOptions = {},
): string {
  const fractionDigits = options.roubleIntegers === true && currency === 'rub' ? 0 : 2;
  return withCurrencySymbol(formatDecimal(balance, fractionDigits), currency);
}

/**
 * Groups the integer digits of an unsigned decimal by three with no-break spaces (U+00A0) when
 * there are five or more of them, the Russian rule for numbers (four-digit numbers are written
 * whole). The fraction is left as it is.
 * @example groupedFromFiveDigits('1234567.50') // '1\u00a0234\u00a0567.50'
 * @example groupedFromFiveDigits('2300') // '2300'
 */
function groupedFromFiveDigits(digits: string): string {
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  if (whole.length < 5) return digits;
  return whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0') + digits.slice(whole.length);
}

/**
 * Places the currency symbol around an already formatted signed number, by the placement rule
 * above (for a price whose decimals come from elsewhere, such as an hourly rate with the API's
 * 4 decimals).
 *
 * @example
 * withCurrencySymbol('-0.0164', 'usd'); // '-$0.0164'
 * withCurrencySymbol('0.3781', 'rub'); // '0.3781\u00a0₽'
 * withCurrencySymbol('-12500', 'rub'); // '-12\u00a0500\u00a0₽'
 */
export function withCurrencySymbol(signedDigits: string, currency: Currency): string {
  const negative = signedDigits.startsWith('-');
  const digits = negative ? signedDigits.slice(1) : signedDigits;
  const sign = negative ? '-' : '';
  const symbol = currencySymbol(currency);
  switch (currency) {
    case 'usd':
    case 'eur':
      return `${sign}${symbol}${digits}`;
    case 'rub':
      return `${sign}${groupedFromFiveDigits(digits)}\u00a0${symbol}`;
    default:
      return currency satisfies never;
  }
}
