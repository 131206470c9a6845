import { formatAmount } from '@cloud-portal/domain/money';
import { checkPaymentAmount, type MinimumPaymentInput } from '@cloud-portal/domain/payments';

/** A message for the amount field: a `<namespace>:<key>` and its params. */
export interface AmountMessage {
  key: string;
  params: Record<string, string>;
}

/** The amount as typed, read: dollars and the API's two-decimal string, or what is wrong. */
export type PaymentAmountReading =
  { ok: true; amount: number; text: string } | { ok: false; message: AmountMessage };

/** The method's own limits from `GET payment-gateways` (dollars). */
export interface MethodLimits {
  minimum: number;
  maximum: number;
}

// Digits, an optional '.' or ',' (ru keyboards type ','), at most two decimals; spaces dropped
// first, so '1 000' is a thousand. Anything else (signs, letters, 1e3) is not an amount.
const AMOUNT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;
const MORE_DECIMALS = /^\d+[.,]\d{3,}$/;

const usd = (dollars: number) => formatAmount(dollars, { currency: 'usd' });

/**
 * Reads the top-up amount (§3 form store `amount`, §9 minimums): required, a number with at most
 * 2 decimals, > 0 and at least the minimum (the domain's `checkPaymentAmount`: $5, $1 with a
 * linked card, $5 for Russian cards; or the method's own minimum when the API asks more), at
 * most the method's maximum.
 * @example readPaymentAmount('4', { hasLinkedCard: false }, { minimum: 5, maximum: 10000 })
 * // { ok: false, message: { key: 'billing:payment.belowMinimum', params: { minimum: '$5.00' } } }
 */
export function readPaymentAmount(
  typed: string,
  account: MinimumPaymentInput,
  limits: MethodLimits,
): PaymentAmountReading {
  const compact = typed.replace(/[\s\u00a0]/g, '');
  if (compact === '')
    return { ok: false, message: { key: 'billing:pay.amount.required', params: {} } };
  if (MORE_DECIMALS.test(compact))
    return { ok: false, message: { key: 'billing:pay.amount.decimals', params: {} } };
  const match = AMOUNT.exec(compact);
  if (!match) return { ok: false, message: { key: 'billing:pay.amount.format', params: {} } };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const amount = cents / 100;
  const problem = checkPaymentAmount(amount, account);
  if (problem) {
    return {
      ok: false,
      message: { key: problem.key, params: problem.code === 'below_minimum' ? problem.params : {} },
    };
  }
  if (cents < Math.round(limits.minimum * 100)) {
    return {
      ok: false,
      message: { key: 'billing:payment.belowMinimum', params: { minimum: usd(limits.minimum) } },
    };
  }
  if (cents > Math.round(limits.maximum * 100)) {
    return {
      ok: false,
      message: { key: 'billing:pay.amount.maximum', params: { maximum: usd(limits.maximum) } },
    };
  }
  return { ok: true, amount, text: amount.toFixed(2) };
}
