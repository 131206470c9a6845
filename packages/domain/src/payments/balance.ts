// §9 "A linked card allows the balance to go down to -$10." Without a linked card the balance may
// not go below zero. Compared in whole cents, so 0.1 + 0.2 style noise never refuses a purchase.

/** Lowest balance allowed with a linked card, in dollars (§9). */
export const LINKED_CARD_BALANCE_FLOOR = -10;

/** Lowest balance allowed without a linked card, in dollars. */
export const DEFAULT_BALANCE_FLOOR = 0;

/**
 * The lowest balance the account may reach (§9): −$10 with a linked card, otherwise 0.
 *
 * @example
 * balanceFloor({ hasLinkedCard: true }); // -10
 * balanceFloor({ hasLinkedCard: false }); // 0
 */
export function balanceFloor(input: { readonly hasLinkedCard: boolean }): number {
  return input.hasLinkedCard ? LINKED_CARD_BALANCE_FLOOR : DEFAULT_BALANCE_FLOOR;
}

/** Input of `canSpend`. */
export interface CanSpendInput {
  /** Current balance in dollars (may already be negative). */
  readonly balance: number;
  /** Amount to spend, ≥ 0. */
  readonly amount: number;
  readonly hasLinkedCard: boolean;
}

/**
 * Whether spending `amount` keeps the balance at or above `balanceFloor` (compared to the cent).
 * Throws a RangeError for non-finite values or a negative amount.
 *
 * @example
 * canSpend({ balance: 3, amount: 12, hasLinkedCard: true }); // true  (3 − 12 = −9 ≥ −10)
 * canSpend({ balance: 3, amount: 12, hasLinkedCard: false }); // false (−9 < 0)
 */
export function canSpend(input: CanSpendInput): boolean {
  const { balance, amount } = input;
  if (!Number.isFinite(balance) || !Number.isFinite(amount) || amount < 0) {
    throw new RangeError(
      `balance must be finite and amount a finite number ≥ 0, got ${String(balance)}, ${String(amount)}`,
    );
  }
  const remainingCents = Math.round((balance - amount) * 100);
  return remainingCents >= balanceFloor(input) * 100;
}
