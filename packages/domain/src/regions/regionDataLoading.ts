// §4 Per-region data: which loads run, and how often region data refreshes.
import { TIMINGS } from '../session/timings.ts';

/** The per-region resources of §4, each with loading, loaded, error and error-count state. */
export const REGION_RESOURCES = [
  'quota',
  'sshKeys',
  'securityGroups',
  'plans',
  'servers',
  'volumes',
  'images',
] as const;

/** One per-region resource. */
export type RegionResource = (typeof REGION_RESOURCES)[number];

/** The load state kept for each resource of each region (§4). */
export interface RegionResourceStatus {
  readonly loading: boolean;
  readonly loaded: boolean;
  readonly error: boolean;
  readonly errorCount: number;
}

/** Inputs of `shouldLoadRegionResource`. */
export interface RegionResourceLoadInput {
  readonly resource: RegionResource;
  /** Whether a cloud token is available. */
  readonly hasAuthToken: boolean;
  /** The resource's current state in that region (only `loading` matters here). */
  readonly status: Pick<RegionResourceStatus, 'loading'> | undefined;
}

/**
 * Whether to start loading a region resource (§4): skipped when there is no auth token — except
 * plans, which are public — or when a load is already running.
 *
 * @example
 * shouldLoadRegionResource({ resource: 'servers', hasAuthToken: false, status: undefined }); // false
 * shouldLoadRegionResource({ resource: 'plans', hasAuthToken: false, status: { loading: false } }); // true
 */
export function shouldLoadRegionResource(input: RegionResourceLoadInput): boolean {
  if (input.status?.loading) return false;
  return input.hasAuthToken || input.resource === 'plans';
}

/** A refresh interval that grows after failures, up to a ceiling (values from `TIMINGS`, §9). */
export interface RefreshSchedule {
  readonly intervalMs: number;
  readonly ceilingMs: number;
}

/**
 * Regions refresh every 30 s, at most every 60 s after failures (§4 "30 s (60 s ceiling)").
 *
 * @example
 * nextRefreshDelay(REGIONS_REFRESH, 0); // 30_000
 */
export const REGIONS_REFRESH: RefreshSchedule = {
  intervalMs: TIMINGS.regionsRefreshMs,
  ceilingMs: TIMINGS.regionsRefreshCeilingMs,
};

/**
 * Plans refresh every 10 s, up to 30 s after failures (§4 "10 s (up to 30 s)").
 *
 * @example
 * nextRefreshDelay(PLANS_REFRESH, 2); // 30_000
 */
export const PLANS_REFRESH: RefreshSchedule = {
  intervalMs: TIMINGS.plansRefreshMs,
  ceilingMs: TIMINGS.plansRefreshCeilingMs,
};

/**
 * The delay before the next refresh. §4 gives each refresh a base interval and a ceiling and keeps
 * an error count per resource; we read that as a backoff: the interval doubles with each
 * consecutive error and stops at the ceiling (regions 30 s → 60 s; plans 10 s → 20 s → 30 s). A
 * success resets the count, so the base interval comes back. Negative or non-numeric counts are 0.
 *
 * @example
 * nextRefreshDelay(PLANS_REFRESH, 0); // 10_000
 * nextRefreshDelay(PLANS_REFRESH, 1); // 20_000
 * nextRefreshDelay(REGIONS_REFRESH, 5); // 60_000
 */
export function nextRefreshDelay(schedule: RefreshSchedule, errorCount: number): number {
  const errors = errorCount > 0 ? Math.floor(errorCount) : 0;
  // 2 ** errors overflows to Infinity for huge counts; Math.min still gives the ceiling.
  return Math.min(schedule.ceilingMs, schedule.intervalMs * 2 ** errors);
}
