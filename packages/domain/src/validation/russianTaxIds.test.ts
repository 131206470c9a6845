import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { innChecksumValid, validateInn, validateKpp } from './russianTaxIds.ts';

const REQUIRED = { key: 'validation:required' };
const CHECKSUM = { key: 'account:info.validation.innChecksum' };
const KPP = { key: 'account:info.validation.kpp' };

describe('validateInn (§3 company inn)', () => {
  // Published numbers: Sberbank (company) and the tax service's sample of a person's INN.
  test.each([
    ['7707083893', 'company'],
    ['7736207543', 'company'],
    ['500100732259', 'soleTrader'],
    [' 7707083893 ', 'company'],
  ] as const)('%j passes as %s', (inn, kind) => {
    expect(validateInn(inn, kind)).toBeNull();
  });

  test('a company needs 10 digits, a sole trader 12', () => {
    expect(validateInn('500100732259', 'company')).toEqual({
      key: 'account:info.validation.innLength',
      params: { length: 10 },
    });
    expect(validateInn('7707083893', 'soleTrader')).toEqual({
      key: 'account:info.validation.innLength',
      params: { length: 12 },
    });
    expect(validateInn('77070838 3', 'company')).toEqual({
      key: 'account:info.validation.innLength',
      params: { length: 10 },
    });
    expect(validateInn('', 'company')).toEqual(REQUIRED);
  });

  test('a wrong check digit is refused', () => {
    expect(validateInn('7707083894', 'company')).toEqual(CHECKSUM);
    expect(validateInn('500100732258', 'soleTrader')).toEqual(CHECKSUM);
    // The 11th digit checks too, not only the 12th.
    expect(validateInn('500100732269', 'soleTrader')).toEqual(CHECKSUM);
  });

  test('changing any one digit of a valid company INN breaks its checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = [...'7707083893'].map(Number);
        digits[at] = ((digits[at] ?? 0) + delta) % 10;
        const changed = digits.join('');
        // Weights and deltas are below the prime 11, so the sum mod 11 moves off 3, and only 3
        // of 0..10 gives check digit 3; changing the 10th changes the check digit itself.
        expect(innChecksumValid(changed)).toBe(false);
      }),
    );
  });
});

describe('validateKpp (§3 company kpp)', () => {
  test.each(['773601001', '7736AB001', ' 770701001 '])('%j passes', (kpp) => {
    expect(validateKpp(kpp)).toBeNull();
  });

  test.each(['77360100', '7736010011', '7736ab001', 'A73601001', '773601 01'])(
    '%j is refused',
    (kpp) => {
      expect(validateKpp(kpp)).toEqual(KPP);
    },
  );

  test('empty is required', () => {
    expect(validateKpp('  ')).toEqual(REQUIRED);
  });
});
