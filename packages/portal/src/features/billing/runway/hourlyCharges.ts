// What the running resources cost per hour (issue 14's runway), from the pending charges
// (`transactions/temporary/`, in the account's dollars) and the products (`products/`, each in
// its region's currency): a resource's hourly price converted to dollars when its product and
// (for another currency) a rate are known, else what it accrued over the time it took — the
// domain rule `pendingHourlyRate`. Every type counts: servers (priced by their plans) and
// volumes, extra IPv4 addresses and backups (priced by the extras price list); a resource
// deleted but not yet deducted has no product any more and counts by what it accrued.
import type { BillingProduct, ProductType, TemporaryTransaction } from '@cloud-portal/api-client';
import { convertCurrency, parseCurrency, type ExchangeRate } from '@cloud-portal/domain/money';
import type { PendingCharge } from '@cloud-portal/domain/payments';

/** A pending charge with what the screens show of it (dollars). */
export interface ResourceCharge extends PendingCharge {
  externalId: string;
  /** What the resource is (server, volume, ipv4, backup). */
  type: ProductType;
  region: string;
  /** The product's name (a server's, volume's or backup's name, an IPv4 address), when known. */
  name: string | undefined;
  /** ISO time the amount is deducted. */
  nextDeductionAt: string;
}

/**
 * A product's hourly price in dollars, or undefined when it cannot be converted.
 * @example productHourlyDollars({ price_hourly: '0.0164', currency: 'usd', … }, []) // 0.0164
 */
export function productHourlyDollars(
  product: Pick<BillingProduct, 'price_hourly' | 'currency'>,
  rates: readonly ExchangeRate[],
): number | undefined {
  const price = Number(product.price_hourly);
  const currency = parseCurrency(product.currency);
  if (!Number.isFinite(price) || currency === undefined) return undefined;
  return currency === 'usd' ? price : convertCurrency(price, currency, 'usd', [...rates]);
}

/**
 * The pending charges in dollars with their resource's hourly price when known. Charges in
 * another currency than the account's dollars are left out (a contract change this code does not
 * know how to add up, as in useServerCharges).
 * @example resourceCharges(temporary, products, rates)[0].hourlyPrice // 0.0164
 */
export function resourceCharges(
  temporary: readonly TemporaryTransaction[],
  products: readonly BillingProduct[] | undefined,
  rates: readonly ExchangeRate[],
): ResourceCharge[] {
  const byId = new Map((products ?? []).map((product) => [product.external_id, product]));
  return temporary
    .filter((charge) => charge.currency === 'usd')
    .map((charge) => {
      const product = byId.get(charge.external_id);
      return {
        externalId: charge.external_id,
        type: charge.type,
        region: charge.region,
        // An unnamed volume's product has a null name: the screens show its id.
        name: product?.name ?? undefined,
        amount: Number(charge.amount),
        periodStart: Date.parse(charge.period_start),
        nextDeductionAt: charge.next_deduction_at,
        hourlyPrice: product ? productHourlyDollars(product, rates) : undefined,
      };
    });
}
