import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatRelativeTime,
  numberFormatter,
  relativeTimeParts,
} from './format.ts';

// Intl separates groups and units with no-break spaces (U+00A0, U+202F): compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatNumber', () => {
  test('groups and marks decimals the way each language writes them', () => {
    expect(formatNumber('en', 1234567.891)).toBe('1,234,567.891');
    expect(plain(formatNumber('ru', 1234567.891))).toBe('1 234 567,891');
    expect(formatNumber('zh', 1234567.891)).toBe('1,234,567.891');
  });

  test('passes options on (percent, fixed decimals)', () => {
    expect(formatNumber('en', 0.25, { style: 'percent' })).toBe('25%');
    expect(plain(formatNumber('ru', 0.25, { style: 'percent' }))).toBe('25 %');
    expect(formatNumber('en', 2, { minimumFractionDigits: 2 })).toBe('2.00');
  });

  test('reads back as the same integer in en and ru (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(Number(formatNumber('en', value).replace(/,/g, ''))).toBe(value);
        expect(Number(plain(formatNumber('ru', value)).replace(/ /g, '').replace('−', '-'))).toBe(
          value,
        );
      }),
    );
  });

  test('reuses one formatter per locale and options', () => {
    expect(numberFormatter('ru')).toBe(numberFormatter('ru', {}));
    expect(numberFormatter('ru', { style: 'percent' })).toBe(
      numberFormatter('ru', { style: 'percent' }),
    );
    expect(numberFormatter('ru', { style: 'percent' })).not.toBe(numberFormatter('ru'));
    expect(numberFormatter('en')).not.toBe(numberFormatter('ru'));
  });
});

describe('formatDate', () => {
  const moment = '2026-11-21T13:05:00Z';

  test('shows each style in en, ru and zh', () => {
    expect(formatDate('en', moment, 'date', 'UTC')).toBe('Nov 21, 2026');
    expect(plain(formatDate('en', moment, 'dateTime', 'UTC'))).toBe('Nov 21, 2026, 1:05 PM');
    expect(plain(formatDate('ru', moment, 'date', 'UTC'))).toBe('21 нояб. 2026 г.');
    expect(plain(formatDate('ru', moment, 'dateTime', 'UTC'))).toBe('21 нояб. 2026 г., 13:05');
    expect(formatDate('ru', moment, 'time', 'UTC')).toBe('13:05');
    expect(plain(formatDate('ru', moment, 'long', 'UTC'))).toBe('21 ноября 2026 г.');
    expect(formatDate('zh', moment, 'date', 'UTC')).toBe('2026年11月21日');
    expect(formatDate('zh', moment, 'dateTime', 'UTC')).toBe('2026年11月21日 13:05');
  });

  test('takes a Date, milliseconds or an ISO string alike', () => {
    const asDate = formatDate('en', new Date(moment), 'dateTime', 'UTC');
    expect(formatDate('en', Date.parse(moment), 'dateTime', 'UTC')).toBe(asDate);
    expect(formatDate('en', moment, 'dateTime', 'UTC')).toBe(asDate);
  });

  test('the time zone changes the day shown', () => {
    expect(formatDate('en', '2026-11-21T23:30:00Z', 'date', 'Asia/Shanghai')).toBe('Nov 22, 2026');
  });

  test('refuses a value that is not a date instead of printing "Invalid Date"', () => {
    expect(() => formatDate('en', 'yesterday-ish', 'date')).toThrow(RangeError);
  });
});

describe('relativeTimeParts', () => {
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;

  test('picks the unit by size', () => {
    expect(relativeTimeParts(0)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTimeParts(-42 * second)).toEqual({ value: -42, unit: 'second' });
    expect(relativeTimeParts(59 * second)).toEqual({ value: 59, unit: 'second' });
    expect(relativeTimeParts(minute)).toEqual({ value: 1, unit: 'minute' });
    expect(relativeTimeParts(-90 * minute)).toEqual({ value: -2, unit: 'hour' });
    expect(relativeTimeParts(23 * hour)).toEqual({ value: 23, unit: 'hour' });
    expect(relativeTimeParts(-day)).toEqual({ value: -1, unit: 'day' });
    expect(relativeTimeParts(29 * day)).toEqual({ value: 29, unit: 'day' });
    expect(relativeTimeParts(45 * day)).toEqual({ value: 2, unit: 'month' });
    expect(relativeTimeParts(-800 * day)).toEqual({ value: -2, unit: 'year' });
  });

  test('the past mirrors the future (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 365 * day }), (milliseconds) => {
        const future = relativeTimeParts(milliseconds);
        const past = relativeTimeParts(-milliseconds);
        expect(past.unit).toBe(future.unit);
        expect(past.value).toBe(future.value === 0 ? 0 : -future.value);
        expect(Object.is(past.value, -0)).toBe(false);
      }),
    );
  });

  test('a larger difference never shows a smaller unit (property)', () => {
    const order = ['second', 'minute', 'hour', 'day', 'month', 'year'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 * 365 * day }),
        fc.integer({ min: 0, max: 50 * 365 * day }),
        (a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          expect(order.indexOf(relativeTimeParts(large).unit)).toBeGreaterThanOrEqual(
            order.indexOf(relativeTimeParts(small).unit),
          );
        },
      ),
    );
  });
});

describe('formatRelativeTime', () => {
  const from = Date.parse('2026-11-21T12:00:00Z');
  const at = (offset: number) => from + offset;

  test('describes a moment relative to another in en, ru and zh', () => {
    expect(formatRelativeTime('en', from, at(5 * 60_000))).toBe('in 5 minutes');
    expect(formatRelativeTime('ru', from, at(5 * 60_000))).toBe('через 5 минут');
    expect(formatRelativeTime('zh', from, at(5 * 60_000))).toBe('5分钟后');
    expect(formatRelativeTime('en', new Date(from), new Date(at(-3 * 86_400_000)))).toBe(
      '3 days ago',
    );
    expect(formatRelativeTime('ru', from, at(-3 * 86_400_000))).toBe('3 дня назад');
    expect(formatRelativeTime('zh', from, at(2 * 3_600_000))).toBe('2小时后');
  });

  test("uses the language's words for now, yesterday and tomorrow (numeric 'auto')", () => {
    expect(formatRelativeTime('en', from, from)).toBe('now');
    expect(formatRelativeTime('ru', from, at(-86_400_000))).toBe('вчера');
    expect(formatRelativeTime('zh', from, at(-86_400_000))).toBe('昨天');
    expect(formatRelativeTime('en', from, at(86_400_000))).toBe('tomorrow');
  });
});
