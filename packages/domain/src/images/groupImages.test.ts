import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareImageVersions } from './compareImageVersions.ts';
import { classifyImage, groupImages, type GroupableImage } from './groupImages.ts';

// Reads an official OpenStack sample from ../shared/openstack-samples beside the repository (or
// OPENSTACK_SAMPLES_DIR), the way cloud-sdk's test helper does. domain has no Node types, so the
// two things used from Node are typed here.
type NodeForSamples = {
  env: Record<string, string | undefined>;
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: URL, encoding: 'utf8'): string };
};
const node = (globalThis as unknown as { process: NodeForSamples }).process;
function readSampleJson<T>(relativePath: string): T {
  const override = node.env.OPENSTACK_SAMPLES_DIR;
  // src/images/ → src → domain → packages → repository → its parent.
  const root = override
    ? new URL(override.endsWith('/') ? override : `${override}/`, 'file:///')
    : new URL('../../../../../shared/openstack-samples/', import.meta.url);
  return JSON.parse(
    node.getBuiltinModule('node:fs').readFileSync(new URL(relativePath, root), 'utf8'),
  ) as T;
}

let nextId = 0;
function image(name: string, extra: Partial<GroupableImage> = {}): GroupableImage {
  nextId += 1;
  return { id: `img-${nextId}`, name, ...extra };
}

function summary(images: readonly GroupableImage[]) {
  return groupImages(images).map((group) => ({
    name: group.name,
    images: group.images.map((item) => `${item.image.name}|${item.version}|${item.platform}`),
  }));
}

describe('classifyImage', () => {
  test('accepts supported OS and app names', () => {
    expect(classifyImage(image('ubuntu_24.04'))).toMatchObject({
      status: 'accepted',
      group: { name: 'ubuntu', kind: 'default' },
      version: '24.04',
      platform: 'shared',
    });
    expect(classifyImage(image('prebuilt_marzban_0.8-baremetal'))).toMatchObject({
      status: 'accepted',
      group: { name: 'marzban', kind: 'app', guideUrl: '/knowledge/vpn-marzban' },
      version: '0.8',
      platform: 'baremetal',
    });
    expect(classifyImage(image('almalinux_9'))).toMatchObject({ group: { name: 'alma' } });
  });

  test('reports excluded, invalid and unsupported names', () => {
    expect(classifyImage(image('OLD_ubuntu_20.04'))).toEqual({ status: 'excluded', reason: 'old' });
    expect(classifyImage(image('   '))).toEqual({ status: 'invalid' });
    expect(classifyImage(image('cirros_0.6'))).toEqual({
      status: 'unsupported',
      groupName: 'cirros',
    });
    expect(classifyImage(image('prebuilt_outline_1'))).toEqual({
      status: 'unsupported',
      groupName: 'outline',
    });
  });

  test('falls back to os_distro / os_version for freely named OS images', () => {
    expect(
      classifyImage(image('Ubuntu 24.04 LTS', { os_distro: 'ubuntu', os_version: '24.04' })),
    ).toMatchObject({ status: 'accepted', group: { name: 'ubuntu' }, version: '24.04' });
    expect(
      classifyImage(image('my-debian_12', { os_distro: 'debian', os_version: null })),
    ).toMatchObject({
      status: 'accepted',
      group: { name: 'debian' },
      version: '12',
    });
    expect(classifyImage(image('mine', { os_distro: 'cirros' }))).toEqual({
      status: 'unsupported',
      groupName: 'mine',
    });
  });

  test('the name wins over os_distro, and os_distro never rescues an excluded or app image', () => {
    expect(classifyImage(image('debian_12', { os_distro: 'ubuntu' }))).toMatchObject({
      group: { name: 'debian' },
    });
    expect(classifyImage(image('OLD_ubuntu_20.04', { os_distro: 'ubuntu' })).status).toBe(
      'excluded',
    );
    expect(classifyImage(image('prebuilt_outline_1', { os_distro: 'ubuntu' })).status).toBe(
      'unsupported',
    );
  });
});

