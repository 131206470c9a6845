import { roundHalfAwayFromZero } from '../format/decimal.ts';

// §9 Prices and fees: "Volume storage: $1.00 per 10 GB monthly." We read "per 10 GB" as a rate,
// charged pro rata: $0.10 per GB, so a 15 GB volume costs $1.50 a month and a 5 GB one $0.50 (not
// rounded up to started 10 GB blocks). GB here are the volume service's gibibytes (sizes are
// whole GB in the block-storage API). Amounts are in dollars.
// The hourly equivalent uses 730 hours per month (365 × 24 / 12), the usual cloud convention, and
// is not rounded: hourly prices are below a cent and display with 4 decimals (§9 Display).

/** Price of 10 GB of volume storage per month, in dollars (§9). */
export const VOLUME_PRICE_PER_10_GB_MONTHLY = 1;

/** Hours in a billing month: 365 × 24 / 12 = 730 (industry convention for hourly prices). */
export const HOURS_PER_MONTH = 730;

/**
 * Monthly price of a volume, pro rata at $1.00 per 10 GB (§9), rounded half up to cents. Throws a
 * RangeError for a negative or non-finite size.
 *
 * @example
 * volumeMonthlyPrice(10); // 1
 * volumeMonthlyPrice(15); // 1.5
 * volumeMonthlyPrice(1); // 0.1
 */
export function volumeMonthlyPrice(sizeGb: number): number {
  assertSize(sizeGb);
  return roundHalfAwayFromZero((sizeGb / 10) * VOLUME_PRICE_PER_10_GB_MONTHLY, 2);
}

/**
 * Hourly equivalent of `volumeMonthlyPrice`: the unrounded monthly rate divided by 730 hours.
 *
 * @example
 * volumeHourlyPrice(10); // 0.00136986... (about $0.0014 an hour)
 * volumeHourlyPrice(73); // 0.01
 */
export function volumeHourlyPrice(sizeGb: number): number {
  assertSize(sizeGb);
  return ((sizeGb / 10) * VOLUME_PRICE_PER_10_GB_MONTHLY) / HOURS_PER_MONTH;
}

function assertSize(sizeGb: number): void {
  if (!Number.isFinite(sizeGb) || sizeGb < 0) {
    throw new RangeError(`Volume size must be a finite number of GB ≥ 0, got ${String(sizeGb)}`);
  }
}
