import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_RUNWAY_HOURS, balanceRunway, pendingHourlyRate } from './runway.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 27, 12);

describe('pendingHourlyRate', () => {
  test('a known plan price wins over the accrued amount', () => {
    expect(
      pendingHourlyRate([{ amount: 5, periodStart: NOW - HOUR, hourlyPrice: 0.0164 }], NOW),
    ).toBeCloseTo(0.0164, 10);
  });

  test('without a price: accrued amount over the hours it took, summed over resources', () => {
    expect(
      pendingHourlyRate(
        [
          { amount: 0.2, periodStart: NOW - 2 * HOUR },
          { amount: 0.03, periodStart: NOW - 3 * HOUR, hourlyPrice: undefined },
        ],
        NOW,
      ),
    ).toBeCloseTo(0.11, 10);
  });

  test('no elapsed time, a period in the future or bad figures count as nothing', () => {
    expect(pendingHourlyRate([{ amount: 0.2, periodStart: NOW }], NOW)).toBe(0);
    expect(pendingHourlyRate([{ amount: 0.2, periodStart: NOW + HOUR }], NOW)).toBe(0);
    expect(pendingHourlyRate([{ amount: Number.NaN, periodStart: 0 }], NOW)).toBe(0);
    expect(pendingHourlyRate([{ amount: 1, periodStart: 0, hourlyPrice: -1 }], NOW)).toBeCloseTo(
      1 / ((NOW - 0) / HOUR),
      12,
    );
    expect(pendingHourlyRate([], NOW)).toBe(0);
  });
});

describe('balanceRunway', () => {
  test('24 at 1 an hour lasts one day', () => {
    expect(balanceRunway({ balance: 24, hourlyRate: 1, now: NOW })).toEqual({
      kind: 'lasts',
      until: NOW + 24 * HOUR,
      hours: 24,
      days: 1,
    });
  });

  test('what has accrued is already spent', () => {
    const runway = balanceRunway({ balance: 10, pending: 4, hourlyRate: 0.5, now: NOW });
    expect(runway).toMatchObject({ kind: 'lasts', hours: 12, days: 0 });
  });

  test('negative after the pending charges: exhausted, even with nothing running', () => {
    expect(balanceRunway({ balance: 0, hourlyRate: 1, now: NOW }).kind).toBe('exhausted');
    expect(balanceRunway({ balance: -3, hourlyRate: 0, now: NOW }).kind).toBe('exhausted');
    expect(balanceRunway({ balance: 2, pending: 2, hourlyRate: 1, now: NOW }).kind).toBe(
      'exhausted',
    );
  });

  test('nothing billed: no runway, also at a zero balance (a new customer)', () => {
    expect(balanceRunway({ balance: 10, hourlyRate: 0, now: NOW })).toEqual({ kind: 'noCharges' });
    expect(balanceRunway({ balance: 0, hourlyRate: 0, now: NOW })).toEqual({ kind: 'noCharges' });
  });

  test('a tiny rate is capped at 100 years, so the date stays a date', () => {
    const runway = balanceRunway({ balance: 1e9, hourlyRate: 1e-6, now: NOW });
    expect(runway).toMatchObject({ kind: 'lasts', hours: MAX_RUNWAY_HOURS });
    if (runway.kind === 'lasts') expect(Number.isNaN(new Date(runway.until).getTime())).toBe(false);
  });

  test('rejects non-finite input', () => {
    expect(() => balanceRunway({ balance: Number.NaN, hourlyRate: 1, now: NOW })).toThrow(
      RangeError,
    );
  });

  test('property: hours until the date × hourly rate ≈ the balance left after pending charges', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0.0001, max: 100, noNaN: true }),
        (balance, pending, hourlyRate) => {
          const runway = balanceRunway({ balance, pending, hourlyRate, now: NOW });
          const rest = balance - pending;
          if (rest <= 0) return runway.kind === 'exhausted';
          if (runway.kind !== 'lasts') return false;
          const hours = (runway.until - NOW) / HOUR;
          if (runway.hours === MAX_RUNWAY_HOURS) return rest / hourlyRate >= MAX_RUNWAY_HOURS;
          return (
            Math.abs(hours * hourlyRate - rest) <= 1e-6 * Math.max(1, rest) &&
            runway.days === Math.floor(hours / 24)
          );
        },
      ),
    );
  });
});
