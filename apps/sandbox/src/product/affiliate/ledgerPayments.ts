import type { BillingService } from '../billing/index.ts';
import type { ReferralPayment } from './earnings.ts';

/** Page size of the reads (the ledger's largest page). */
const PAGE = 500;

/**
 * A customer's payments as the affiliate programme counts them (§9 "5 % of each transaction";
 * issue 14: payments only): its applied `refill` transactions of billing's ledger, every page,
 * newest first. Bonuses, credits, opening balances and charges earn nothing; a pending or failed
 * refill neither (no money arrived).
 *
 * @example
 * refillsOf(billing.service, customer.uuid); // [{ amount: '100.0000', createdAt: '2026-…' }]
 */
export function refillsOf(
  billing: Pick<BillingService, 'transactions'>,
  customerUuid: string,
): ReferralPayment[] {
  const payments: ReferralPayment[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = billing.transactions(customerUuid, { kind: 'refill' }, { limit: PAGE, offset });
    for (const transaction of page.results)
      if (transaction.kind === 'refill' && transaction.status === 'applied')
        payments.push({ amount: transaction.amount, createdAt: transaction.created });
    if (page.results.length < PAGE || offset + PAGE >= page.count) return payments;
  }
}
