import { describe, expect, it } from 'vitest';
import { networkPlanChoices, networkPlanSpeed } from './networkPlans.ts';

describe('network plans', () => {
  it('orders port speeds by speed, units included', () => {
    expect(networkPlanSpeed('200mbps')).toBe(200);
    expect(networkPlanSpeed('10gbps')).toBe(10_000);
    expect(networkPlanSpeed('unlimited')).toBe(Number.POSITIVE_INFINITY);
  });

  it('offers the distinct port speeds of the region’s plans, slowest first', () => {
    const plans = ['1gbps', '10gbps', '200mbps', '1gbps', '2gbps', '5gbps', 'unmetered'].map(
      (network_plan) => ({ network_plan }),
    );
    expect(networkPlanChoices(plans)).toEqual([
      '200mbps',
      '1gbps',
      '2gbps',
      '5gbps',
      '10gbps',
      'unmetered',
    ]);
    expect(networkPlanChoices([])).toEqual([]);
  });
});
