// Money in the billing module is integers of a fixed scale (no floats): prices come from the plan
// catalogue as decimal strings, amounts go out as decimal strings.

/**
 * A non-negative decimal string as an integer number of 1/10^`decimals` units; undefined when it
 * is not such a string or has more decimals.
 *
 * @example
 * decimalToUnits('0.0164', 4); // 164
 * decimalToUnits('12.5', 2); // 1250
 */
export function decimalToUnits(text: string, decimals: number): number | undefined {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (match === null) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

/**
 * An integer number of 1/10^`decimals` units as a decimal string with that many decimals.
 *
 * @example
 * unitsToDecimal(1476, 4); // '0.1476'
 * unitsToDecimal(1250, 2); // '12.50'
 */
export function unitsToDecimal(units: number, decimals: number): string {
  if (!Number.isSafeInteger(units) || units < 0)
    throw new RangeError(`Expected a whole number of units ≥ 0, got ${units}.`);
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale);
  return decimals === 0
    ? String(whole)
    : `${whole}.${String(units % scale).padStart(decimals, '0')}`;
}
