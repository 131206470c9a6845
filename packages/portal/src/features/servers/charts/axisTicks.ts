// The y axis of a chart: five round ticks from 0. Byte values are round in their own unit (0, 512
// MB, 1 GB… in 1024s, as §9 shows sizes), not in decimal bytes (which read 953.7 MB).

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ that is ≥ `value` (> 0). */
function niceCeil(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const fraction = value / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks from 0 covering `max` in four equal, round steps: round in units of `base`ⁿ (1024 for
 * bytes, the unit the formatter will pick), the largest tick ≥ `max`.
 * @example axisTicks(100, 1) // [0, 25, 50, 75, 100]
 * @example axisTicks(1.75 * 1024 ** 3, 1024) // [0, 0.5, 1, 1.5, 2] GiB in bytes
 */
export function axisTicks(max: number, base: 1 | 1024): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const exponent =
    base === 1 ? 0 : Math.min(4, Math.max(0, Math.floor(Math.log(top) / Math.log(base))));
  const scale = base ** exponent;
  const step = niceCeil(top / scale / 4) * scale;
  return [0, 1, 2, 3, 4].map((index) => index * step);
}
