import type { AffiliatePayoutMethod, AffiliatePayoutRequest } from '@cloud-portal/api-client';

/** What the pay-out form holds, as typed. */
export interface PayoutDraft {
  amount: string;
  method: AffiliatePayoutMethod;
  wallet: string;
}

/** Why a draft cannot be sent, by field, as keys of `affiliate:programme.payout.errors`. */
export type PayoutDraftErrors = Partial<
  Record<'amount' | 'wallet', 'amountFormat' | 'belowMinimum' | 'aboveAvailable' | 'walletRequired'>
>;

const AMOUNT = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/** Whole cents of a `Decimal` (`'12.30'` → 1230). */
export const decimalCents = (text: string): number => Math.round(Number(text) * 100);

/**
 * Checks a pay-out draft against what the server will check (openapi.yaml `AffiliatePayoutRequest`,
 * the minimum and the available amount of `GET affiliate/earnings/`), so most mistakes are
 * caught before the call; answers the request body or the errors by field.
 *
 * @example
 * checkPayoutDraft({ amount: '12.5', method: 'balance', wallet: '' }, { minimum: '10.00', available: '20.00' });
 * // { body: { amount: '12.5', method: 'balance' } }
 */
export function checkPayoutDraft(
  draft: PayoutDraft,
  limits: { minimum: string; available: string },
): { body: AffiliatePayoutRequest } | { errors: PayoutDraftErrors } {
  const errors: PayoutDraftErrors = {};
  const amount = draft.amount.trim().replace(',', '.');
  if (!AMOUNT.test(amount)) errors.amount = 'amountFormat';
  else if (decimalCents(amount) < decimalCents(limits.minimum)) errors.amount = 'belowMinimum';
  else if (decimalCents(amount) > decimalCents(limits.available)) errors.amount = 'aboveAvailable';
  const wallet = draft.wallet.trim();
  if (draft.method === 'wallet' && wallet.length < 4) errors.wallet = 'walletRequired';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body:
      draft.method === 'wallet'
        ? { amount, method: 'wallet', wallet }
        : { amount, method: 'balance' },
  };
}
