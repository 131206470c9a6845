import type { PaymentGateway, SavedCard } from '@cloud-portal/api-client';

// Answers of the payment calls for tests and stories (no test runner imports here).

const gateway = (
  method: PaymentGateway['method'],
  percent: number,
  fixed: string,
  minimum = '5.00',
): PaymentGateway => ({
  method,
  type: method === 'crypto' ? 'coinpayments' : 'paymaster',
  currency: 'usd',
  fee: { percent, fixed, free_above: '5.00' },
  minimum,
  maximum: '10000.00',
  brands: [],
});

/** `GET payment-gateways` without a linked card (§9 fees, $5 minimum). */
export const gatewaysFixture: PaymentGateway[] = [
  gateway('card', 5, '0.30'),
  gateway('paypal', 7.5, '0.30'),
  gateway('webmoney_wmz', 20, '0.00'),
  gateway('crypto', 0, '0.00'),
];

/** The same with a linked card ($1 minimum). */
export const linkedGatewaysFixture = gatewaysFixture.map((entry) => ({
  ...entry,
  minimum: '1.00',
}));

/** A saved Visa card. */
export const cardFixture: SavedCard = {
  method_id: 'pm_5f0c6c1e8a8e4a369a532f2a',
  status: 'active',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  country: null,
  auto_payment: false,
  created_at: '2026-11-27T06:00:00.000Z',
};

/** An auto-payment that is off. */
export const autoPaymentOff = {
  status: 'off',
  type: 'paymaster',
  amount: null,
  method_id: null,
  next_run_at: null,
  last_run_at: null,
} as const;
