// §3 Transaction, §7 Billing/Affiliate: the `kind` of a balance transaction. The spec names only
// `refill` (POST transactions/ {kind refill}) and says lists are filtered by kind; the other kinds
// are what §3/§7/§9 imply a balance history holds: charges for services (pending charges deducted
// every 24 h), refunds, promo bonuses (§8 promo successes), affiliate rewards (5 % of each
// transaction) and affiliate pay-outs (POST pay-out/). A real backend may send other kinds: the
// guard rejects them and the UI shows the raw value.

/** Transaction kinds, top-ups first. */
export const TRANSACTION_KINDS = [
  'refill',
  'charge',
  'refund',
  'bonus',
  'affiliate_reward',
  'affiliate_payout',
] as const;

/** A transaction kind code. */
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

const TRANSACTION_KIND_LABEL_KEYS = {
  refill: 'billing:transactionKind.refill',
  charge: 'billing:transactionKind.charge',
  refund: 'billing:transactionKind.refund',
  bonus: 'billing:transactionKind.bonus',
  affiliate_reward: 'affiliate:transactionKind.reward',
  affiliate_payout: 'affiliate:transactionKind.payout',
} as const satisfies Record<TransactionKind, string>;

/** The i18n key of a transaction kind label. */
export type TransactionKindLabelKey = (typeof TRANSACTION_KIND_LABEL_KEYS)[TransactionKind];

/**
 * Type guard: is `value` one of the known transaction kinds?
 *
 * @example
 * isTransactionKind('refill'); // true
 * isTransactionKind('gift');   // false
 */
export function isTransactionKind(value: unknown): value is TransactionKind {
  return typeof value === 'string' && (TRANSACTION_KINDS as readonly string[]).includes(value);
}

/**
 * The i18n key of a transaction kind label (namespace `billing`; the affiliate kinds `affiliate`).
 *
 * @example
 * transactionKindLabelKey('refill'); // 'billing:transactionKind.refill'
 */
export function transactionKindLabelKey(kind: TransactionKind): TransactionKindLabelKey {
  return TRANSACTION_KIND_LABEL_KEYS[kind];
}
