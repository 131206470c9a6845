import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseImageName } from './parseImageName.ts';

describe('parseImageName', () => {
  test.each([
    ['ubuntu_24.04', 'ubuntu', '24.04'],
    ['debian_12', 'debian', '12'],
    ['windowsserver_2022', 'windowsserver', '2022'],
    ['alma_9', 'alma', '9'],
    ['centos_9_stream', 'centos', '9 stream'],
    ['Ubuntu_22.04', 'ubuntu', '22.04'],
    ['  fedora_40  ', 'fedora', '40'],
    ['arch', 'arch', ''],
    ['ubuntu__22.04', 'ubuntu', '22.04'],
  ])('OS name %j → group %j, version %j, shared', (name, groupName, version) => {
    expect(parseImageName(name)).toEqual({
      status: 'parsed',
      kind: 'os',
      groupName,
      version,
      platform: 'shared',
    });
  });

  test.each([
    // The dash form ending in baremetal, in any case.
    ['ubuntu_22.04-baremetal', 'ubuntu', '22.04'],
    ['debian_12-BareMetal', 'debian', '12'],
    // The underscore form is read the same way (it is not the edition).
    ['ubuntu_22.04_baremetal', 'ubuntu', '22.04'],
    // A 4th part: the slot after <os>_<version>_<edition>.
    ['ubuntu_22.04_minimal_bm', 'ubuntu', '22.04 minimal'],
  ])('OS name %j → baremetal, group %j, version %j', (name, groupName, version) => {
    expect(parseImageName(name)).toEqual({
      status: 'parsed',
      kind: 'os',
      groupName,
      version,
      platform: 'baremetal',
    });
  });

  test('three parts are not a 4th part: the third is the edition', () => {
    expect(parseImageName('centos_9_stream')).toMatchObject({ platform: 'shared' });
    // Empty parts do not count: a trailing or doubled underscore adds nothing.
    expect(parseImageName('centos_9_stream_')).toMatchObject({ platform: 'shared' });
    expect(parseImageName('centos__9_stream')).toMatchObject({ platform: 'shared' });
  });

  test.each([
    ['prebuilt_wgeasy_14', 'wgeasy', '14', 'shared'],
    ['prebuilt_3xui_2.4.1', '3xui', '2.4.1', 'shared'],
    ['Prebuilt_Marzban_0.8', 'marzban', '0.8', 'shared'],
    ['prebuilt_awgeasy', 'awgeasy', '', 'shared'],
    // name-version form
    ['prebuilt_openvpnui-1.2', 'openvpnui', '1.2', 'shared'],
    ['prebuilt-wgeasy_15', 'wgeasy', '15', 'shared'],
    // baremetal: 4th part, or the dash form
    ['prebuilt_wgeasy_14_baremetal', 'wgeasy', '14', 'baremetal'],
    ['prebuilt_wgeasy_14_dedicated', 'wgeasy', '14', 'baremetal'],
    ['prebuilt_wgeasy_14-baremetal', 'wgeasy', '14', 'baremetal'],
    ['prebuilt_wgeasy-14-baremetal', 'wgeasy', '14', 'baremetal'],
  ])('app name %j → %j version %j on %j', (name, groupName, version, platform) => {
    expect(parseImageName(name)).toEqual({
      status: 'parsed',
      kind: 'app',
      groupName,
      version,
      platform,
    });
  });

  test.each([
    ['NOTWORKING_ubuntu_24.04', 'notworking'],
    ['notworking-debian_12', 'notworking'],
    ['NotWorkingprebuilt_wgeasy_14', 'notworking'],
    ['OLD_ubuntu_20.04', 'old'],
    ['old_prebuilt_wgeasy_13', 'old'],
    ['OLDdebian_10', 'old'],
    ['  OLD_alma_8', 'old'],
  ])('%j is excluded (%s)', (name, reason) => {
    expect(parseImageName(name)).toEqual({ status: 'excluded', reason });
  });

  test.each(['', '   ', '___', 'prebuilt', 'prebuilt_', 'prebuilt__', '_baremetal'])(
    '%j is invalid',
    (name) => {
      expect(parseImageName(name)).toEqual({ status: 'invalid' });
    },
  );

  test('a name that only mentions an excluded word later is not excluded', () => {
    expect(parseImageName('ubuntu_24.04_old')).toMatchObject({
      status: 'parsed',
      groupName: 'ubuntu',
    });
  });

  test('property: never throws, and a parsed group name is lower-case and non-empty', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        const parsed = parseImageName(name);
        if (parsed.status === 'parsed') {
          expect(parsed.groupName).not.toBe('');
          expect(parsed.groupName).toBe(parsed.groupName.toLowerCase());
          expect(parsed.groupName).not.toContain('_');
        }
      }),
    );
  });

  test('property: excluded prefixes are excluded whatever follows, in any case', () => {
    const prefix = fc
      .constantFrom('NOTWORKING', 'OLD')
      .chain((word) =>
        fc
          .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
          .map((upper) =>
            [...word].map((char, index) => (upper[index] ? char : char.toLowerCase())).join(''),
          ),
      );
    fc.assert(
      fc.property(prefix, fc.string(), (start, rest) => {
        expect(parseImageName(start + rest).status).toBe('excluded');
      }),
    );
  });

  test('property: names built from the grammar read back their parts', () => {
    const word = fc
      .stringMatching(/^[a-z][a-z0-9]{0,9}$/)
      .filter((w) => !/^(old|notworking|prebuilt)/.test(w) && w !== 'baremetal');
    const version = fc.stringMatching(/^[0-9]{1,4}(\.[0-9]{1,2}){0,2}$/);
    fc.assert(
      fc.property(word, version, fc.boolean(), (os, ver, baremetal) => {
        const name = `${os}_${ver}${baremetal ? '-baremetal' : ''}`;
        expect(parseImageName(name)).toEqual({
          status: 'parsed',
          kind: 'os',
          groupName: os,
          version: ver,
          platform: baremetal ? 'baremetal' : 'shared',
        });
        expect(parseImageName(`prebuilt_${name}`)).toEqual({
          status: 'parsed',
          kind: 'app',
          groupName: os,
          version: ver,
          platform: baremetal ? 'baremetal' : 'shared',
        });
      }),
    );
  });
});
