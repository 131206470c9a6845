import { createHash } from 'node:crypto';
import { TERABYTE_BYTES, extraTrafficCharge, trafficResetDate } from '@cloud-portal/domain/pricing';

/** The longest gap between two monthly resets is 31 days; 32 days back is always before the last. */
const MORE_THAN_A_MONTH_MS = 32 * 24 * 3_600_000;
/** The month the emulated usage rate is spread over. */
const MONTH_SECONDS = 30 * 24 * 3600;

/** What {@link trafficUsage} needs of a server. */
export interface MeteredTraffic {
  serverId: string;
  createdAt: Date;
  /** When it ran, oldest first; `to` null while it runs (traffic flows only then). */
  running: readonly { from: string; to: string | null }[];
  /** The plan's monthly traffic in TB (2^40 bytes). */
  limitTb: number;
}

/** A server's traffic in its current monthly period (§7 shaperLimits, §9 extra traffic). */
export interface TrafficPeriod {
  usedBytes: number;
  limitBytes: number;
  /** 1 TB blocks added because the limit was exceeded (§9). */
  extraBlocks: number;
  /** The last reset, or the server's creation. */
  periodStart: Date;
  /** The next reset. */
  resetAt: Date;
}

/**
 * How busy a server's network is, from its id alone (so the same server always reports the same
 * usage): 0.25 to 1.75 times its plan's monthly traffic over a 30-day month. About half the
 * servers stay under their limit; the busiest reach 1.75 × (extra blocks bought, §9).
 *
 * @example
 * usageShare('5f0c6c1e-…'); // 0.93 (always the same for this id)
 */
export function usageShare(serverId: string): number {
  const word = createHash('sha256').update(`traffic:${serverId}`).digest().readUInt32BE(0);
  return 0.25 + (1.5 * word) / 2 ** 32;
}

/**
 * The emulated traffic of a server at `now`: the counter resets monthly on the day of the month
 * the server was created (domain `trafficResetDate`, 00:00 UTC; the 31st becomes the month's last
 * day), and grows at the server's {@link usageShare} of its limit while it runs, on the sandbox
 * clock (a fast clock makes traffic fast). Over the limit, a 1 TB block is added per started
 * terabyte (domain `extraTrafficCharge`).
 *
 * @example
 * trafficUsage({ serverId, createdAt, running: [{ from: createdAt.toISOString(), to: null }], limitTb: 2 }, now);
 * // { usedBytes: 1319413953331, limitBytes: 2199023255552, extraBlocks: 0, periodStart, resetAt }
 */
export function trafficUsage(server: MeteredTraffic, now: Date): TrafficPeriod {
  const created = server.createdAt.getTime();
  const current = Math.max(now.getTime(), created);
  const resetDay = server.createdAt.getUTCDate();
  const resetAt = trafficResetDate(current, resetDay);
  const lastReset = trafficResetDate(resetAt - MORE_THAN_A_MONTH_MS, resetDay);
  const periodStart = Math.max(lastReset, created);
  let runningMs = 0;
  for (const interval of server.running) {
    const from = Math.max(Date.parse(interval.from), periodStart);
    const to = Math.min(interval.to === null ? current : Date.parse(interval.to), current);
    if (to > from) runningMs += to - from;
  }
  const limitBytes = server.limitTb * TERABYTE_BYTES;
  // A plan without included traffic still moves some: as much as a 1 TB plan would.
  const bytesPerSecond =
    (Math.max(limitBytes, TERABYTE_BYTES) * usageShare(server.serverId)) / MONTH_SECONDS;
  const usedBytes = Math.floor((bytesPerSecond * runningMs) / 1000);
  return {
    usedBytes,
    limitBytes,
    extraBlocks: extraTrafficCharge({ usedBytes, limitBytes }).blocks,
    periodStart: new Date(periodStart),
    resetAt: new Date(resetAt),
  };
}
