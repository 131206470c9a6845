// What a server costs on the new-server, reinstall and upgrade screens (§9 Prices and Display):
// the plan in the region's currency, plus for a new server the extra IPv4 it brings (§9: the
// account's first IPv4 is free, extras apply from the second server).
import type { Plan } from '@cloud-portal/api-client';
import { formatDecimal } from '@cloud-portal/domain/format';
import { formatAmount, withCurrencySymbol, type Currency } from '@cloud-portal/domain/money';
import { HOURS_PER_MONTH, newServerIpv4MonthlyCharge } from '@cloud-portal/domain/pricing';
import type { ServerAddresses } from '@cloud-portal/domain/servers';

/** What a server costs a month and an hour, in its region's currency. */
export interface ServerPrice {
  currency: Currency;
  /** The plan's monthly price. */
  planMonthly: number;
  /** What the server adds to the monthly extra-IPv4 charge (0 for the account's first address). */
  extraIpv4Monthly: number;
  /** Plan and extra IPv4 together, a month. */
  monthly: number;
  /** Plan and extra IPv4 together, an hour (monthly / 730, as the plans' hourly prices). */
  hourly: number;
}

/** Inputs of {@link serverPrice}. */
export interface ServerPriceInput {
  plan: Pick<Plan, 'price_monthly' | 'price_hourly' | 'currency'>;
  /**
   * IPv4 counts of the account's servers in the region when a new server is priced; `null` for a
   * server that exists (reinstall, upgrade: its addresses do not change).
   */
  existingIpv4PerServer: readonly number[] | null;
  /** The brand's extra-IP price when the region bills in the brand's currency. Default: §9's. */
  extraIpUnitPrice?: number | undefined;
}

/**
 * A server's price (§9).
 * @example serverPrice({ plan, existingIpv4PerServer: [1] }) // { planMonthly: 12, extraIpv4Monthly: 0.59, monthly: 12.59, … }
 */
export function serverPrice({
  plan,
  existingIpv4PerServer,
  extraIpUnitPrice,
}: ServerPriceInput): ServerPrice {
  const planMonthly = Number(plan.price_monthly);
  const extraIpv4Monthly =
    existingIpv4PerServer === null
      ? 0
      : newServerIpv4MonthlyCharge({
          existingIpv4PerServer,
          currency: plan.currency,
          ...(extraIpUnitPrice === undefined ? {} : { unitPrice: extraIpUnitPrice }),
        });
  return {
    currency: plan.currency,
    planMonthly,
    extraIpv4Monthly,
    monthly: planMonthly + extraIpv4Monthly,
    hourly: Number(plan.price_hourly) + extraIpv4Monthly / HOURS_PER_MONTH,
  };
}

/**
 * How many IPv4 addresses each server has (for the §9 extra-IPv4 rule).
 * @example ipv4Counts([{ addresses: { public: [{ addr: '203.0.113.5', version: 4 }, { addr: '2001:db8::5', version: 6 }] } }]) // [1]
 */
export function ipv4Counts(
  servers: readonly { addresses?: ServerAddresses | null | undefined }[],
): number[] {
  return servers.map(
    (server) =>
      Object.values(server.addresses ?? {})
        .flatMap((list) => list ?? [])
        .filter((address) => address.version === 4).length,
  );
}

/** Options of the price texts. */
export interface PriceTextOptions {
  /** The rouble variant's whole roubles (§9), from the brand. */
  roubleIntegers: boolean;
}

/**
 * A monthly amount as shown (§9 Display: whole roubles in the rouble variant).
 * @example monthlyText(12.59, 'usd', { roubleIntegers: false }) // '$12.59'
 */
export function monthlyText(amount: number, currency: Currency, options: PriceTextOptions): string {
  return formatAmount(amount, { currency, roubleIntegers: options.roubleIntegers });
}

/**
 * An hourly amount with 4 decimals (a $0.0164 rate would read $0.02 in cents), or null in the
 * rouble variant for rouble prices: it shows whole roubles only (§9), as the plan cards do.
 * @example hourlyText(0.0172, 'usd', { roubleIntegers: false }) // '$0.0172'
 */
export function hourlyText(
  amount: number,
  currency: Currency,
  options: PriceTextOptions,
): string | null {
  if (options.roubleIntegers && currency === 'rub') return null;
  return withCurrencySymbol(formatDecimal(amount, 4), currency);
}

/**
 * What moving from one plan to another changes a month, with its sign (upgrade dialog).
 * @example monthlyDifferenceText(standard2, standard4, { roubleIntegers: false }) // '+$12.00'
 */
export function monthlyDifferenceText(
  from: Pick<Plan, 'price_monthly' | 'currency'>,
  to: Pick<Plan, 'price_monthly' | 'currency'>,
  options: PriceTextOptions,
): string {
  const difference = Number(to.price_monthly) - Number(from.price_monthly);
  const text = monthlyText(difference, to.currency, options);
  return difference > 0 && !text.startsWith('-') ? `+${text}` : text;
}
