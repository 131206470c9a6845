// Deterministic measures of a server's metrics: the same query answers the same numbers. Each
// metric follows a daily shape in the region's local time (quiet at 02:00, busiest at 14:00),
// with a level and swing seeded from the server id and metric name, and no samples while the
// server is powered off. Ceilometer polls every 300 s; each poll is a sample, and Gnocchi's
// aggregates per granularity are computed from those samples as Gnocchi would.
import { createHash } from 'node:crypto';
import type { MeteredServer } from './servers.ts';

/** Ceilometer's polling interval: one sample per 300 s while the server runs. */
export const SAMPLE_SECONDS = 300;

/**
 * The archive policy of every metric ("medium"-like): granularity (s) → points kept. 300 s for
 * 7 days, 1 h for 90 days, 1 day for a year.
 */
export const ARCHIVE_POLICY = [
  { granularity: 300, points: 2016 },
  { granularity: 3600, points: 2160 },
  { granularity: 86400, points: 365 },
] as const;

/** The policy's aggregation methods (Ceilometer's `*-rate` policies: the basic ones and `rate:mean`). */
export const AGGREGATION_METHODS = [
  'mean',
  'min',
  'max',
  'sum',
  'count',
  'first',
  'last',
  'rate:mean',
] as const;

/** One of {@link AGGREGATION_METHODS}. */
export type AggregationMethod = (typeof AGGREGATION_METHODS)[number];

/**
 * The metrics of a server, by Ceilometer's names (its polling meters for an instance):
 * `cpu` (CPU time, ns, cumulative), `memory.usage` (MB, gauge), `disk.device.read.bytes` and
 * `disk.device.write.bytes` (bytes, cumulative), `network.incoming.bytes` and
 * `network.outgoing.bytes` (bytes, cumulative). `perSecond` is the rate at full load.
 */
export const METRICS = {
  cpu: { unit: 'ns', kind: 'cumulative', perSecond: (s: MeteredServer) => s.flavor.vcpus * 1e9 },
  'memory.usage': { unit: 'MB', kind: 'gauge', perSecond: (s: MeteredServer) => s.flavor.ramMb },
  'disk.device.read.bytes': { unit: 'B', kind: 'cumulative', perSecond: () => 4_000_000 },
  'disk.device.write.bytes': { unit: 'B', kind: 'cumulative', perSecond: () => 6_000_000 },
  'network.incoming.bytes': { unit: 'B', kind: 'cumulative', perSecond: () => 1_250_000 },
  'network.outgoing.bytes': { unit: 'B', kind: 'cumulative', perSecond: () => 2_500_000 },
} as const satisfies Record<
  string,
  { unit: string; kind: 'cumulative' | 'gauge'; perSecond: (server: MeteredServer) => number }
>;

/** A metric name of {@link METRICS}. */
export type MetricName = keyof typeof METRICS;

/**
 * Each region's offset from UTC in standard time (seconds; daylight saving ignored, so the
 * daily shape is one closed form), from the region's city; unknown regions follow UTC.
 */
export const REGION_UTC_OFFSET_SECONDS: Readonly<Record<string, number>> = {
  'eu-west2': 3600, // Amsterdam
  'eu-central1': 3600, // Frankfurt
  'us-east1': -5 * 3600, // New York
  'ru-msk1': 3 * 3600, // Moscow
  'za-jnb1': 2 * 3600, // Johannesburg
  'ap-sg1': 8 * 3600, // Singapore
};

const DAY = 86400;
/** Local hour of the quietest moment; the busiest is 12 hours later (14:00). */
const QUIET_HOUR = 2;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The stable id of a server's metric (a UUID made from the server id and metric name).
 *
 * @example
 * metricId('f5dc173b-6804-445a-a6d8-c705dad5b5eb', 'cpu'); // always the same UUID
 */
