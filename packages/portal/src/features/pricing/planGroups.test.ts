import type { Plan } from '@cloud-portal/api-client';
import { expect, test } from 'vitest';
import { groupPlans, pickRegion, portSpeed } from './planGroups.ts';

const plan = (id: string, category: Plan['category'], price: string, name = id): Plan => ({
  id,
  category,
  flavor_id: id,
  flavor_name: name,
  vcpus: 1,
  ram_mb: 1024,
  disk_gb: 25,
  traffic_tb: 1,
  network_plan: '1gbps',
  currency: 'usd',
  price_monthly: price,
  price_hourly: '0.0100',
  is_available: true,
});

test('groups by category in catalogue order, cheapest first, empty categories left out', () => {
  const groups = groupPlans([
    plan('h1', 'highload', '40.00'),
    plan('s2', 'standard', '12.00'),
    plan('s1', 'standard', '6.00'),
    plan('b1', 'burstable', '3.00'),
  ]);
  expect(groups.map((group) => group.category)).toEqual(['burstable', 'highload', 'standard']);
  expect(groups.find((group) => group.category === 'standard')?.plans.map((p) => p.id)).toEqual([
    's1',
    's2',
  ]);
});

test('prices compare as numbers, not strings; equal prices by name', () => {
  const [group] = groupPlans([
    plan('a', 'standard', '100.00'),
    plan('b', 'standard', '9.00', 'Zeta'),
    plan('c', 'standard', '9.00', 'Alpha'),
  ]);
  expect(group?.plans.map((p) => p.id)).toEqual(['c', 'b', 'a']);
});

test('no plans, no groups', () => {
  expect(groupPlans([])).toEqual([]);
});

test('pickRegion: the URL region if known, else eu-west2 (§9), else the first', () => {
  expect(pickRegion('us-east1', ['eu-west2', 'us-east1'])).toBe('us-east1');
  expect(pickRegion('nowhere', ['us-east1', 'eu-west2'])).toBe('eu-west2');
  expect(pickRegion(null, ['us-east1', 'ru-msk1'])).toBe('us-east1');
  expect(pickRegion(null, [])).toBeUndefined();
});

test('portSpeed reads gbps and mbps, and keeps anything else as sent', () => {
  expect(portSpeed('1gbps')).toEqual({ value: 1, unit: 'gbps' });
  expect(portSpeed('10Gbps')).toEqual({ value: 10, unit: 'gbps' });
  expect(portSpeed('200mbps')).toEqual({ value: 200, unit: 'mbps' });
  expect(portSpeed('shared')).toEqual({ text: 'shared' });
});
