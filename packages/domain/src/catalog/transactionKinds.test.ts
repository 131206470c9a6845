import { describe, expect, test } from 'vitest';
import {
  isTransactionKind,
  TRANSACTION_KINDS,
  transactionKindLabelKey,
} from './transactionKinds.ts';

describe('transaction kinds', () => {
  test('include refill, the kind §7 posts for a top-up', () => {
    expect(TRANSACTION_KINDS[0]).toBe('refill');
    expect(TRANSACTION_KINDS).toEqual([
      'refill',
      'charge',
      'refund',
      'bonus',
      'affiliate_reward',
      'affiliate_payout',
    ]);
  });

  test('the guard accepts the kinds and rejects others', () => {
    for (const kind of TRANSACTION_KINDS) expect(isTransactionKind(kind)).toBe(true);
    expect(isTransactionKind('Refill')).toBe(false);
    expect(isTransactionKind('gift')).toBe(false);
    expect(isTransactionKind(0)).toBe(false);
  });

  test('label keys', () => {
    expect(transactionKindLabelKey('refill')).toBe('billing:transactionKind.refill');
    expect(transactionKindLabelKey('affiliate_payout')).toBe('affiliate:transactionKind.payout');
    expect(new Set(TRANSACTION_KINDS.map(transactionKindLabelKey)).size).toBe(
      TRANSACTION_KINDS.length,
    );
  });
});