describe('groupImages', () => {
  test('groups in catalog order, newest version first, and drops what is not offered', () => {
    const images = [
      image('prebuilt_wgeasy_13'),
      image('debian_11'),
      image('ubuntu_22.04'),
      image('NOTWORKING_ubuntu_25.04'),
      image('prebuilt_3xui_2.4'),
      image('ubuntu_24.04'),
      image('OLD_ubuntu_18.04'),
      image('windowsserver_2019'),
      image('windowsserver_2022'),
      image('cirros_0.6'),
      image('debian_12'),
      image('prebuilt_wgeasy_14'),
      image('ubuntu_9'),
    ];
    expect(summary(images)).toEqual([
      {
        name: 'ubuntu',
        images: ['ubuntu_24.04|24.04|shared', 'ubuntu_22.04|22.04|shared', 'ubuntu_9|9|shared'],
      },
      { name: 'debian', images: ['debian_12|12|shared', 'debian_11|11|shared'] },
      {
        name: 'windowsserver',
        images: ['windowsserver_2022|2022|shared', 'windowsserver_2019|2019|shared'],
      },
      { name: 'wgeasy', images: ['prebuilt_wgeasy_14|14|shared', 'prebuilt_wgeasy_13|13|shared'] },
      { name: '3xui', images: ['prebuilt_3xui_2.4|2.4|shared'] },
    ]);
  });

  test('a group carries its catalog fields and the original image objects', () => {
    const wg = { id: 'x', name: 'prebuilt_wgeasy_14', extra: 42 };
    const [group] = groupImages([wg]);
    expect(group).toEqual({
      name: 'wgeasy',
      displayName: 'WG-Easy',
      kind: 'app',
      logo: '/images/apps/wgeasy.svg',
      guideUrl: '/knowledge/vpn-wgeasy',
      images: [{ image: wg, version: '14', platform: 'shared' }],
    });
    expect(group?.images[0]?.image).toBe(wg);
  });

  test('same version: shared before baremetal, then by name and id', () => {
    const images = [
      { id: 'b', name: 'ubuntu_22.04' },
      { id: 'c', name: 'ubuntu_22.04-baremetal' },
      { id: 'a', name: 'ubuntu_22.04' },
      { id: 'd', name: 'Ubuntu_22.04' },
    ];
    expect(groupImages(images)[0]?.images.map((item) => item.image.id)).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
  });

  test('the official Glance list sample: its cirros/Fedora images are not offered unless os_distro says so', () => {
    const sample = readSampleJson<{ images: GroupableImage[] }>(
      'glance/v2/images-list-response.json',
    );
    expect(sample.images.map((entry) => entry.name)).toEqual([
      'cirros-0.3.2-x86_64-disk',
      'F17-x86_64-cfntools',
    ]);
    expect(groupImages(sample.images)).toEqual([]);

    const tagged = sample.images.map((entry) =>
      entry.name.startsWith('F17') ? { ...entry, os_distro: 'fedora', os_version: '17' } : entry,
    );
    expect(summary(tagged)).toEqual([
      { name: 'fedora', images: ['F17-x86_64-cfntools|17|shared'] },
    ]);
  });

  const imageName = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc
      .tuple(
        fc.constantFrom('', 'OLD_', 'NOTWORKING_', 'prebuilt_', 'old', 'Prebuilt-'),
        fc.constantFrom(
          'ubuntu',
          'Debian',
          'alma',
          'almalinux',
          'wgeasy',
          '3xui',
          'cirros',
          'windowsserver',
        ),
        fc.stringMatching(/^(_[0-9]{1,4}(\.[0-9]{1,2})?)?(_stream)?(_x)?(-baremetal)?$/),
      )
      .map(([prefix, family, tail]) => prefix + family + tail),
  );
  const images = fc
    .array(
      fc.record({
        name: imageName,
        os_distro: fc.option(fc.constantFrom('ubuntu', 'windows', 'cirros')),
      }),
      {
        maxLength: 20,
      },
    )
    .map((records) => records.map((record, index) => ({ id: `id-${index}`, ...record })));

  test('property: never throws, never loses or duplicates an accepted image, never shows an excluded one', () => {
    fc.assert(
      fc.property(images, (input) => {
        const groups = groupImages(input);
        const grouped = groups.flatMap((group) => group.images.map((item) => item.image.id));
        const accepted = input.filter((entry) => classifyImage(entry).status === 'accepted');
        expect([...grouped].sort()).toEqual(accepted.map((entry) => entry.id).sort());
        for (const entry of input) {
          if (/^(old|notworking)/i.test(entry.name.trim())) expect(grouped).not.toContain(entry.id);
        }
        // Every item sits in the group its classification names.
        for (const group of groups) {
          expect(group.images.length).toBeGreaterThan(0);
          for (const item of group.images) {
            expect(classifyImage(item.image)).toMatchObject({
              status: 'accepted',
              group: { name: group.name },
            });
          }
        }
      }),
    );
  });

  test('property: versions newest first, groups in catalog order, independent of input order', () => {
    fc.assert(
      fc.property(images, fc.infiniteStream(fc.nat()), (input, seeds) => {
        const groups = groupImages(input);
        for (const group of groups) {
          for (let index = 1; index < group.images.length; index += 1) {
            expect(
              compareImageVersions(group.images[index - 1]!.version, group.images[index]!.version),
            ).toBeGreaterThanOrEqual(0);
          }
        }
        const shuffled = [...input]
          .map((entry) => ({ entry, key: seeds.next().value }))
          .sort((a, b) => a.key - b.key)
          .map(({ entry }) => entry);
        expect(groupImages(shuffled)).toEqual(groups);
      }),
    );
  });
});
