import type { PaymentGateway } from '@cloud-portal/api-client';
import { amountWithFee, type PaymentMethod } from '@cloud-portal/domain/payments';
import {
  centsToUnits,
  largestUnitsAtMost,
  type ShownCurrency,
} from '../../control/shownCurrency.ts';

/** What a payment costs and credits, in the shown currency's smallest unit (cents or roubles). */
export interface PaymentQuote {
  /** What the customer pays: credited + fee. */
  total: number;
  /** The method's fee (§9), the difference of the two, so the three always add up. */
  fee: number;
  /** What lands on the balance. */
  credited: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * "You pay X (fee Y), Z is credited" for crediting `creditedCents` dollar cents with a method
 * (§9 fees, computed in dollars by the domain as the API does), shown in `shown`: the total and
 * the credited amount each to the nearest unit, the fee their difference (converted one by one
 * the three could disagree by a rouble). In dollars these are exactly the domain's figures.
 * @example paymentQuote(500, 'card', { currency: 'rub', rate: 92, wholeUnits: true })
 * // { total: 511, fee: 51, credited: 460 } ($5.55, $0.55, $5.00)
 */
export function paymentQuote(
  creditedCents: number,
  method: PaymentMethod,
  shown: ShownCurrency,
): PaymentQuote {
  const total = centsToUnits(cents(amountWithFee(creditedCents / 100, method)), shown);
  const credited = centsToUnits(creditedCents, shown);
  return { total, fee: total - credited, credited };
}

/**
 * A method's fee schedule (`GET payment-gateways` `fee`, dollars) in the shown currency's
 * smallest unit: the fixed part to the nearest unit, and the "none above" amount as the largest
 * amount that may be typed and still pays the fee (in roubles 460 ₽ at 92: 461 ₽ is $5.01).
 * @example feeScheduleUnits({ percent: 5, fixed: '0.30', free_above: '5.00' }, { currency: 'rub', rate: 92, wholeUnits: true })
 * // { fixed: 28, freeAbove: 460 }
 */
export function feeScheduleUnits(
  fee: PaymentGateway['fee'],
  shown: ShownCurrency,
): { fixed: number; freeAbove: number } {
  return {
    fixed: centsToUnits(cents(Number(fee.fixed)), shown),
    freeAbove: largestUnitsAtMost(cents(Number(fee.free_above)), shown),
  };
}
