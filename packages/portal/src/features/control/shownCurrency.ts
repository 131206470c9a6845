import { formatAmount, type Currency } from '@cloud-portal/domain/money';

// §9 display: the account and the product API keep money in dollars (whole cents in requests);
// a brand that shows another currency converts at the `rates/` rate, and the rouble variant
// shows (and has the customer type) whole roubles. These are the conversions between the two,
// in integers of each side's smallest unit, so what is typed and what is sent can be checked
// against each other exactly.

/** The currency a screen shows and the customer types amounts in, with its rate from dollars. */
export interface ShownCurrency {
  currency: Currency;
  /** Shown units per dollar (1 for dollars, 92 for roubles at the §3 default rate). */
  rate: number;
  /** Whole units only (§9: the rouble variant shows integer roubles). */
  wholeUnits: boolean;
}

/** Dollars as they are: the default brand. */
export const SHOWN_DOLLARS: ShownCurrency = { currency: 'usd', rate: 1, wholeUnits: false };

/**
 * Smallest units of the shown currency in one of it: 1 for whole roubles, 100 for cents.
 * @example unitsPerWhole({ currency: 'rub', rate: 92, wholeUnits: true }) // 1
 */
export const unitsPerWhole = (shown: ShownCurrency): number => (shown.wholeUnits ? 1 : 100);

/** Removes the float dust of a conversion (919.9999999 → 920) before rounding. */
const settle = (value: number) => Math.round(value * 1e6) / 1e6;

/** Dollar cents in shown units, unrounded (settled). */
const centsInUnits = (cents: number, shown: ShownCurrency) =>
  settle((cents / 100) * shown.rate * unitsPerWhole(shown));

/**
 * Whole dollar cents of an amount typed in shown units, to the nearest cent (half up): what a
 * request carries for it. Dollars are returned as they are.
 * @example unitsToCents(1000, { currency: 'rub', rate: 92, wholeUnits: true }) // 1087 ($10.87)
 */
export function unitsToCents(units: number, shown: ShownCurrency): number {
  return Math.round(settle((units * 100) / unitsPerWhole(shown) / shown.rate));
}

/**
 * Dollar cents in shown units, to the nearest unit (half up): how an amount in dollars is shown.
 * @example centsToUnits(1055, { currency: 'rub', rate: 92, wholeUnits: true }) // 971 (970.6 ₽)
 */
export function centsToUnits(cents: number, shown: ShownCurrency): number {
  return Math.round(centsInUnits(cents, shown));
}

/**
 * The smallest amount in shown units whose dollars (`unitsToCents`) are at least `cents`: a
 * minimum as the customer may type it. The exact inverse of the nearest-cent rounding, so the
 * amount shown as the minimum is accepted and one unit less is not.
 * @example smallestUnitsAtLeast(500, { currency: 'rub', rate: 92, wholeUnits: true }) // 460
 */
export function smallestUnitsAtLeast(cents: number, shown: ShownCurrency): number {
  // unitsToCents(u) ≥ cents ⇔ u × 100 / (per × rate) ≥ cents − ½ (half up).
  return Math.max(0, Math.ceil(centsInUnits(cents - 0.5, shown)));
}

/**
 * The largest amount in shown units whose dollars (`unitsToCents`) are at most `cents`: a
 * maximum, or the last amount a "none above $5" rule still applies to.
 * @example largestUnitsAtMost(500, { currency: 'rub', rate: 92, wholeUnits: true }) // 460
 */
export function largestUnitsAtMost(cents: number, shown: ShownCurrency): number {
  // unitsToCents(u) ≤ cents ⇔ u × 100 / (per × rate) < cents + ½ (half up).
  return Math.ceil(centsInUnits(cents + 0.5, shown)) - 1;
}

/**
 * An amount in shown units with its symbol (§9: '$10.00', '920 ₽').
 * @example formatUnits(920, { currency: 'rub', rate: 92, wholeUnits: true }) // '920\u00a0₽'
 */
export function formatUnits(units: number, shown: ShownCurrency): string {
  return formatAmount(units / unitsPerWhole(shown), {
    currency: shown.currency,
    roubleIntegers: shown.wholeUnits,
  });
}
