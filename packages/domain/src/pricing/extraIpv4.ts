import { EXTRA_IP_PRICE, EXTRA_IP_PRICE_ROUBLE } from '../constants/index.ts';
import { roundHalfAwayFromZero } from '../format/decimal.ts';
import type { Currency } from '../money/currency.ts';

// §9 Prices and fees: "Extra IPv4 is $0.59 per month. The first IPv4 is free; extra ones apply
// from the second server." Our reading, for one account in one region (regions bill separately):
// - the account's first IPv4 address is free: that is the first address of its first server;
// - every other IPv4 address is paid: the second address of the first server, and every address
//   of the second and later servers ("extras apply from the second server");
// - so the paid count is (all IPv4 addresses of the account) − 1, never below 0.
// Examples: one server with one IPv4 → $0; two servers with one IPv4 each → $0.59; one server
// with three IPv4 → $1.18; three servers with 1, 2 and 1 IPv4 → $1.77.

/** IPv4 addresses an account gets without charge (§9: "the first IPv4 is free"). */
export const FREE_IPV4_PER_ACCOUNT = 1;

// A Record, not a switch: the type still demands a price for every currency.
const EXTRA_IPV4_PRICE_BY_CURRENCY: Readonly<Record<Currency, number>> = {
  usd: EXTRA_IP_PRICE,
  eur: EXTRA_IP_PRICE,
  rub: EXTRA_IP_PRICE_ROUBLE,
};

/**
 * Monthly price of one extra IPv4 address in a currency: 49 roubles in the rouble variant
 * (`EXTRA_IP_PRICE_ROUBLE`), otherwise 0.59 (`EXTRA_IP_PRICE`) — in dollars, and the same number in
 * euro regions, which the spec gives no own price for (§9 lists only 0.59 and 49).
 *
 * @example
 * extraIpv4UnitPrice('usd'); // 0.59
 * extraIpv4UnitPrice('rub'); // 49
 */
export function extraIpv4UnitPrice(currency: Currency): number {
  return EXTRA_IPV4_PRICE_BY_CURRENCY[currency];
}

/**
 * How many of the account's IPv4 addresses are paid: all of them except the first one (§9).
 * `ipv4PerServer` lists the IPv4 count of each server (order does not matter). Throws a
 * RangeError for a negative or fractional count.
 *
 * @example
 * paidIpv4Count([1]); // 0 — the first IPv4 is free
 * paidIpv4Count([1, 1]); // 1 — extras apply from the second server
 * paidIpv4Count([3]); // 2
 */
export function paidIpv4Count(ipv4PerServer: readonly number[]): number {
  let total = 0;
  for (const count of ipv4PerServer) {
    if (!Number.isInteger(count) || count < 0) {
      throw new RangeError(`IPv4 count must be a whole number ≥ 0, got ${String(count)}`);
    }
    total += count;
  }
  return Math.max(0, total - FREE_IPV4_PER_ACCOUNT);
}

/** Input of `extraIpv4MonthlyCharge`. */
export interface ExtraIpv4ChargeInput {
  /** IPv4 address count of each server of the account in the region (e.g. `[1, 2]`). */
  readonly ipv4PerServer: readonly number[];
  /** Currency the region bills in; picks the unit price unless `unitPrice` is given. */
  readonly currency: Currency;
  /** The brand's extra-IP price (DESIGN: brand.ts). Default: `extraIpv4UnitPrice(currency)`. */
  readonly unitPrice?: number;
}

/**
 * Monthly charge for the account's extra IPv4 addresses: paid count × unit price, rounded half up
 * to cents (§9). The first IPv4 of the account is free.
 *
 * @example
 * extraIpv4MonthlyCharge({ ipv4PerServer: [1], currency: 'usd' }); // 0
 * extraIpv4MonthlyCharge({ ipv4PerServer: [1, 2, 1], currency: 'usd' }); // 1.77
 * extraIpv4MonthlyCharge({ ipv4PerServer: [1, 1], currency: 'rub' }); // 49
 */
export function extraIpv4MonthlyCharge(input: ExtraIpv4ChargeInput): number {
  const unitPrice = input.unitPrice ?? extraIpv4UnitPrice(input.currency);
  return roundHalfAwayFromZero(paidIpv4Count(input.ipv4PerServer) * unitPrice, 2);
}

/** Input of `newServerIpv4MonthlyCharge`. */
export interface NewServerIpv4ChargeInput {
  /** IPv4 counts of the servers the account already has in the region. */
  readonly existingIpv4PerServer: readonly number[];
  /** IPv4 addresses the new server gets. Default: 1. */
  readonly newServerIpv4?: number;
  readonly currency: Currency;
  /** As in `ExtraIpv4ChargeInput`. */
  readonly unitPrice?: number;
}

/**
 * What ordering one more server adds to the monthly extra-IPv4 charge (for the new-server screen):
 * nothing for the account's first server with one IPv4, the unit price per address afterwards.
 *
 * @example
 * newServerIpv4MonthlyCharge({ existingIpv4PerServer: [], currency: 'usd' }); // 0
 * newServerIpv4MonthlyCharge({ existingIpv4PerServer: [1], currency: 'usd' }); // 0.59
 */
export function newServerIpv4MonthlyCharge(input: NewServerIpv4ChargeInput): number {
  const { existingIpv4PerServer, newServerIpv4 = 1, currency, unitPrice } = input;
  const before = extraIpv4MonthlyCharge({
    ipv4PerServer: existingIpv4PerServer,
    currency,
    unitPrice,
  });
  const after = extraIpv4MonthlyCharge({
    ipv4PerServer: [...existingIpv4PerServer, newServerIpv4],
    currency,
    unitPrice,
  });
  return roundHalfAwayFromZero(after - before, 2);
}
