import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BILLING_CYCLES,
  billingCycleLabelKey,
  isBillingCycle,
  isPlanCategory,
  PLAN_CATEGORIES,
  planCategoryLabelKey,
} from './plan.ts';

describe('plan categories (§3)', () => {
  test('are the seven codes of the spec', () => {
    expect(PLAN_CATEGORIES).toEqual([
      'baremetal',
      'burstable',
      'highfreq_dedicated',
      'highfreq_promo',
      'highfreq_shared',
      'highload',
      'standard',
    ]);
  });

  test('the guard accepts exactly the codes', () => {
    for (const category of PLAN_CATEGORIES) expect(isPlanCategory(category)).toBe(true);
    expect(isPlanCategory('Standard')).toBe(false);
    expect(isPlanCategory('gpu')).toBe(false);
    expect(isPlanCategory(7)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isPlanCategory(value)).toBe((PLAN_CATEGORIES as readonly string[]).includes(value));
      }),
    );
  });

  test('label keys are distinct keys of the account namespace', () => {
    const keys = PLAN_CATEGORIES.map(planCategoryLabelKey);
    expect(keys).toEqual([
      'billing:planCategory.baremetal',
      'billing:planCategory.burstable',
      'billing:planCategory.highfreqDedicated',
      'billing:planCategory.highfreqPromo',
      'billing:planCategory.highfreqShared',
      'billing:planCategory.highload',
      'billing:planCategory.standard',
    ]);
  });
});

describe('billing cycles (§3)', () => {
  test('are hourly and monthly', () => {
    expect(BILLING_CYCLES).toEqual(['hourly', 'monthly']);
  });

  test('guard and label keys', () => {
    expect(isBillingCycle('hourly')).toBe(true);
    expect(isBillingCycle('monthly')).toBe(true);
    expect(isBillingCycle('yearly')).toBe(false);
    expect(isBillingCycle(null)).toBe(false);
    expect(billingCycleLabelKey('hourly')).toBe('billing:billingCycle.hourly');
    expect(billingCycleLabelKey('monthly')).toBe('billing:billingCycle.monthly');
  });
});
