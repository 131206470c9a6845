import { describe, expect, test } from 'vitest';
import { serverImage, serverImageSrc, serverSystemName } from './serverImage.ts';

const images = [
  { id: 'ubuntu-id', name: 'ubuntu_24.04' },
  { id: 'wg-id', name: 'prebuilt_wgeasy_14' },
  { id: 'snap-id', name: 'my-snapshot', logo: '/images/os/custom.svg' },
  { id: 'bare-id', name: 'backup-2024' },
];

describe('serverImage', () => {
  test('finds the server image by id', () => {
    expect(serverImage({ image: { id: 'wg-id' } }, images)).toBe(images[1]);
  });

  test('nothing for boot-from-volume, a missing image, or no image list', () => {
    expect(serverImage({ image: '' }, images)).toBeUndefined();
    expect(serverImage({ image: null }, images)).toBeUndefined();
    expect(serverImage({}, images)).toBeUndefined();
    expect(serverImage({ image: { id: '' } }, images)).toBeUndefined();
    expect(serverImage({ image: { id: 'gone' } }, images)).toBeUndefined();
    expect(serverImage({ image: { id: 'ubuntu-id' } }, undefined)).toBeUndefined();
  });
});

describe('serverImageSrc', () => {
  test('the logo of the image group', () => {
    expect(serverImageSrc({ image: { id: 'ubuntu-id' } }, images)).toBe('/images/os/ubuntu.svg');
    expect(serverImageSrc({ image: { id: 'wg-id' } }, images)).toBe('/images/apps/wgeasy.svg');
  });

  test("the group wins over os_distro; the image's own logo when it has no group", () => {
    expect(
      serverImageSrc({ image: { id: 'ubuntu-id' }, metadata: { os_distro: 'debian' } }, images),
    ).toBe('/images/os/ubuntu.svg');
    expect(serverImageSrc({ image: { id: 'snap-id' } }, images)).toBe('/images/os/custom.svg');
  });

  test('else the group of metadata.os_distro', () => {
    expect(serverImageSrc({ image: '', metadata: { os_distro: 'AlmaLinux' } }, images)).toBe(
      '/images/os/alma.svg',
    );
    expect(
      serverImageSrc({ image: { id: 'bare-id' }, metadata: { os_distro: 'rocky' } }, images),
    ).toBe('/images/os/rocky.svg');
  });

  test('undefined when nothing is known', () => {
    expect(serverImageSrc({ image: { id: 'bare-id' } }, images)).toBeUndefined();
    expect(
      serverImageSrc({ image: '', metadata: { os_distro: 'cirros' } }, images),
    ).toBeUndefined();
    expect(serverImageSrc({ image: '', metadata: null }, undefined)).toBeUndefined();
  });
});

describe('serverSystemName', () => {
  test('the distro display name first', () => {
    expect(
      serverSystemName({ image: { id: 'wg-id' }, metadata: { os_distro: 'ubuntu' } }, images),
    ).toEqual({
      source: 'distro',
      text: 'Ubuntu',
    });
    expect(serverSystemName({ metadata: { os_distro: 'windows' } }, images)).toEqual({
      source: 'distro',
      text: 'Windows Server',
    });
  });

  test('an unsupported distro as written', () => {
    expect(serverSystemName({ metadata: { os_distro: 'Gentoo' } }, images)).toEqual({
      source: 'distro',
      text: 'Gentoo',
    });
  });

  test('else the image name', () => {
    expect(
      serverSystemName({ image: { id: 'snap-id' }, metadata: { os_distro: '  ' } }, images),
    ).toEqual({
      source: 'image',
      text: 'my-snapshot',
    });
    expect(serverSystemName({ image: { id: 'ubuntu-id' }, metadata: {} }, images)).toEqual({
      source: 'image',
      text: 'ubuntu_24.04',
    });
  });

  test("else the 'Unknown image' message key", () => {
    const unknown = { source: 'unknown', key: 'servers:unknownImage' };
    expect(serverSystemName({ image: '' }, images)).toEqual(unknown);
    expect(serverSystemName({ image: { id: 'gone' } }, images)).toEqual(unknown);
    expect(serverSystemName({ image: { id: 'blank' } }, [{ id: 'blank', name: '  ' }])).toEqual(
      unknown,
    );
  });
});
