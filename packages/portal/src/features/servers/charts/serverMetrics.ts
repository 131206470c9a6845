// Which Gnocchi metrics of a server each chart shows, and how Ceilometer's meters become what the
// chart plots (sandbox apps/sandbox/src/cloud/metric/series.ts: the same meters as Ceilometer's).
import type { GnocchiAggregation, GnocchiMeasure } from '@cloud-portal/cloud-sdk/metric';

/**
 * Ceilometer's polling interval, in seconds: a cumulative meter's `rate:mean` is the growth
 * between two polls, so per second it is divided by this.
 */
export const CEILOMETER_POLLING_SECONDS = 300;

/** A chart of the charts tab. */
export type ChartId = 'cpu' | 'memory' | 'disk' | 'network';

/** A line of a chart. */
export type SeriesId = 'cpu' | 'memory' | 'read' | 'write' | 'in' | 'out';

/** What a chart's values are: CPU in % of the server's vCPUs, memory in bytes, rates in bytes/s. */
export type ChartUnit = 'percent' | 'bytes' | 'bytesPerSecond';

/** A line of a chart and the metric it comes from. */
export interface SeriesSpec {
  id: SeriesId;
  metric: string;
  aggregation: GnocchiAggregation;
}

/** A chart, its unit and its lines. */
export interface ChartSpec {
  id: ChartId;
  unit: ChartUnit;
  series: readonly SeriesSpec[];
}

/** The charts, in display order. */
export const CHARTS: readonly ChartSpec[] = [
  { id: 'cpu', unit: 'percent', series: [{ id: 'cpu', metric: 'cpu', aggregation: 'rate:mean' }] },
  {
    id: 'memory',
    unit: 'bytes',
    series: [{ id: 'memory', metric: 'memory.usage', aggregation: 'mean' }],
  },
  {
    id: 'disk',
    unit: 'bytesPerSecond',
    series: [
      { id: 'read', metric: 'disk.device.read.bytes', aggregation: 'rate:mean' },
      { id: 'write', metric: 'disk.device.write.bytes', aggregation: 'rate:mean' },
    ],
  },
  {
    id: 'network',
    unit: 'bytesPerSecond',
    series: [
      { id: 'in', metric: 'network.incoming.bytes', aggregation: 'rate:mean' },
      { id: 'out', metric: 'network.outgoing.bytes', aggregation: 'rate:mean' },
    ],
  },
];

/** A point of a line: time (ms since the epoch) and value in the chart's unit. */
export interface MetricPoint {
  time: number;
  value: number;
}

/**
 * Gnocchi's measures of a series as points in the chart's unit: CPU time (ns per poll) as % of
 * `vcpus` cores, memory (MB) as bytes, byte counters (bytes per poll) as bytes/s. Points that
 * are not numbers, and negative rates (a counter reset at a reboot), are left out.
 * @example toPoints([['2030-01-01T00:00:00+00:00', 300, 150e9]], 'cpu', 1) // [{ time: 1893456000000, value: 50 }]
 */
export function toPoints(
  measures: readonly GnocchiMeasure[],
  series: SeriesId,
  vcpus: number,
): MetricPoint[] {
  const cores = vcpus > 0 ? vcpus : 1;
  const convert = (value: number): number => {
    switch (series) {
      case 'cpu':
        return (value / (CEILOMETER_POLLING_SECONDS * 1e9 * cores)) * 100;
      case 'memory':
        return value * 1024 * 1024;
      default:
        return value / CEILOMETER_POLLING_SECONDS;
    }
  };
  const points: MetricPoint[] = [];
  for (const [timestamp, , raw] of measures) {
    const time = Date.parse(timestamp);
    if (!Number.isFinite(time) || typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0)
      continue;
    points.push({ time, value: convert(raw) });
  }
  return points.sort((a, b) => a.time - b.time);
}

/** The latest, average and highest value of a line: the chart's text summary. */
export interface SeriesSummary {
  latest: number;
  average: number;
  max: number;
}

/**
 * The summary of a line, or undefined when it has no points.
 * @example summarize([{ time: 1, value: 2 }, { time: 2, value: 4 }]) // { latest: 4, average: 3, max: 4 }
 */
export function summarize(points: readonly MetricPoint[]): SeriesSummary | undefined {
  const last = points.at(-1);
  if (last === undefined) return undefined;
  let sum = 0;
  let max = Number.NEGATIVE_INFINITY;
  for (const { value } of points) {
    sum += value;
    if (value > max) max = value;
  }
  return { latest: last.value, average: sum / points.length, max };
}
