import type { Payment } from '@cloud-portal/api-client';
import type { TFunction } from 'i18next';

// Issue 14, §8 "Card declined: 'Bank declined your payment'": a declined payment carries a stable
// `decline_code`; the portal shows its own words for each code it knows, in the reader's
// language, and the provider's free text (`decline_reason`) only for a code it does not know.

/** A code of openapi `Payment.decline_code`. */
export type DeclineCode = NonNullable<Payment['decline_code']>;

/** The codes with a text under `billing:pay.recharge.declineReasons` (card_declined is §8's). */
const REASON_CODES = [
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'expired',
  'cancelled',
  'below_card_minimum',
] as const satisfies readonly Exclude<DeclineCode, 'card_declined'>[];

type ReasonCode = (typeof REASON_CODES)[number];

/** What to show for a decline: a `billing` key, or the provider's own text. */
export type DeclineMessage =
  { key: 'payment.cardDeclined' | `pay.recharge.declineReasons.${ReasonCode}` } | { text: string };

const isReasonCode = (code: string): code is ReasonCode =>
  (REASON_CODES as readonly string[]).includes(code);

/**
 * The message of a declined payment: the translated text of its code; for a code this portal
 * does not know (a provider may add some), the payment's `decline_reason`; without either, §8's
 * 'Bank declined your payment'.
 * @example declineMessage({ decline_code: 'insufficient_funds', decline_reason: '…' }) // { key: 'pay.recharge.declineReasons.insufficient_funds' }
 * @example declineMessage({ decline_code: 'do_not_honor', decline_reason: 'Do not honor' }) // { text: 'Do not honor' }
 */
export function declineMessage(payment: {
  decline_code?: string | undefined;
  decline_reason: string | null;
}): DeclineMessage {
  const code = payment.decline_code;
  if (code === 'card_declined') return { key: 'payment.cardDeclined' };
  if (code !== undefined && isReasonCode(code))
    return { key: `pay.recharge.declineReasons.${code}` };
  const text = payment.decline_reason?.trim();
  return text ? { text } : { key: 'payment.cardDeclined' };
}

/**
 * The text of a declined payment's reason in the reader's language (see {@link declineMessage}).
 * @example declineText(payment, t) // 'На карте недостаточно средств'
 */
export function declineText(
  payment: { decline_code?: string | undefined; decline_reason: string | null },
  t: TFunction<'billing'>,
): string {
  const message = declineMessage(payment);
  return 'key' in message ? t(message.key) : message.text;
}
