// The periods the server charts show (1 h, 24 h, 7 d, 30 d; `?range=` in the URL) and the Gnocchi
// granularity each asks for: 5-minute points up to a day, hourly ones beyond (12 to 720 points).

/** A period of the charts, as written in the URL. */
export type ChartRange = '1h' | '24h' | '7d' | '30d';

/** The periods, in the order the range control shows them. */
export const CHART_RANGES: readonly ChartRange[] = ['1h', '24h', '7d', '30d'];

/** The period shown without `?range=` (or with one that is not a period). */
export const DEFAULT_CHART_RANGE: ChartRange = '24h';

interface RangeSpec {
  /** Length of the period, in seconds. */
  seconds: number;
  /** Gnocchi granularity asked for, in seconds (the archive policy must have it). */
  granularity: number;
  /** How often the charts refresh while shown (0: not at all: an hour changes little in 7 d). */
  refreshMs: number;
}

/** Length, granularity and refresh of each period. */
export const RANGE_SPECS: Readonly<Record<ChartRange, RangeSpec>> = {
  '1h': { seconds: 3600, granularity: 300, refreshMs: 60_000 },
  '24h': { seconds: 86_400, granularity: 300, refreshMs: 300_000 },
  '7d': { seconds: 7 * 86_400, granularity: 3600, refreshMs: 0 },
  '30d': { seconds: 30 * 86_400, granularity: 3600, refreshMs: 0 },
};

/**
 * The period named by a `?range=` value, or the default.
 * @example parseChartRange('7d') // '7d'
 * @example parseChartRange('1y') // '24h'
 */
export function parseChartRange(value: string | null | undefined): ChartRange {
  return (CHART_RANGES as readonly string[]).includes(value ?? '')
    ? (value as ChartRange)
    : DEFAULT_CHART_RANGE;
}

/**
 * What to ask Gnocchi for a period ending now: the start (ms, on a granularity boundary, so the
 * first point is a whole one) and the granularity (s).
 * @example chartWindow('1h', Date.parse('2030-01-01T12:07:00Z')) // { start: Date.parse('2030-01-01T11:05:00Z'), end: …, granularity: 300 }
 */
export function chartWindow(
  range: ChartRange,
  nowMs: number,
): { start: number; end: number; granularity: number } {
  const { seconds, granularity } = RANGE_SPECS[range];
  const step = granularity * 1000;
  const start = Math.floor((nowMs - seconds * 1000) / step) * step;
  return { start, end: nowMs, granularity };
}
