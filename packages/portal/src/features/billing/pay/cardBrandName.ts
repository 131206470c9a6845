import type { CardBrand } from '@cloud-portal/api-client';

// Card brands are proper names, written the same in every language (Mir included, as on the
// cards themselves); only "a card of another brand" is translated (`billing:pay.cards.otherBrand`).
const BRAND_NAMES: Record<Exclude<CardBrand, 'other'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mir: 'Mir',
  amex: 'American Express',
  unionpay: 'UnionPay',
};

/**
 * The name of a card brand, or `undefined` for `other` (the caller shows its translated text).
 * @example cardBrandName('visa') // 'Visa'
 */
export function cardBrandName(brand: CardBrand): string | undefined {
  return brand === 'other' ? undefined : BRAND_NAMES[brand];
}
