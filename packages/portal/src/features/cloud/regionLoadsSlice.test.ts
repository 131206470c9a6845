import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, test } from 'vitest';
import { cloudSessionEnded } from './cloudTokenSlice.ts';
import { regionLoadsSlice, selectRegionResourceErrors } from './regionLoadsSlice.ts';

// Query actions as RTK Query dispatches them (only the fields the slice reads).
const query = (
  outcome: 'fulfilled' | 'rejected',
  endpointName: string,
  region: unknown,
  extra: { payload?: unknown; condition?: boolean; aborted?: boolean; reducerPath?: string } = {},
): UnknownAction => ({
  type: `${extra.reducerPath ?? 'cloudApi'}/executeQuery/${outcome}`,
  payload: extra.payload,
  ...(outcome === 'rejected' ? { error: { message: 'Rejected' } } : {}),
  meta: {
    requestStatus: outcome,
    requestId: 'r',
    rejectedWithValue: extra.payload !== undefined,
    condition: extra.condition ?? false,
    aborted: extra.aborted ?? false,
    arg: { type: 'query', endpointName, originalArgs: region, queryCacheKey: 'k' },
  },
});

const reduce = (actions: UnknownAction[]) =>
  actions.reduce(regionLoadsSlice.reducer, regionLoadsSlice.getInitialState());
const errorsOf = (
  state: ReturnType<typeof reduce>,
  region: string,
  resource: 'servers' | 'plans',
) => selectRegionResourceErrors({ regionLoads: state }, region, resource);

describe('regionLoads: error count and message per resource per region (§4, §8)', () => {
  test('each failure counts and keeps its message; a success resets both', () => {
    const failed = (message: string) =>
      query('rejected', 'listRegionServers', 'eu-west2', {
        payload: { name: 'CloudError', status: 503, message },
      });
    let state = reduce([failed('Nova is down'), failed('Still down')]);
    expect(errorsOf(state, 'eu-west2', 'servers')).toEqual({
      errorCount: 2,
      errorMessage: 'Still down',
    });
    expect(errorsOf(state, 'us-east1', 'servers')).toEqual({ errorCount: 0, errorMessage: null });
    state = regionLoadsSlice.reducer(state, query('fulfilled', 'listRegionServers', 'eu-west2'));
    expect(errorsOf(state, 'eu-west2', 'servers')).toEqual({ errorCount: 0, errorMessage: null });
  });

  test('plans are counted from the product API, with a status when there is no message', () => {
    const state = reduce([
      query('rejected', 'listPlans', 'eu-west2', {
        payload: { status: 502 },
        reducerPath: 'productApi',
      }),
    ]);
    expect(errorsOf(state, 'eu-west2', 'plans')).toEqual({
      errorCount: 1,
      errorMessage: 'status 502',
    });
  });

  test('not failures: a request skipped while the same runs, a dropped one, other endpoints', () => {
    const state = reduce([
      query('rejected', 'listRegionServers', 'eu-west2', { condition: true }),
      query('rejected', 'listRegionServers', 'eu-west2', { aborted: true }),
      query('rejected', 'getCustomer', undefined, {
        payload: { status: 500 },
        reducerPath: 'productApi',
      }),
      query('rejected', 'listRegions', undefined, {
        payload: { status: 500 },
        reducerPath: 'productApi',
      }),
    ]);
    expect(state).toEqual({});
  });

  test('the end of the cloud session forgets every count', () => {
    const state = reduce([
      query('rejected', 'listRegionServers', 'eu-west2', { payload: { message: 'x' } }),
      cloudSessionEnded(),
    ]);
    expect(state).toEqual({});
  });
});
