import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normaliseCardNumber, passesLuhn, validateCardNumber } from './cardNumber.ts';

/** Appends the Luhn check digit to a payload (computed independently of passesLuhn). */
function withCheckDigit(payload: string): string {
  let sum = 0;
  [...payload].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return `${payload}${String((10 - (sum % 10)) % 10)}`;
}

describe('passesLuhn', () => {
  test.each([
    '4242424242424242',
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '79927398713',
    '0',
  ])('%s passes', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  test.each(['4242424242424241', '79927398710', '1', '', '4242 4242'])('%j fails', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('validateCardNumber (§5 Luhn; an empty card is invalid)', () => {
  test('test cards pass, with spaces or hyphens', () => {
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('5555-5555-5555-4444')).toBeNull();
    expect(validateCardNumber('378282246310005')).toBeNull();
  });

  test('an empty card is invalid', () => {
    expect(validateCardNumber('')).toEqual({ key: 'validation:required' });
    expect(validateCardNumber('   ')).toEqual({ key: 'validation:required' });
  });

  test('12–19 digits', () => {
    expect(validateCardNumber(withCheckDigit('1'.repeat(10)))).toEqual({
      key: 'billing:validation.cardNumber',
    });
    expect(validateCardNumber(withCheckDigit('1'.repeat(11)))).toBeNull();
    expect(validateCardNumber(withCheckDigit('1'.repeat(18)))).toBeNull();
    expect(validateCardNumber(withCheckDigit('1'.repeat(19)))).toEqual({
      key: 'billing:validation.cardNumber',
    });
  });

  test.each(['4242 4242 4242 4241', '4242x4242424242424', '４２４２４２４２４２４２４２４２'])(
    '%j is refused',
    (card) => {
      expect(validateCardNumber(card)).toEqual({ key: 'billing:validation.cardNumber' });
    },
  );

  test('normaliseCardNumber drops spaces and hyphens', () => {
    expect(normaliseCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  const payload = fc.stringMatching(/^\d{11,18}$/);

  test('property: a number with its check digit is valid', () => {
    fc.assert(
      fc.property(payload, (digits) => {
        expect(validateCardNumber(withCheckDigit(digits))).toBeNull();
      }),
    );
  });

  test('property: a valid number with one digit changed is invalid', () => {
    fc.assert(
      fc.property(payload, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, position, delta) => {
        const card = withCheckDigit(digits);
        const index = position % card.length;
        const changed = (Number(card[index]) + delta) % 10;
        const altered = `${card.slice(0, index)}${String(changed)}${card.slice(index + 1)}`;
        expect(validateCardNumber(altered)).toEqual({ key: 'billing:validation.cardNumber' });
      }),
    );
  });
});
