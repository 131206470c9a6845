import { describe, expect, test } from 'vitest';
import { createServerCli, rebuildServerCli, resizeServerCli, shellWord } from './serverCli.ts';

const target = {
  region: 'eu-west2',
  computeUrl: 'https://cloud.example/cloud/eu-west2/compute/v2.1',
  microversion: '2.79',
};

test('shellWord quotes what the shell would read otherwise', () => {
  expect(shellWord('std.2c4g')).toBe('std.2c4g');
  expect(shellWord('work laptop')).toBe("'work laptop'");
  expect(shellWord("it's")).toBe("'it'\\''s'");
  expect(shellWord('$HOME')).toBe("'$HOME'");
  expect(shellWord('')).toBe("''");
});

describe('createServerCli', () => {
  const request = {
    name: 'web-1',
    imageRef: 'img-1',
    flavorRef: 'std.2c4g',
    networks: [{ uuid: 'net-1' }],
    security_groups: [{ name: 'allow_all' }],
    key_name: 'work laptop',
    metadata: { os_distro: 'ubuntu' },
  };

  test('the openstack command names every part of the request', () => {
    expect(createServerCli(request, target).openstack).toBe(
      [
        'openstack --os-region-name eu-west2 --os-compute-api-version 2.79 server create \\',
        '  --flavor std.2c4g \\',
        '  --image img-1 \\',
        '  --network net-1 \\',
        '  --security-group allow_all \\',
        "  --key-name 'work laptop' \\",
        '  --property os_distro=ubuntu \\',
        '  web-1',
      ].join('\n'),
    );
  });

  test('the API call posts the same body to the region’s compute root', () => {
    const { curl } = createServerCli(request, target);
    expect(curl).toContain(
      'curl -X POST https://cloud.example/cloud/eu-west2/compute/v2.1/servers \\\n  -H "X-Auth-Token: $OS_TOKEN"',
    );
    expect(curl).toContain("-H 'OpenStack-API-Version: compute 2.79'");
    const body = curl.slice(curl.indexOf('<<EOF\n') + 6, curl.lastIndexOf('\nEOF'));
    expect(JSON.parse(body)).toEqual({ server: request });
  });

  test('passwords never appear: they are read from shell variables', () => {
    const withSecrets = {
      ...request,
      key_name: undefined,
      adminPass: 'q7Hm2xKc9TzPwa4E',
      metadata: { os_distro: 'ubuntu', app_password: 'Panel2Pass9xYz4k' },
    };
    const { openstack, curl } = createServerCli(withSecrets, target);
    for (const text of [openstack, curl]) {
      expect(text).not.toContain('q7Hm2xKc9TzPwa4E');
      expect(text).not.toContain('Panel2Pass9xYz4k');
    }
    expect(openstack).toContain('--password "$SERVER_PASSWORD"');
    expect(openstack).toContain('--property app_password="$APP_PASSWORD"');
    expect(openstack).not.toContain('--key-name');
    expect(curl).toContain('"adminPass": "$SERVER_PASSWORD"');
    expect(curl).toContain('"app_password": "$APP_PASSWORD"');
  });
});

test('rebuildServerCli: the rebuild action, a dropped key as --no-key-name', () => {
  const { openstack, curl } = rebuildServerCli(
    'srv-1',
    { imageRef: 'img-2', adminPass: 'secret-pass', key_name: null },
    target,
  );
  expect(openstack).toBe(
    [
      'openstack --os-region-name eu-west2 --os-compute-api-version 2.79 server rebuild \\',
      '  --image img-2 \\',
      '  --no-key-name \\',
      '  --password "$SERVER_PASSWORD" \\',
      '  srv-1',
    ].join('\n'),
  );
  expect(curl).toContain('/servers/srv-1/action');
  expect(curl).toContain('"adminPass": "$SERVER_PASSWORD"');
  expect(curl).not.toContain('secret-pass');
});

test('resizeServerCli: resize with automatic disk config, then confirm', () => {
  const { openstack, curl } = resizeServerCli('srv-1', 'std.4c8g', target);
  expect(openstack.split('\n')).toEqual([
    'openstack --os-region-name eu-west2 --os-compute-api-version 2.79 server resize --flavor std.4c8g srv-1',
    'openstack --os-region-name eu-west2 --os-compute-api-version 2.79 server resize confirm srv-1',
  ]);
  expect(curl).toContain('"OS-DCF:diskConfig": "AUTO"');
  expect(curl).toContain('"confirmResize": null');
});