export function metricId(serverId: string, metric: string): string {
  const hex = digest(`gnocchi-metric\0${serverId}\0${metric}`).toString('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A fraction in [0, 1) from 32 bits of a hash, for per-sample noise (cheap: no crypto). */
function noise(seed: number, step: number): number {
  let x = (seed ^ Math.imul(step, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/** The seeded parameters of one server's metric. */
interface Shape {
  /** Load at the quietest hour, as a fraction of full load. */
  level: number;
  /** Extra load at the busiest hour. */
  swing: number;
  offset: number;
  seed: number;
  perSecond: number;
}

function shapeOf(server: MeteredServer, metric: MetricName): Shape {
  const bytes = digest(`${server.serverId}\0${metric}`);
  return {
    level: 0.05 + (bytes[0] ?? 0) / 255 / 5, // 0.05–0.25
    swing: 0.2 + ((bytes[1] ?? 0) / 255) * 0.45, // 0.20–0.65
    offset: REGION_UTC_OFFSET_SECONDS[server.region] ?? 0,
    seed: bytes.readUInt32BE(4),
    perSecond: METRICS[metric].perSecond(server),
  };
}

/** Load in [0, 1] at a time (seconds since the epoch): level + swing × (1 − cos)/2 of local time. */
function load(shape: Shape, seconds: number): number {
  const phase = (2 * Math.PI * (seconds + shape.offset - QUIET_HOUR * 3600)) / DAY;
  return shape.level + (shape.swing * (1 - Math.cos(phase))) / 2;
}

/** ∫ load dt from the epoch (closed form of {@link load}), in load·seconds. */
function loadIntegral(shape: Shape, seconds: number): number {
  const phase = (2 * Math.PI * (seconds + shape.offset - QUIET_HOUR * 3600)) / DAY;
  return (
    (shape.level + shape.swing / 2) * seconds -
    (shape.swing / 2) * (DAY / (2 * Math.PI)) * Math.sin(phase)
  );
}

function epochSeconds(iso: string): number {
  return Date.parse(iso) / 1000;
}

/** The running intervals in seconds, each cut just after `now` and at the server's deletion. */
function runningSeconds(server: MeteredServer, now: number): [number, number][] {
  // Open intervals run up to now, inclusive (a poll at exactly now is a sample).
  const end = Math.min(
    now + 1,
    server.deletedAt === null ? Infinity : epochSeconds(server.deletedAt),
  );
  return server.running
    .map(({ from, to }): [number, number] => [
      epochSeconds(from),
      Math.min(to === null ? end : epochSeconds(to), end),
    ])
    .filter(([from, to]) => to > from);
}

/** A cumulative counter at `t`: work done over every running interval up to `t`. */
function counterAt(shape: Shape, intervals: readonly [number, number][], t: number): number {
  let total = 0;
  for (const [from, to] of intervals) {
    if (from >= t) break;
    total += loadIntegral(shape, Math.min(to, t)) - loadIntegral(shape, from);
  }
  return total * shape.perSecond;
}

function runningAt(intervals: readonly [number, number][], t: number): boolean {
  return intervals.some(([from, to]) => t >= from && t < to);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function aggregate(method: AggregationMethod, samples: number[], deltas: number[]): number {
  switch (method) {
    case 'mean':
      return samples.reduce((sum, value) => sum + value, 0) / samples.length;
    case 'min':
      return Math.min(...samples);
    case 'max':
      return Math.max(...samples);
    case 'sum':
      return samples.reduce((sum, value) => sum + value, 0);
    case 'count':
      return samples.length;
    case 'first':
      return samples[0] ?? 0;
    case 'last':
      return samples[samples.length - 1] ?? 0;
    case 'rate:mean':
      return deltas.reduce((sum, value) => sum + value, 0) / deltas.length;
    default:
      return method satisfies never;
  }
}

/** What {@link measures} computes. */
export interface MeasuresQuery {
  server: MeteredServer;
  metric: MetricName;
  aggregation: AggregationMethod;
  /** Seconds; each must be one of {@link ARCHIVE_POLICY}'s. */
  granularities: readonly number[];
  /** Seconds since the epoch; `undefined` = from the oldest point kept. */
  start: number | undefined;
  /** Exclusive; `undefined` = up to now (the newest period included). */
  stop: number | undefined;
  /** The sandbox's now (seconds since the epoch): nothing is measured after it. */
  now: number;
}

/**
 * Gnocchi's answer to a measures query: `[ISO time with +00:00, granularity, value]` for each
 * period of each granularity (coarsest first, oldest first within one) that holds at least one
 * sample, within the policy's retention and `[start, stop)`. A cumulative metric's samples are
 * its counter (so `mean` is the counter, `rate:mean` the growth per 300 s); `memory.usage`'s are
 * the memory in use. Periods while the server was off have no samples and are left out.
 *
 * @example
 * measures({ server, metric: 'cpu', aggregation: 'rate:mean', granularities: [3600], start: undefined, stop: undefined, now: Date.now() / 1000 });
 * // [['2026-11-21T09:00:00+00:00', 3600, 412345678901.2], ...]
 */
export function measures(query: MeasuresQuery): [string, number, number][] {
  const { server, metric } = query;
  const shape = shapeOf(server, metric);
  const intervals = runningSeconds(server, query.now);
  const gauge = METRICS[metric].kind === 'gauge';
  const sampleAt = (t: number): number => {
    if (!gauge) return counterAt(shape, intervals, t);
    // Memory in use: 30 % of RAM at rest, rising with load, ±3 % noise per sample.
    const jitter = (noise(shape.seed, Math.floor(t / SAMPLE_SECONDS)) - 0.5) * 0.06;
    return shape.perSecond * Math.min(1, Math.max(0, 0.3 + 0.6 * load(shape, t) + jitter));
  };
  const points: [string, number, number][] = [];
  const sorted = [...query.granularities].sort((a, b) => b - a);
  for (const granularity of sorted) {
    const policy = ARCHIVE_POLICY.find((entry) => entry.granularity === granularity);
    if (policy === undefined) continue;
    const newest = Math.floor(query.now / granularity) * granularity;
    const oldest = newest - (policy.points - 1) * granularity;
    let first = Math.max(
      oldest,
      Math.floor(epochSeconds(server.createdAt) / granularity) * granularity,
    );
    if (query.start !== undefined)
      first = Math.max(first, Math.floor(query.start / granularity) * granularity);
    // A sample at exactly `now` opens the newest period; `stop` is exclusive.
    const end = query.stop ?? Number.POSITIVE_INFINITY;
    for (let period = first; period <= newest && period < end; period += granularity) {
      const samples: number[] = [];
      const deltas: number[] = [];
      const firstSample = Math.ceil(period / SAMPLE_SECONDS) * SAMPLE_SECONDS;
      for (let t = firstSample; t < period + granularity && t <= query.now; t += SAMPLE_SECONDS) {
        if (!runningAt(intervals, t)) continue;
        const value = sampleAt(t);
        samples.push(value);
        deltas.push(value - sampleAt(t - SAMPLE_SECONDS));
      }
      if (samples.length === 0) continue;
      const value = aggregate(query.aggregation, samples, deltas);
      const time = new Date(period * 1000).toISOString().replace('.000Z', '+00:00');
      points.push([time, granularity, round(value, gauge ? 2 : 1)]);
    }
  }
  return points;
}
