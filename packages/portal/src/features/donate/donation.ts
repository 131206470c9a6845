import { CURRENCIES, parseCurrency, type Currency } from '@cloud-portal/domain/money';
import {
  donationMethods,
  parseDonationAmount,
  type PaymentMethod,
} from '@cloud-portal/domain/payments';

/** A donation chosen on the form, as the pay-with step reads it from its URL. */
export interface DonationDraft {
  /** The API's decimal string ('10.00'). */
  amount: string;
  currency: Currency;
  method: PaymentMethod;
}

/** What the form hands to the pay-with step besides the URL (kept out of URLs and logs). */
export interface PayWithLocationState {
  email?: string;
}

/** i18n keys of the payment methods. */
export const METHOD_LABEL_KEYS = {
  card: 'billing:donate.methods.card',
  paypal: 'billing:donate.methods.paypal',
  alipay: 'billing:donate.methods.alipay',
  webmoney_wmz: 'billing:donate.methods.webmoneyWmz',
  crypto: 'billing:donate.methods.crypto',
  fast_payment_system: 'billing:donate.methods.fastPaymentSystem',
} as const satisfies Record<PaymentMethod, string>;

/**
 * The query string of the pay-with step (`/donate/pay-with?amount=&currency=&method=`): the
 * donation lives in the URL, so a reload or the back button keeps it.
 * @example draftSearch({ amount: '10.00', currency: 'usd', method: 'card' }) // 'amount=10.00&currency=usd&method=card'
 */
export function draftSearch(draft: DonationDraft): string {
  return new URLSearchParams({ ...draft }).toString();
}

/**
 * Reads a donation back from the pay-with URL; `undefined` when any part is missing or not
 * valid (a hand-edited link), including a method the currency does not offer.
 * @example readDraft(new URLSearchParams('amount=10.00&currency=usd&method=card'))
 */
export function readDraft(params: URLSearchParams): DonationDraft | undefined {
  const currency = parseCurrency(params.get('currency') ?? '');
  const amount = parseDonationAmount(params.get('amount') ?? '');
  const method = params.get('method');
  if (!currency || !amount.ok) return undefined;
  const offered = donationMethods(currency);
  const chosen = offered.find((item) => item === method);
  return chosen ? { amount: amount.amount, currency, method: chosen } : undefined;
}

/**
 * The currency the form starts with: a valid `?currency=` (back from "Change"), else the brand's.
 * @example initialCurrency('eur', 'usd') // 'eur'
 */
export function initialCurrency(requested: string | null, brandCurrency: Currency): Currency {
  return parseCurrency(requested ?? '') ?? brandCurrency;
}

/** Every currency a donation can be made in, in a stable order. */
export const DONATION_CURRENCIES: readonly Currency[] = CURRENCIES;

// The sandbox checks the same shape; the form catches the obvious slips before the round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether an optional receipt email is acceptable: empty, or shaped like an address.
 * @example receiptEmailOk('') // true
 */
export function receiptEmailOk(email: string): boolean {
  const trimmed = email.trim();
  return trimmed === '' || (trimmed.length <= 254 && EMAIL.test(trimmed));
}

/**
 * Whether a payment page URL from the API may be opened: same origin, or https elsewhere (a
 * payment provider). Anything else (javascript:, http to another host) is refused.
 * @example safePaymentUrl('/sandbox/pay/1', 'http://localhost:4710') // 'http://localhost:4710/sandbox/pay/1'
 */
export function safePaymentUrl(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // not a URL at all: refused below
  }
  return undefined;
}
