import { minimumPayment, type MinimumPaymentInput } from '@cloud-portal/domain/payments';
import {
  formatUnits,
  largestUnitsAtMost,
  SHOWN_DOLLARS,
  smallestUnitsAtLeast,
  unitsToCents,
  type ShownCurrency,
} from '../../control/shownCurrency.ts';

/** A message for the amount field: a `<namespace>:<key>` and its params. */
export interface AmountMessage {
  key: string;
  params: Record<string, string>;
}

/**
 * The amount as typed, read: the dollars the API takes (`amount`, and `text`, the API's
 * two-decimal string), the amount in the shown currency's smallest unit (`units`: cents, or whole
 * roubles), or what is wrong.
 */
export type PaymentAmountReading =
  { ok: true; amount: number; text: string; units: number } | { ok: false; message: AmountMessage };

/** The method's own limits from `GET payment-gateways` (dollars). */
export interface MethodLimits {
  minimum: number;
  maximum: number;
}

// Digits, an optional '.' or ',' (ru keyboards type ','), at most two decimals; spaces dropped
// first, so '1 000' is a thousand. Anything else (signs, letters, 1e3) is not an amount.
const AMOUNT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;
const MORE_DECIMALS = /^\d+[.,]\d{3,}$/;
// The rouble variant (§9 integer roubles): digits only.
const WHOLE = /^\d{1,9}$/;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Reads the top-up amount (§3 form store `amount`, §9 minimums) typed in the brand's shown
 * currency (`shown`, default dollars): required, a number with at most 2 decimals (whole roubles
 * on the rouble variant), > 0 and at least the minimum (the domain's `minimumPayment`: $5, $1
 * with a linked card, $5 for Russian cards; or the method's own minimum when the API asks more),
 * at most the method's maximum. Minimums and maximums are converted into what may be typed
 * exactly (`smallestUnitsAtLeast`, `largestUnitsAtMost`) and named in the shown currency; the
 * amount goes to the API in dollars, to the nearest cent (`unitsToCents`), so an amount that
 * passes here passes the API's own checks.
 * @example readPaymentAmount('4', { hasLinkedCard: false }, { minimum: 5, maximum: 10000 })
 * // { ok: false, message: { key: 'billing:payment.belowMinimum', params: { minimum: '$5.00' } } }
 * readPaymentAmount('1000', { hasLinkedCard: false }, { minimum: 5, maximum: 10000 },
 *   { currency: 'rub', rate: 92, wholeUnits: true });
 * // { ok: true, amount: 10.87, text: '10.87', units: 1000 }
 */
export function readPaymentAmount(
  typed: string,
  account: MinimumPaymentInput,
  limits: MethodLimits,
  shown: ShownCurrency = SHOWN_DOLLARS,
): PaymentAmountReading {
  const compact = typed.replace(/[\s\u00a0]/g, '');
  if (compact === '')
    return { ok: false, message: { key: 'billing:pay.amount.required', params: {} } };
  let units: number;
  if (shown.wholeUnits) {
    if (!WHOLE.test(compact))
      return { ok: false, message: { key: 'billing:pay.amount.whole', params: {} } };
    units = Number(compact);
  } else {
    if (MORE_DECIMALS.test(compact))
      return { ok: false, message: { key: 'billing:pay.amount.decimals', params: {} } };
    const match = AMOUNT.exec(compact);
    if (!match) return { ok: false, message: { key: 'billing:pay.amount.format', params: {} } };
    units = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  if (units === 0)
    return { ok: false, message: { key: 'billing:payment.invalidAmount', params: {} } };
  // §9 first, then the method's own minimum (the API's), each named as it may be typed.
  for (const minimum of [minimumPayment(account), limits.minimum]) {
    const minimumUnits = smallestUnitsAtLeast(cents(minimum), shown);
    if (units < minimumUnits) {
      return {
        ok: false,
        message: {
          key: 'billing:payment.belowMinimum',
          params: { minimum: formatUnits(minimumUnits, shown) },
        },
      };
    }
  }
  const maximumUnits = largestUnitsAtMost(cents(limits.maximum), shown);
  if (units > maximumUnits) {
    return {
      ok: false,
      message: {
        key: 'billing:pay.amount.maximum',
        params: { maximum: formatUnits(maximumUnits, shown) },
      },
    };
  }
  const amount = unitsToCents(units, shown) / 100;
  return { ok: true, amount, text: amount.toFixed(2), units };
}
