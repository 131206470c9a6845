import { describe, expect, test } from 'vitest';
import { createRequest, pickNetwork, rebuildRequest, type ServerDraft } from './serverRequest.ts';

const network = (id: string, v4: number) => ({
  id,
  name: id,
  available_ips_v4: v4,
  available_ips_v6: 1000,
  available_ips: v4 + 1000,
});

const draft: ServerDraft = {
  name: '  web-1 ',
  imageId: 'img-ubuntu',
  osDistro: 'ubuntu',
  login: { kind: 'sshKey', keyName: 'laptop' },
  appPassword: null,
};

test('pickNetwork: the network with the most free IPv4 addresses', () => {
  expect(pickNetwork([network('a', 37), network('b', 214), network('c', 3)])?.id).toBe('b');
  expect(pickNetwork([])).toBeUndefined();
});

describe('createRequest (§7 compute create)', () => {
  test('with an SSH key: name, image, flavor, network, allow_all, key and the distro', () => {
    expect(
      createRequest(draft, {
        flavorRef: 'std.2c4g',
        networkId: 'net-1',
        securityGroup: 'allow_all',
      }),
    ).toEqual({
      name: 'web-1',
      imageRef: 'img-ubuntu',
      flavorRef: 'std.2c4g',
      networks: [{ uuid: 'net-1' }],
      security_groups: [{ name: 'allow_all' }],
      key_name: 'laptop',
      metadata: { os_distro: 'ubuntu' },
    });
  });

  test('with the generated password and an application panel password; no group when missing', () => {
    const request = createRequest(
      {
        ...draft,
        osDistro: null,
        login: { kind: 'password', password: 'q7Hm2xKc9TzPwa4E' },
        appPassword: 'Panel2Pass9xYz4k',
      },
      { flavorRef: 'std.2c4g', networkId: 'net-1', securityGroup: null },
    );
    expect(request).toEqual({
      name: 'web-1',
      imageRef: 'img-ubuntu',
      flavorRef: 'std.2c4g',
      networks: [{ uuid: 'net-1' }],
      adminPass: 'q7Hm2xKc9TzPwa4E',
      metadata: { app_password: 'Panel2Pass9xYz4k' },
    });
    expect(request).not.toHaveProperty('key_name');
  });
});

describe('rebuildRequest (§7 rebuild)', () => {
  test('a key replaces the old one', () => {
    expect(rebuildRequest(draft)).toEqual({
      imageRef: 'img-ubuntu',
      key_name: 'laptop',
      metadata: { os_distro: 'ubuntu' },
    });
  });

  test('a password drops the old key', () => {
    expect(
      rebuildRequest({ ...draft, osDistro: null, login: { kind: 'password', password: 'pw' } }),
    ).toEqual({ imageRef: 'img-ubuntu', adminPass: 'pw', key_name: null });
  });
});
