import { describe, expect, test } from 'vitest';
import { PLAN_CATEGORIES } from './plan.ts';
import {
  PLAN_CATEGORY_DISPLAY_ORDER,
  defaultPlanRegion,
  groupPlansByCategory,
  planPriceTexts,
  type PricedPlan,
} from './planDisplay.ts';

const NBSP = '\u00a0';

const plan = (id: string, category: string, monthly: string): PricedPlan & { id: string } => ({
  id,
  category,
  price_monthly: monthly,
  price_hourly: '0.0100',
  currency: 'usd',
});

describe('groupPlansByCategory', () => {
  test('orders groups by the display order, not the API order', () => {
    const groups = groupPlansByCategory([
      plan('bm', 'baremetal', '99.00'),
      plan('b1', 'burstable', '3.00'),
      plan('s1', 'standard', '12.00'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['standard', 'burstable', 'baremetal']);
  });
  test('sorts each group by monthly price as numbers, keeping the API order for ties', () => {
    const [group] = groupPlansByCategory([
      plan('big', 'standard', '100.00'),
      plan('tie-a', 'standard', '9.00'),
      plan('small', 'standard', '12.00'),
      plan('tie-b', 'standard', '9.00'),
    ]);
    // '100.00' < '12.00' as strings: the sort must compare numbers.
    expect(group?.plans.map((item) => item.id)).toEqual(['tie-a', 'tie-b', 'small', 'big']);
  });
  test('leaves out empty and unknown categories', () => {
    const groups = groupPlansByCategory([plan('g', 'gpu', '500.00'), plan('h', 'highload', '40')]);
    expect(groups).toEqual([{ category: 'highload', plans: [plan('h', 'highload', '40')] }]);
    expect(groupPlansByCategory([])).toEqual([]);
  });
  test('the display order lists every category of §3 once', () => {
    expect([...PLAN_CATEGORY_DISPLAY_ORDER].sort()).toEqual([...PLAN_CATEGORIES].sort());
  });
});

describe('planPriceTexts', () => {
  test('dollar and euro prices: 2 decimals monthly, the API decimals hourly', () => {
    expect(planPriceTexts({ ...plan('a', 'standard', '12.00'), price_hourly: '0.0164' })).toEqual({
      monthly: '$12.00',
      hourly: '$0.0164',
    });
    expect(
      planPriceTexts({
        ...plan('a', 'standard', '11.5'),
        currency: 'eur',
        price_hourly: '0.02',
      }),
    ).toEqual({ monthly: '€11.50', hourly: '€0.02' });
  });
  test('hourly prices under 0.01 show 4 decimals even when sent with 2 (§9)', () => {
    expect(planPriceTexts({ ...plan('a', 'burstable', '3.00'), price_hourly: '0.00' }).hourly).toBe(
      '$0.00',
    );
    expect(
      planPriceTexts({ ...plan('a', 'burstable', '3.00'), price_hourly: '0.004' }).hourly,
    ).toBe('$0.0040');
  });
  test('the rouble variant shows whole roubles monthly and no hourly rate (§9 integer roubles)', () => {
    const rouble: PricedPlan = {
      category: 'standard',
      currency: 'rub',
      price_monthly: '1104.00',
      price_hourly: '1.5123',
    };
    expect(planPriceTexts(rouble, { roubleIntegers: true })).toEqual({
      monthly: `1104${NBSP}₽`,
      hourly: null,
    });
    expect(planPriceTexts(rouble)).toEqual({
      monthly: `1104.00${NBSP}₽`,
      hourly: `1.5123${NBSP}₽`,
    });
    expect(
      planPriceTexts({ ...rouble, price_monthly: '275.60' }, { roubleIntegers: true }).monthly,
    ).toBe(`276${NBSP}₽`);
  });
  test('roubleIntegers leaves dollar prices alone', () => {
    expect(
      planPriceTexts(
        { ...plan('a', 'standard', '12.00'), price_hourly: '0.0164' },
        { roubleIntegers: true },
      ),
    ).toEqual({ monthly: '$12.00', hourly: '$0.0164' });
  });
  test('refuses a price that is not a number', () => {
    expect(() => planPriceTexts(plan('a', 'standard', 'n/a'))).toThrow(RangeError);
  });
});

describe('defaultPlanRegion', () => {
  const regions = [
    { id: 'us-east1', currency: 'usd' },
    { id: 'eu-west2', currency: 'usd' },
    { id: 'eu-central1', currency: 'eur' },
    { id: 'ru-msk1', currency: 'rub' },
  ];
  test('a requested region that exists wins', () => {
    expect(defaultPlanRegion(regions, 'usd', 'eu-central1')).toBe('eu-central1');
    expect(defaultPlanRegion(regions, 'usd', 'mars-1')).toBe('eu-west2');
    expect(defaultPlanRegion(regions, 'usd', null)).toBe('eu-west2');
  });
  test('eu-west2 (§9) among the regions in the brand currency, else the first of them', () => {
    expect(defaultPlanRegion(regions, 'usd')).toBe('eu-west2');
    expect(defaultPlanRegion(regions, 'rub')).toBe('ru-msk1');
    expect(defaultPlanRegion(regions, 'eur')).toBe('eu-central1');
  });
  test('without a region in the brand currency: eu-west2, else the first region', () => {
    expect(defaultPlanRegion(regions.slice(0, 2), 'rub')).toBe('eu-west2');
    expect(defaultPlanRegion([{ id: 'ap-sg1', currency: 'USD' }], 'rub')).toBe('ap-sg1');
    expect(defaultPlanRegion([{ id: 'ap-sg1', currency: 'USD' }], 'usd')).toBe('ap-sg1');
    expect(defaultPlanRegion([], 'usd')).toBeUndefined();
  });
});
