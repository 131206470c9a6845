import type { Plan } from '@cloud-portal/api-client';
import { describe, expect, test } from 'vitest';
import { monthlySavings } from './deleteSavings.ts';

const plan = (flavorId: string, price: string): Plan => ({
  id: `eu-west2-${flavorId}`,
  category: 'standard',
  flavor_id: flavorId,
  flavor_name: flavorId,
  vcpus: 2,
  ram_mb: 4096,
  disk_gb: 50,
  traffic_tb: 2,
  network_plan: '1gbps',
  currency: 'eur',
  price_monthly: price,
  price_hourly: '0.0164',
  is_available: true,
});

describe('monthlySavings', () => {
  const plans = {
    currency: 'eur' as const,
    plans: [plan('bst.1c1g', '4.00'), plan('std.2c4g', '12.00')],
  };

  test('the plan of the flavor, by its name (Nova 2.47+) or its id, in the region currency', () => {
    expect(monthlySavings({ original_name: 'std.2c4g' }, plans)).toEqual({
      amount: 12,
      currency: 'eur',
    });
    expect(monthlySavings({ id: 'bst.1c1g' }, plans)).toEqual({ amount: 4, currency: 'eur' });
  });

  test('nothing while the plans load, for a flavor no plan sells, or a price that is not a number', () => {
    expect(monthlySavings({ original_name: 'std.2c4g' }, undefined)).toBeUndefined();
    expect(monthlySavings({ original_name: 'old.1c' }, plans)).toBeUndefined();
    expect(monthlySavings({}, plans)).toBeUndefined();
    expect(
      monthlySavings({ original_name: 'x' }, { currency: 'usd', plans: [plan('x', 'n/a')] }),
    ).toBeUndefined();
  });
});
