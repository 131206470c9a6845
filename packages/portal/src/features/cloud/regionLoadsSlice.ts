import type { RegionResource } from '@cloud-portal/domain/regions';
import { createSlice, isFulfilled, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { cloudSessionEnded } from './cloudTokenSlice.ts';

/**
 * The endpoint that loads each per-region resource (§4 Per-region data), by RTK Query endpoint
 * name: the cloud slice's (regionDataApi.ts) and the product API's plans. The argument of each is
 * the region id. Matched by name so this slice, which loads with the store, imports no SDK code.
 */
export const REGION_RESOURCE_ENDPOINTS = {
  getRegionQuota: 'quota',
  listRegionSshKeys: 'sshKeys',
  listRegionSecurityGroups: 'securityGroups',
  listPlans: 'plans',
  listRegionServers: 'servers',
  listRegionVolumes: 'volumes',
  listRegionImages: 'images',
} as const satisfies Record<string, RegionResource>;

/** What §8 keeps of a resource's failures: how many in a row, and the last message. */
export interface RegionResourceErrors {
  /** Failures since the last success (§4 error count; the refresh backs off with it). */
  errorCount: number;
  /** The last failure's message, null after a success. */
  errorMessage: string | null;
}

/** Errors per region id, then per resource. */
export type RegionLoadsState = Record<
  string,
  Partial<Record<RegionResource, RegionResourceErrors>>
>;

/** No failures: what a resource without an entry reads as. */
export const NO_REGION_ERRORS: RegionResourceErrors = { errorCount: 0, errorMessage: null };

interface QueryMeta {
  arg?: { endpointName?: string; originalArgs?: unknown; type?: string };
  condition?: boolean;
  aborted?: boolean;
}

/** The region and resource a query action is about, if it is one of the per-region loads. */
export function regionLoadOf(
  action: UnknownAction,
): { region: string; resource: RegionResource } | undefined {
  const meta = (action as { meta?: QueryMeta }).meta;
  const name = meta?.arg?.endpointName;
  const region = meta?.arg?.originalArgs;
  if (meta?.arg?.type !== 'query' || name === undefined || typeof region !== 'string')
    return undefined;
  if (!Object.hasOwn(REGION_RESOURCE_ENDPOINTS, name)) return undefined;
  return {
    region,
    resource: REGION_RESOURCE_ENDPOINTS[name as keyof typeof REGION_RESOURCE_ENDPOINTS],
  };
}

/** The message of a failed query action: the error value's, else the thrown error's. */
export function failureMessage(action: UnknownAction): string {
  const payload = (action as { payload?: unknown }).payload;
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof payload === 'object' && payload !== null && 'status' in payload) {
    return `status ${String((payload as { status: unknown }).status)}`;
  }
  const error = (action as { error?: { message?: string } }).error;
  return error?.message ?? 'Unknown error';
}

/**
 * Error count and message per resource per region (§4 Per-region data, §8 "Loader failures store
 * the error message per resource, increment an error count"). Loading and loaded come from RTK
 * Query's cache entries (regionData.ts puts them together).
 */
export const regionLoadsSlice = createSlice({
  name: 'regionLoads',
  initialState: (): RegionLoadsState => ({}),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(cloudSessionEnded, () => ({}))
      .addMatcher(isFulfilled, (state, action) => {
        const load = regionLoadOf(action);
        if (!load) return;
        const errors = state[load.region]?.[load.resource];
        if (errors && (errors.errorCount !== 0 || errors.errorMessage !== null)) {
          errors.errorCount = 0;
          errors.errorMessage = null;
        }
      })
      .addMatcher(isRejected, (state, action) => {
        const meta = (action as { meta?: QueryMeta }).meta;
        // Not failures: a request skipped because the same one is running, or one RTK Query dropped.
        if (meta?.condition || meta?.aborted) return;
        const load = regionLoadOf(action);
        if (!load) return;
        const region = (state[load.region] ??= {});
        const errors = (region[load.resource] ??= { ...NO_REGION_ERRORS });
        errors.errorCount += 1;
        errors.errorMessage = failureMessage(action);
      });
  },
  selectors: {
    selectRegionResourceErrors: (state, region: string, resource: RegionResource) =>
      state[region]?.[resource] ?? NO_REGION_ERRORS,
  },
});

export const { selectRegionResourceErrors } = regionLoadsSlice.selectors;
