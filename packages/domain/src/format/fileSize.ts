import { formatDecimalTrimmed, roundHalfAwayFromZero } from './decimal.ts';

/** File size units, smallest first. Codes, not labels: the UI translates them (§9 Display). */
export type FileSizeUnit = 'b' | 'kb' | 'mb' | 'gb' | 'tb';

/** Every unit in ascending order; each is 1024 times the previous (base 2, §9). */
export const FILE_SIZE_UNITS: readonly FileSizeUnit[] = ['b', 'kb', 'mb', 'gb', 'tb'];

/** A size expressed in the largest unit that keeps the value under 1024 (tb is the ceiling). */
export interface FileSize {
  /** Rounded value: whole bytes for `b`, at most 2 decimals for the other units. */
  readonly value: number;
  readonly unit: FileSizeUnit;
}

/** English labels used by `formatFileSize` when no translated labels are passed. */
export const DEFAULT_FILE_SIZE_LABELS: Readonly<Record<FileSizeUnit, string>> = {
  b: 'B',
  kb: 'KB',
  mb: 'MB',
  gb: 'GB',
  tb: 'TB',
};

const BASE = 1024;
const FRACTION_DIGITS = 2;

/**
 * Picks the unit for a byte count (§9: units b to tb, base 2). The value is below 1024 in every
 * unit except tb, which is never exceeded. Bytes are whole numbers; larger units keep up to 2
 * decimals. A value that would round up to 1024 moves to the next unit (1023.999 kb → 1 mb).
 * Throws a RangeError for negative or non-finite input: sizes come from the API and a negative
 * one is a bug worth seeing.
 *
 * @example
 * fileSize(1536); // { value: 1.5, unit: 'kb' }
 * fileSize(1023); // { value: 1023, unit: 'b' }
 */
export function fileSize(bytes: number): FileSize {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A file size must be a finite number of bytes >= 0, got ${String(bytes)}`);
  }
  const lastIndex = FILE_SIZE_UNITS.length - 1;
  let index = 0;
  let value = bytes;
  while (value >= BASE && index < lastIndex) {
    value /= BASE;
    index += 1;
  }
  let rounded = roundHalfAwayFromZero(value, index === 0 ? 0 : FRACTION_DIGITS);
  if (rounded >= BASE && index < lastIndex) {
    index += 1;
    rounded = roundHalfAwayFromZero(value / BASE, FRACTION_DIGITS);
  }
  return { value: rounded, unit: FILE_SIZE_UNITS[index] ?? 'b' };
}

/** Options of `formatFileSize`. */
export interface FormatFileSizeOptions {
  /** Unit labels, typically translated by the caller. Default: `DEFAULT_FILE_SIZE_LABELS` (B, KB, ...). */
  readonly labels?: Readonly<Record<FileSizeUnit, string>>;
}

/**
 * Formats a byte count as `value label`, separated by a no-break space (U+00A0) so the unit never
 * wraps onto its own line. Decimals are trimmed: '1.5 KB', '2 MB', '1.25 GB'.
 *
 * @example
 * formatFileSize(1536); // '1.5\u00a0KB'
 * formatFileSize(5 * 1024 ** 2, { labels: { b: 'Б', kb: 'КБ', mb: 'МБ', gb: 'ГБ', tb: 'ТБ' } }); // '5\u00a0МБ'
 */
export function formatFileSize(bytes: number, options: FormatFileSizeOptions = {}): string {
  const { value, unit } = fileSize(bytes);
  const labels = options.labels ?? DEFAULT_FILE_SIZE_LABELS;
  return `${formatDecimalTrimmed(value, FRACTION_DIGITS)}\u00a0${labels[unit]}`;
}
