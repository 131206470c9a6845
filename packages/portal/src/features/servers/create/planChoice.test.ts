import type { Plan } from '@cloud-portal/api-client';
import { describe, expect, test } from 'vitest';
import { planBlock, planOfServer } from './planChoice.ts';

const plan = (id: string, extra: Partial<Plan> = {}): Plan => ({
  id,
  category: 'standard',
  flavor_id: id,
  flavor_name: `Plan ${id}`,
  vcpus: 2,
  ram_mb: 4096,
  disk_gb: 50,
  traffic_tb: 2,
  network_plan: '1gbps',
  currency: 'usd',
  price_monthly: '12.00',
  price_hourly: '0.0164',
  is_available: true,
  ...extra,
});

const linux = { minDisk: 10, minRam: 512, platform: 'shared' } as const;

describe('planBlock: a new server or a reinstall', () => {
  test('a plan out of stock cannot be chosen', () => {
    expect(planBlock(plan('a', { is_available: false }), { image: linux })).toBe('outOfStock');
    expect(planBlock(plan('a'), { image: linux })).toBeNull();
    expect(planBlock(plan('a'), {})).toBeNull();
  });

  test('the disk and the memory must hold the image (Windows needs 40 GB and 2 GB)', () => {
    const windows = { minDisk: 40, minRam: 2048, platform: 'shared' } as const;
    expect(planBlock(plan('small', { disk_gb: 25, ram_mb: 2048 }), { image: windows })).toBe(
      'imageTooBig',
    );
    expect(planBlock(plan('tiny', { disk_gb: 50, ram_mb: 1024 }), { image: windows })).toBe(
      'imageTooBig',
    );
    expect(planBlock(plan('fits', { disk_gb: 40, ram_mb: 2048 }), { image: windows })).toBeNull();
  });

  test('bare-metal plans take bare-metal images only, the others shared images only', () => {
    const metal = plan('bm', { category: 'baremetal', disk_gb: 960, ram_mb: 65536 });
    expect(planBlock(metal, { image: linux })).toBe('imageNeedsShared');
    expect(planBlock(plan('std'), { image: { ...linux, platform: 'baremetal' } })).toBe(
      'imageNeedsBaremetal',
    );
    expect(planBlock(metal, { image: { ...linux, platform: 'baremetal' } })).toBeNull();
    // A snapshot fits either family.
    expect(planBlock(metal, { image: { ...linux, platform: null } })).toBeNull();
  });
});

describe('planBlock: an upgrade', () => {
  const current = plan('std.2c4g', { disk_gb: 50 });

  test('the current plan and smaller disks cannot be chosen; bigger ones can', () => {
    expect(planBlock(current, { current })).toBe('current');
    expect(planBlock(plan('bst', { disk_gb: 25 }), { current })).toBe('diskShrink');
    expect(planBlock(plan('hfs', { disk_gb: 50 }), { current })).toBeNull();
    expect(planBlock(plan('std4', { disk_gb: 100 }), { current })).toBeNull();
    expect(planBlock(plan('std4', { disk_gb: 100, is_available: false }), { current })).toBe(
      'outOfStock',
    );
  });

  test('no move between bare metal and virtual servers', () => {
    const metal = plan('bm', { category: 'baremetal', disk_gb: 960 });
    expect(planBlock(metal, { current })).toBe('imageNeedsShared');
    expect(planBlock(plan('big', { disk_gb: 2000 }), { current: metal })).toBe(
      'imageNeedsBaremetal',
    );
  });
});

test('planOfServer: by flavor id (before 2.47) or the embedded original name (id or name)', () => {
  const plans = [plan('std.2c4g'), plan('std.4c8g', { flavor_name: 'Standard 4 vCPU / 8 GB' })];
  expect(planOfServer(plans, { flavor: { id: 'std.2c4g' } })?.id).toBe('std.2c4g');
  expect(planOfServer(plans, { flavor: { original_name: 'std.4c8g' } })?.id).toBe('std.4c8g');
  expect(planOfServer(plans, { flavor: { original_name: 'Standard 4 vCPU / 8 GB' } })?.id).toBe(
    'std.4c8g',
  );
  expect(planOfServer(plans, { flavor: { original_name: 'gone' } })).toBeUndefined();
});
