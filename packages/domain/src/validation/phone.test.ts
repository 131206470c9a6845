import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validatePhone } from './phone.ts';

const LENGTH = { key: 'validation:phoneLength', params: { min: 7, max: 15 } };

describe('validatePhone (§5 must start with + and a country code)', () => {
  test.each([
    '+44 20 7946 0958',
    '+12025550123',
    '+1-202-555-0123',
    '+7 (495) 123-45-67',
    '+7(495)1234567',
    '+86 10 1234 5678',
    '+683 4002',
    '  +49 30 123456  ',
  ])('%j passes', (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });

  test.each([
    '8 495 123 45 67',
    '0044 20 7946 0958',
    '+0 123 456 789',
    '+',
    '+ 44 20 7946 0958',
    '+44  20 7946',
    '+44 20 7946 0958 ext 1',
    '+44--20 7946 0958',
    '+44 20 7946 0958-',
    '+7 (495) (123) 45 67',
    '+7 (495 123 45 67',
    '+7 () 123 45 67',
    '++44 20 7946 0958',
  ])('%j has the wrong shape', (phone) => {
    expect(validatePhone(phone)).toEqual({ key: 'validation:phone' });
  });

  test('7 to 15 digits including the country code (E.164)', () => {
    expect(validatePhone('+123456')).toEqual(LENGTH);
    expect(validatePhone('+1234567')).toBeNull();
    expect(validatePhone('+123456789012345')).toBeNull();
    expect(validatePhone('+1234567890123456')).toEqual(LENGTH);
  });

  test('empty is required', () => {
    expect(validatePhone('')).toEqual({ key: 'validation:required' });
  });

  test('property: + and 7–15 digits grouped by single spaces or dashes pass', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.tuple(fc.constantFrom(' ', '-'), fc.stringMatching(/^\d{1,4}$/)), {
          minLength: 1,
          maxLength: 5,
        }),
        (first, groups) => {
          const digits = 1 + groups.reduce((sum, [, group]) => sum + group.length, 0);
          const phone = `+${String(first)}${groups.map(([sep, group]) => sep + group).join('')}`;
          expect(validatePhone(phone) === null).toBe(digits >= 7 && digits <= 15);
        },
      ),
    );
  });

  test('a long run of digits ending badly is answered quickly (no catastrophic backtracking)', () => {
    const started = performance.now();
    expect(validatePhone(`+1${'1 '.repeat(18)}x`)).toEqual({ key: 'validation:phone' });
    expect(validatePhone(`+${'1'.repeat(5000)}`)).toEqual({ key: 'validation:phone' });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
