import {
  APP_IMAGE_NAMES,
  classifyImage,
  groupImages,
  OS_IMAGE_NAMES,
} from '@cloud-portal/domain/images';
import { describe, expect, it } from 'vitest';
import { PROVIDER_PROJECT_ID, SEED_IMAGES, seedImageRecord, stableUuid } from './seed.ts';

/** The seed as the portal sees it: Glance's id, name and the two common properties. */
const regionImages = SEED_IMAGES.map((image, index) => {
  const record = seedImageRecord('eu-west2', image, index);
  return {
    id: record.id,
    name: image.name,
    os_distro: record.properties.os_distro ?? null,
    os_version: record.properties.os_version ?? null,
  };
});

describe('the seeded images and the domain’s image rules agree (SPEC §3 Image)', () => {
  it('groupImages yields every supported OS and app, in catalog order', () => {
    expect(groupImages(regionImages).map((group) => group.name)).toEqual([
      ...OS_IMAGE_NAMES,
      ...APP_IMAGE_NAMES,
    ]);
  });

  it('every OS and app comes in at least two versions', () => {
    for (const group of groupImages(regionImages)) {
      const versions = new Set(group.images.map((item) => item.version));
      expect(versions.size, group.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('OLD_ and NOTWORKING_ images are seeded and left out by the rules', () => {
    const excluded = regionImages.filter((image) => /^(OLD|NOTWORKING)_/.test(image.name));
    expect(excluded.length).toBeGreaterThanOrEqual(6);
    expect(new Set(excluded.map((image) => classifyImage(image).status))).toEqual(
      new Set(['excluded']),
    );
    const grouped = groupImages(regionImages).flatMap((group) =>
      group.images.map((item) => item.image.name),
    );
    for (const image of excluded) expect(grouped).not.toContain(image.name);
  });

  it('baremetal variants in each name form: -baremetal, _baremetal and a 4th part', () => {
    const baremetal = groupImages(regionImages).flatMap((group) =>
      group.images
        .filter((item) => item.platform === 'baremetal')
        .map((item) => `${group.name}:${item.image.name}`),
    );
    expect(baremetal).toEqual(
      expect.arrayContaining([
        'ubuntu:ubuntu_24.04-baremetal',
        'centos:centos_9_stream_baremetal',
        'debian:debian_11_bullseye_dedicated',
        'windowsserver:windowsserver_2022-baremetal',
        'marzban:prebuilt_marzban_0.8-baremetal',
      ]),
    );
  });

  it('apps use both prebuilt name forms and sort newest first', () => {
    const groups = groupImages(regionImages);
    const threeXui = groups.find((group) => group.name === '3xui');
    expect(threeXui?.images.map((item) => `${item.image.name}|${item.version}`)).toEqual([
      'prebuilt_3xui_2.4|2.4',
      'prebuilt_3xui-2.3|2.3',
    ]);
    expect(threeXui?.kind).toBe('app');
  });

  it('the one image no group takes (cirros) is unsupported, not an error', () => {
    const cirros = regionImages.find((image) => image.name.startsWith('cirros'));
    expect(cirros && classifyImage(cirros).status).toBe('unsupported');
  });
});

describe('seed records', () => {
  it('are public, active, owned by the provider, with os_distro/os_version and minimums', () => {
    for (const [index, image] of SEED_IMAGES.entries()) {
      const record = seedImageRecord('eu-west3', image, index);
      expect(record).toMatchObject({
        region: 'eu-west3',
        visibility: 'public',
        status: 'active',
        owner: PROVIDER_PROJECT_ID,
        properties: { os_distro: image.osDistro, os_version: image.osVersion },
      });
      expect(record.minDisk).toBeGreaterThan(0);
      expect(record.minRam).toBeGreaterThan(0);
      expect(record.size).toBeLessThan(record.minDisk * 1024 ** 3);
    }
  });

  it('ids are UUID v4-shaped, stable, and differ per region', () => {
    const id = stableUuid('image', 'eu-west2', 'ubuntu_24.04');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('image', 'eu-west2', 'ubuntu_24.04')).toBe(id);
    expect(stableUuid('image', 'eu-west3', 'ubuntu_24.04')).not.toBe(id);
    const ids = new Set(SEED_IMAGES.map((image, index) => seedImageRecord('r', image, index).id));
    expect(ids.size).toBe(SEED_IMAGES.length);
  });

  it('later entries are newer (created_at follows the list)', () => {
    const times = SEED_IMAGES.map((image, index) => seedImageRecord('r', image, index).createdAt);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });
});
