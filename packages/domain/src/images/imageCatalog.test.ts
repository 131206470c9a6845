import { describe, expect, test } from 'vitest';
import {
  APP_IMAGE_NAMES,
  IMAGE_CATALOG,
  OS_IMAGE_NAMES,
  appImageNameOf,
  imageCatalogEntry,
  osImageNameOf,
} from './imageCatalog.ts';

describe('IMAGE_CATALOG', () => {
  test('lists the §3 operating systems, then the apps, in that order', () => {
    expect(IMAGE_CATALOG.map((entry) => entry.name)).toEqual([
      'ubuntu',
      'alma',
      'rocky',
      'fedora',
      'centos',
      'debian',
      'arch',
      'freebsd',
      'windowsserver',
      'opensuse',
      'wgeasy',
      'awgeasy',
      'openvpnui',
      '3xui',
      'marzban',
    ]);
    expect(IMAGE_CATALOG.length).toBe(OS_IMAGE_NAMES.length + APP_IMAGE_NAMES.length);
  });

  test.each([
    ['ubuntu', 'Ubuntu'],
    ['alma', 'AlmaLinux'],
    ['rocky', 'Rocky Linux'],
    ['windowsserver', 'Windows Server'],
    ['opensuse', 'openSUSE'],
    ['wgeasy', 'WG-Easy'],
    ['awgeasy', 'AmneziaWG Easy'],
    ['openvpnui', 'OpenVPN UI'],
    ['3xui', '3X-UI'],
    ['marzban', 'Marzban'],
  ])('%s is shown as %j', (name, displayName) => {
    expect(imageCatalogEntry(name)?.displayName).toBe(displayName);
  });

  test('OS groups are default, have an OS logo and no guide', () => {
    expect(imageCatalogEntry('debian')).toEqual({
      name: 'debian',
      displayName: 'Debian',
      kind: 'default',
      logo: '/images/os/debian.svg',
      guideUrl: undefined,
    });
  });

  test('app groups link their knowledge-base guide', () => {
    expect(imageCatalogEntry('wgeasy')).toEqual({
      name: 'wgeasy',
      displayName: 'WG-Easy',
      kind: 'app',
      logo: '/images/apps/wgeasy.svg',
      guideUrl: '/knowledge/vpn-wgeasy',
    });
    for (const name of APP_IMAGE_NAMES) {
      expect(imageCatalogEntry(name)?.guideUrl).toBe(`/knowledge/vpn-${name}`);
    }
  });

  test('names, logos and guides are unique', () => {
    expect(new Set(IMAGE_CATALOG.map((entry) => entry.logo)).size).toBe(IMAGE_CATALOG.length);
    expect(new Set(IMAGE_CATALOG.map((entry) => entry.displayName)).size).toBe(
      IMAGE_CATALOG.length,
    );
  });

  test('lookup is case-insensitive and rejects unknown names', () => {
    expect(imageCatalogEntry(' Ubuntu ')?.name).toBe('ubuntu');
    expect(imageCatalogEntry('cirros')).toBeUndefined();
    expect(imageCatalogEntry('toString')).toBeUndefined();
  });
});

describe('osImageNameOf', () => {
  test.each([
    ['ubuntu', 'ubuntu'],
    ['Debian', 'debian'],
    ['almalinux', 'alma'],
    ['RockyLinux', 'rocky'],
    ['archlinux', 'arch'],
    ['windows', 'windowsserver'],
    ['windowsserver', 'windowsserver'],
  ])('%j → %j', (identifier, name) => {
    expect(osImageNameOf(identifier)).toBe(name);
  });

  test.each(['cirros', '', 'wgeasy', 'constructor', '__proto__'])(
    '%j is not an OS',
    (identifier) => {
      expect(osImageNameOf(identifier)).toBeUndefined();
    },
  );
});

describe('appImageNameOf', () => {
  test('accepts the §3 apps in any case and nothing else', () => {
    expect(appImageNameOf('3XUI')).toBe('3xui');
    expect(appImageNameOf('marzban')).toBe('marzban');
    expect(appImageNameOf('ubuntu')).toBeUndefined();
    expect(appImageNameOf('outline')).toBeUndefined();
  });
});
