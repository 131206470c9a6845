// The brand of a card from its number's first digits (issuer identification number, ISO/IEC
// 7812), as payment pages show it and as §9's temporary rule needs it: cards of the Russian Mir
// system (2200–2204) are Russian cards, whose minimum payment is $5.

/** Card brands the product tells apart. */
export type CardBrand = 'visa' | 'mastercard' | 'mir' | 'amex' | 'unionpay' | 'other';

/**
 * The brand of a card number (digits only; spaces and hyphens are ignored).
 *
 * @example
 * cardBrand('4242 4242 4242 4242'); // 'visa'
 * cardBrand('2200000000000004'); // 'mir'
 * cardBrand('5555555555554444'); // 'mastercard'
 */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/[\s-]/g, '');
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (/^220[0-4]/.test(digits)) return 'mir';
  if (digits.startsWith('4')) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720))
    return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (digits.startsWith('62')) return 'unionpay';
  return 'other';
}

/**
 * The issuing country a brand implies, when it implies one: RU for Mir, else undefined.
 *
 * @example
 * cardCountry('mir'); // 'RU'
 */
export function cardCountry(brand: CardBrand): string | undefined {
  return brand === 'mir' ? 'RU' : undefined;
}
