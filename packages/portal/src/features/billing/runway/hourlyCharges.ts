// What the running resources cost per hour (issue 14's runway), from the pending charges
// (`transactions/temporary/`, in the account's dollars) and the products (`products/`, each in
// its plan's currency): a resource's plan price converted to dollars when its product and (for
// another currency) a rate are known, else what it accrued over the time it took — the domain
// rule `pendingHourlyRate`. Every type counts: servers, and volumes, extra IPv4 addresses and
// backups (no products: their rate is what they accrued since their last deduction).
import type { Product, ProductType, TemporaryTransaction } from '@cloud-portal/api-client';
import { convertCurrency, parseCurrency, type ExchangeRate } from '@cloud-portal/domain/money';
import type { PendingCharge } from '@cloud-portal/domain/payments';

/** A pending charge with what the screens show of it (dollars). */
export interface ResourceCharge extends PendingCharge {
  externalId: string;
  /** What the resource is (server, volume, ipv4, backup). */
  type: ProductType;
  region: string;
  /** The product's name (the server's name), when known. */
  name: string | undefined;
  /** ISO time the amount is deducted. */
  nextDeductionAt: string;
}

/**
 * A product's hourly price in dollars, or undefined when it cannot be converted.
 * @example productHourlyDollars({ price_hourly: '0.0164', currency: 'usd', … }, []) // 0.0164
 */
export function productHourlyDollars(
  product: Pick<Product, 'price_hourly' | 'currency'>,
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
  products: readonly Product[] | undefined,
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
        name: product?.name,
        amount: Number(charge.amount),
        periodStart: Date.parse(charge.period_start),
        nextDeductionAt: charge.next_deduction_at,
        hourlyPrice: product ? productHourlyDollars(product, rates) : undefined,
      };
    });
}
