// Intl-based display helpers for the interface languages. Intl formatters are costly to build and
// a list of 300 servers formats many values, so each formatter is built once per locale and
// options and then reused.
//
// (Money is not formatted here: @cloud-portal/domain's `formatAmount` has the §9 rules, which are
// locale-independent on purpose.)

const cache = new Map<string, unknown>();

function cached<Formatter>(kind: string, locale: string, options: object, build: () => Formatter) {
  const id = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = cache.get(id) as Formatter | undefined;
  if (formatter === undefined) {
    formatter = build();
    cache.set(id, formatter);
  }
  return formatter;
}

/**
 * The cached `Intl.NumberFormat` for a locale and options (exported for tests and for callers
 * that format many values, e.g. `formatToParts`).
 * @example numberFormatter('ru').format(1234.5) // '1 234,5'
 */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions = {}) {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * Formats a number the way the language writes it (grouping, decimal sign).
 * @example
 * formatNumber('en', 1234.5) // '1,234.5'
 * formatNumber('ru', 1234.5) // '1 234,5' (no-break space)
 * formatNumber('en', 0.25, { style: 'percent' }) // '25%'
 */
export function formatNumber(
  locale: string,
  value: number | bigint,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormatter(locale, options).format(value);
}

/**
 * How much of a date to show: `date` (21 Nov 2026), `dateTime` (with hours and minutes),
 * `time` (hours and minutes), `long` (21 November 2026).
 */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'long';

const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  long: { dateStyle: 'long' },
};

/**
 * Formats a date (a `Date`, ms since the epoch, or an ISO string) in one of the `DateStyle`s, in
 * the runtime's time zone unless `timeZone` is given.
 * @example
 * formatDate('en', '2026-11-21T13:05:00Z', 'date', 'UTC') // 'Nov 21, 2026'
 * formatDate('ru', '2026-11-21T13:05:00Z', 'dateTime', 'UTC') // '21 нояб. 2026 г., 13:05'
 */
export function formatDate(
  locale: string,
  date: Date | number | string,
  style: DateStyle,
  timeZone?: string,
): string {
  const options: Intl.DateTimeFormatOptions = { ...DATE_STYLES[style], timeZone };
  const formatter = cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return formatter.format(value);
}

/** The units `formatRelativeTime` picks from. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * The unit and rounded amount a time difference is shown in: under a minute in seconds, under an
 * hour in minutes, under a day in hours, under 30 days in days, under a year in months, else years.
 * Rounded to the nearest whole unit; negative for the past.
 * @example relativeTimeParts(-90 * 60 * 1000) // { value: -2, unit: 'hour' }
 */
export function relativeTimeParts(milliseconds: number): {
  readonly value: number;
  readonly unit: RelativeTimeUnit;
} {
  const size = Math.abs(milliseconds);
  const [unit, length]: [RelativeTimeUnit, number] =
    size < MINUTE
      ? ['second', SECOND]
      : size < HOUR
        ? ['minute', MINUTE]
        : size < DAY
          ? ['hour', HOUR]
          : size < MONTH
            ? ['day', DAY]
            : size < YEAR
              ? ['month', MONTH]
              : ['year', YEAR];
  // Math.round of a negative half rounds up (-1.5 → -1): round the size and put the sign back,
  // so the past and the future round alike. `+ 0` turns -0 into 0.
  const value = Math.sign(milliseconds) * Math.round(size / length) + 0;
  return { value, unit };
}

/**
 * Describes `to` relative to `from` ("in 5 minutes", "yesterday", "3 дня назад") with
 * `Intl.RelativeTimeFormat` (numeric 'auto', so "now", "yesterday", "tomorrow" where the language
 * has them). The unit is picked by `relativeTimeParts`.
 * @example
 * formatRelativeTime('en', new Date('2026-11-21T12:00Z'), new Date('2026-11-21T12:05Z')) // 'in 5 minutes'
 * formatRelativeTime('en', Date.parse('2026-11-21'), Date.parse('2026-11-20')) // 'yesterday'
 */
export function formatRelativeTime(locale: string, from: Date | number, to: Date | number): string {
  const { value, unit } = relativeTimeParts(Number(to) - Number(from));
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
  const formatter = cached(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
  return formatter.format(value, unit);
}
