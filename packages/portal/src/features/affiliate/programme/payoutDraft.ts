import type { AffiliatePayoutMethod, AffiliatePayoutRequest } from '@cloud-portal/api-client';
import type { Currency } from '@cloud-portal/domain/money';

/** What the pay-out form holds, as typed. */
export interface PayoutDraft {
  /** In the shown currency ({@link PayoutCurrency}). */
  amount: string;
  method: AffiliatePayoutMethod;
  wallet: string;
}

/** Why a draft cannot be sent, by field, as keys of `affiliate:programme.payout.errors`. */
export type PayoutDraftErrors = Partial<
  Record<
    'amount' | 'wallet',
    'amountFormat' | 'amountWhole' | 'belowMinimum' | 'aboveAvailable' | 'walletRequired'
  >
>;

/**
 * The currency the affiliate screen shows and the customer types amounts in (§9 display: the
 * brand's currency at the `rates/` rate; the account and the API stay in dollars).
 */
export interface PayoutCurrency {
  currency: Currency;
  /** Shown units per dollar (1 for dollars, 92 for roubles at the default rate). */
  rate: number;
  /** Whole units only (§9: the rouble variant shows integer roubles). */
  wholeUnits: boolean;
}

/** Dollars as they are: the default brand. */
export const DOLLARS: PayoutCurrency = { currency: 'usd', rate: 1, wholeUnits: false };

/** The pay-out's limits in the shown currency's smallest unit (cents, or whole roubles). */
export interface PayoutLimits {
  /** The smallest amount that can be typed: the minimum converted, rounded up. */
  minimumUnits: number;
  /** The largest amount that can be typed: what is available converted, rounded down. */
  availableUnits: number;
  /** Units of the shown currency in one of it (100 for cents, 1 for whole roubles). */
  unitsPerWhole: number;
}

const WITH_CENTS = /^[0-9]{1,9}([.,][0-9]{1,2})?$/;
const WHOLE = /^[0-9]{1,9}$/;

/** Whole cents of a `Decimal` (`'12.30'` → 1230). */
export const decimalCents = (text: string): number => Math.round(Number(text) * 100);

/** Removes the float dust of a conversion (919.9999999 → 920) before rounding up or down. */
const settle = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The minimum and the available amount (dollars, `GET affiliate/earnings/`) in the shown
 * currency's smallest unit: the minimum rounded up and the available amount rounded down, so
 * every amount between them converts back to dollars within the server's limits.
 *
 * @example
 * payoutLimits({ minimum: '10.00', available: '20.57' }, { currency: 'rub', rate: 92, wholeUnits: true });
 * // { minimumUnits: 920, availableUnits: 1892, unitsPerWhole: 1 }
 */
export function payoutLimits(
  limits: { minimum: string; available: string },
  shown: PayoutCurrency,
): PayoutLimits {
  const unitsPerWhole = shown.wholeUnits ? 1 : 100;
  const units = (decimal: string) => (decimalCents(decimal) / 100) * shown.rate * unitsPerWhole;
  return {
    minimumUnits: Math.ceil(settle(units(limits.minimum))),
    availableUnits: Math.floor(settle(units(limits.available))),
    unitsPerWhole,
  };
}

/**
 * Checks a pay-out draft typed in the shown currency against what the server will check
 * (openapi.yaml `AffiliatePayoutRequest`, the minimum and the available amount of
 * `GET affiliate/earnings/`), so most mistakes are caught before the call, and converts the
 * amount back to the dollars the request carries (to the cent; kept within the minimum and the
 * available amount, which the shown limits already are). Answers the request body or the errors
 * by field.
 *
 * @example
 * checkPayoutDraft({ amount: '12.5', method: 'balance', wallet: '' }, { minimum: '10.00', available: '20.00' });
 * // { body: { amount: '12.50', method: 'balance' } }
 * checkPayoutDraft({ amount: '1000', method: 'balance', wallet: '' }, { minimum: '10.00', available: '20.00' },
 *   { currency: 'rub', rate: 92, wholeUnits: true });
 * // { body: { amount: '10.87', method: 'balance' } }
 */
export function checkPayoutDraft(
  draft: PayoutDraft,
  limits: { minimum: string; available: string },
  shown: PayoutCurrency = DOLLARS,
): { body: AffiliatePayoutRequest } | { errors: PayoutDraftErrors } {
  const errors: PayoutDraftErrors = {};
  const { minimumUnits, availableUnits, unitsPerWhole } = payoutLimits(limits, shown);
  const typed = draft.amount.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const typedUnits = Math.round(Number(typed) * unitsPerWhole);
  if (!(shown.wholeUnits ? WHOLE : WITH_CENTS).test(typed))
    errors.amount = shown.wholeUnits ? 'amountWhole' : 'amountFormat';
  else if (typedUnits < minimumUnits) errors.amount = 'belowMinimum';
  else if (typedUnits > availableUnits) errors.amount = 'aboveAvailable';
  const wallet = draft.wallet.trim();
  if (draft.method === 'wallet' && wallet.length < 4) errors.wallet = 'walletRequired';
  if (Object.keys(errors).length > 0) return { errors };

  const dollarsCents = Math.round(((typedUnits / unitsPerWhole) * 100) / shown.rate);
  const cents = Math.min(
    Math.max(dollarsCents, decimalCents(limits.minimum)),
    decimalCents(limits.available),
  );
  const amount = (cents / 100).toFixed(2);
  return {
    body:
      draft.method === 'wallet'
        ? { amount, method: 'wallet', wallet }
        : { amount, method: 'balance' },
  };
}
