// Locale-independent decimal formatting shared by the money and file-size rules.
// We do not use Intl.NumberFormat: its output (separators, spaces) depends on the ICU data of the
// runtime, which differs between Node, browsers and prerendering; these rules must give the same
// string everywhere. Decimal separator is always '.', no thousands grouping.

/**
 * Rounds half away from zero to `fractionDigits` decimals, correcting the binary noise of
 * doubles first (so 1.005 rounds to 1.01, not 1.00 as `toFixed` would).
 *
 * @example
 * roundHalfAwayFromZero(1.005, 2); // 1.01
 * roundHalfAwayFromZero(-2.5, 0); // -3
 */
export function roundHalfAwayFromZero(value: number, fractionDigits: number): number {
  assertFiniteNumber(value);
  const factor = 10 ** fractionDigits;
  // 15 significant digits is what a double holds reliably; it turns 100.49999999999999 back into 100.5.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 ? -rounded : rounded;
}

/**
 * Formats a number with exactly `fractionDigits` decimals, '.' as separator, no grouping, rounding
 * half away from zero. A value that rounds to zero has no minus sign.
 *
 * @example
 * formatDecimal(1234.5, 2); // '1234.50'
 * formatDecimal(-0.001, 2); // '0.00'
 */
export function formatDecimal(value: number, fractionDigits: number): string {
  const rounded = roundHalfAwayFromZero(value, fractionDigits);
  const digits = Math.abs(rounded).toFixed(fractionDigits);
  return rounded < 0 ? `-${digits}` : digits;
}

/**
 * Like `formatDecimal`, but drops trailing zeros (and a trailing '.'): at most `maxFractionDigits`
 * decimals.
 *
 * @example
 * formatDecimalTrimmed(1.5, 2); // '1.5'
 * formatDecimalTrimmed(2, 2); // '2'
 */
export function formatDecimalTrimmed(value: number, maxFractionDigits: number): string {
  const fixed = formatDecimal(value, maxFractionDigits);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

function assertFiniteNumber(value: number): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Expected a finite number, got ${String(value)}`);
  }
}
