import type { FlavorRecord, FlavorsStore } from './store.ts';

function flavor(id: string, vcpus: number, ramMb: number, diskGb: number, description: string) {
  return { id, name: id, vcpus, ramMb, diskGb, description, isPublic: true } as const;
}

/**
 * The demo cloud's flavors: one per plan of the product catalogue (the plans' `flavor_id`, SPEC
 * §3 categories), described as the plans name them.
 */
export const SEED_FLAVORS: readonly FlavorRecord[] = [
  flavor('bst.1c1g', 1, 1024, 15, 'Burstable 1 vCPU / 1 GB'),
  flavor('bst.1c2g', 1, 2048, 25, 'Burstable 1 vCPU / 2 GB'),
  flavor('std.2c4g', 2, 4096, 50, 'Standard 2 vCPU / 4 GB'),
  flavor('std.4c8g', 4, 8192, 100, 'Standard 4 vCPU / 8 GB'),
  flavor('hfs.2c4g', 2, 4096, 60, 'High frequency 2 vCPU / 4 GB'),
  flavor('hfs.4c8g', 4, 8192, 120, 'High frequency 4 vCPU / 8 GB'),
  flavor('hfp.2c2g', 2, 2048, 40, 'High frequency promo 2 vCPU / 2 GB'),
  flavor('hfp.4c4g', 4, 4096, 80, 'High frequency promo 4 vCPU / 4 GB'),
  flavor('hfd.4c16g', 4, 16384, 160, 'Dedicated high frequency 4 vCPU / 16 GB'),
  flavor('hfd.8c32g', 8, 32768, 320, 'Dedicated high frequency 8 vCPU / 32 GB'),
  flavor('hl.16c64g', 16, 65536, 640, 'Highload 16 vCPU / 64 GB'),
  flavor('hl.32c128g', 32, 131072, 1280, 'Highload 32 vCPU / 128 GB'),
  flavor('bm.e2388g', 16, 65536, 960, 'Bare metal Xeon E-2388G / 64 GB'),
  flavor('bm.epyc7443p', 48, 262144, 3840, 'Bare metal EPYC 7443P / 256 GB'),
];

/**
 * Inserts the demo flavors that are missing.
 *
 * @example
 * seedFlavors(flavorsStore(db));
 */
export function seedFlavors(flavors: FlavorsStore): void {
  for (const record of SEED_FLAVORS) flavors.insertMissing(record);
}
