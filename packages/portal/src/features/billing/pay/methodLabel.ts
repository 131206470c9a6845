import type { PaymentMethod } from '@cloud-portal/domain/payments';

/** The `billing` key naming a payment method (shared with the donation form). */
export const METHOD_LABEL_KEYS = {
  card: 'donate.methods.card',
  paypal: 'donate.methods.paypal',
  alipay: 'donate.methods.alipay',
  webmoney_wmz: 'donate.methods.webmoneyWmz',
  crypto: 'donate.methods.crypto',
  fast_payment_system: 'donate.methods.fastPaymentSystem',
} as const satisfies Record<PaymentMethod, string>;
