/** Currencies the portal shows amounts in (§9 Display). */
export type Currency = 'usd' | 'eur' | 'rub';

/** Every supported currency, in a stable order (for selects and property tests). */
export const CURRENCIES: readonly Currency[] = ['usd', 'eur', 'rub'];

/**
 * The display symbol of a currency (§9: $, €, ₽).
 *
 * @example
 * currencySymbol('eur'); // '€'
 */
export function currencySymbol(currency: Currency): string {
  switch (currency) {
    case 'usd':
      return '$';
    case 'eur':
      return '€';
    case 'rub':
      return '₽';
    default:
      return currency satisfies never;
  }
}

/**
 * Narrows an arbitrary string (for example a region's `currency` field from the API) to a
 * `Currency`. Case-insensitive; returns `undefined` for anything unsupported.
 *
 * @example
 * parseCurrency('USD'); // 'usd'
 * parseCurrency('gbp'); // undefined
 */
export function parseCurrency(value: string): Currency | undefined {
  const lower = value.trim().toLowerCase();
  return (CURRENCIES as readonly string[]).includes(lower) ? (lower as Currency) : undefined;
}
