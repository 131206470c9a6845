import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serverAvailabilityCount } from './serverAvailabilityCount.ts';

describe('serverAvailabilityCount', () => {
  test('quota instances minus existing servers (§4)', () => {
    expect(
      serverAvailabilityCount({ quotaInstances: 10, existingServers: 3, anyRegionLoading: false }),
    ).toBe(7);
    expect(
      serverAvailabilityCount({ quotaInstances: 10, existingServers: 0, anyRegionLoading: false }),
    ).toBe(10);
    expect(
      serverAvailabilityCount({ quotaInstances: 10, existingServers: 10, anyRegionLoading: false }),
    ).toBe(0);
  });

  test('never below 0', () => {
    expect(
      serverAvailabilityCount({ quotaInstances: 10, existingServers: 12, anyRegionLoading: false }),
    ).toBe(0);
    expect(
      serverAvailabilityCount({ quotaInstances: 0, existingServers: 1, anyRegionLoading: false }),
    ).toBe(0);
    expect(
      serverAvailabilityCount({
        quotaInstances: 10,
        existingServers: Number.NaN,
        anyRegionLoading: false,
      }),
    ).toBe(0);
  });

  test('0 while any region is still loading', () => {
    expect(
      serverAvailabilityCount({ quotaInstances: 10, existingServers: 3, anyRegionLoading: true }),
    ).toBe(0);
    expect(
      serverAvailabilityCount({ quotaInstances: -1, existingServers: 3, anyRegionLoading: true }),
    ).toBe(0);
  });

  test('an unlimited quota (-1) is unlimited, not 0', () => {
    expect(
      serverAvailabilityCount({
        quotaInstances: -1,
        existingServers: 300,
        anyRegionLoading: false,
      }),
    ).toBe(Number.POSITIVE_INFINITY);
  });

  test('property: the clamped difference', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1000 }),
        fc.nat({ max: 1000 }),
        fc.boolean(),
        (quota, existing, loading) => {
          const count = serverAvailabilityCount({
            quotaInstances: quota,
            existingServers: existing,
            anyRegionLoading: loading,
          });
          expect(count).toBe(loading ? 0 : Math.max(0, quota - existing));
        },
      ),
    );
  });
});
