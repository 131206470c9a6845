import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  PLANS_REFRESH,
  REGIONS_REFRESH,
  REGION_RESOURCES,
  nextRefreshDelay,
  shouldLoadRegionResource,
} from './regionDataLoading.ts';

describe('shouldLoadRegionResource', () => {
  test('loads with a token when not already loading', () => {
    for (const resource of REGION_RESOURCES) {
      expect(
        shouldLoadRegionResource({ resource, hasAuthToken: true, status: { loading: false } }),
      ).toBe(true);
      expect(shouldLoadRegionResource({ resource, hasAuthToken: true, status: undefined })).toBe(
        true,
      );
    }
  });

  test('skips everything but plans without a token (§4)', () => {
    for (const resource of REGION_RESOURCES) {
      expect(
        shouldLoadRegionResource({ resource, hasAuthToken: false, status: { loading: false } }),
      ).toBe(resource === 'plans');
    }
  });

  test('skips a resource that is already loading, plans included', () => {
    for (const resource of REGION_RESOURCES) {
      for (const hasAuthToken of [true, false]) {
        expect(
          shouldLoadRegionResource({ resource, hasAuthToken, status: { loading: true } }),
        ).toBe(false);
      }
    }
  });

  test('the seven resources of §4', () => {
    expect([...REGION_RESOURCES].sort()).toEqual([
      'images',
      'plans',
      'quota',
      'securityGroups',
      'servers',
      'sshKeys',
      'volumes',
    ]);
  });
});

describe('refresh schedules', () => {
  test('regions every 30 s with a 60 s ceiling; plans every 10 s up to 30 s (§4)', () => {
    expect(REGIONS_REFRESH).toEqual({ intervalMs: 30_000, ceilingMs: 60_000 });
    expect(PLANS_REFRESH).toEqual({ intervalMs: 10_000, ceilingMs: 30_000 });
  });

  test.each([
    [REGIONS_REFRESH, 0, 30_000],
    [REGIONS_REFRESH, 1, 60_000],
    [REGIONS_REFRESH, 2, 60_000],
    [PLANS_REFRESH, 0, 10_000],
    [PLANS_REFRESH, 1, 20_000],
    [PLANS_REFRESH, 2, 30_000],
    [PLANS_REFRESH, 50, 30_000],
    [PLANS_REFRESH, 5000, 30_000],
    [PLANS_REFRESH, Number.POSITIVE_INFINITY, 30_000],
    [PLANS_REFRESH, -3, 10_000],
    [PLANS_REFRESH, Number.NaN, 10_000],
    [PLANS_REFRESH, 1.7, 20_000],
  ])('nextRefreshDelay(%o, %d) = %d', (schedule, errorCount, delay) => {
    expect(nextRefreshDelay(schedule, errorCount)).toBe(delay);
  });

  test('property: between the interval and the ceiling, never shrinking as errors grow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(REGIONS_REFRESH, PLANS_REFRESH),
        fc.nat({ max: 2000 }),
        (schedule, errors) => {
          const delay = nextRefreshDelay(schedule, errors);
          expect(delay).toBeGreaterThanOrEqual(schedule.intervalMs);
          expect(delay).toBeLessThanOrEqual(schedule.ceilingMs);
          expect(nextRefreshDelay(schedule, errors + 1)).toBeGreaterThanOrEqual(delay);
        },
      ),
    );
  });
});
