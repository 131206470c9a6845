import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { cloudsYaml, openrcScript, type CliCredentials } from './cliCredentials.ts';

const credentials: CliCredentials = {
  authUrl: 'https://cloud.example/cloud/eu-west2/identity/v3',
  region: 'eu-west2',
  project: 'project-8d2c',
  domain: 'Default',
  user: 'consumer-8d2c',
  password: 'Pa$$ w0rd\'"`\\!',
};

const dir = mkdtempSync(path.join(tmpdir(), 'openrc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `sh` has in the OS_* variables after sourcing the script. */
function sourced(script: string): Record<string, string> {
  const file = path.join(dir, 'openrc.sh');
  writeFileSync(file, script);
  const output = execFileSync('sh', ['-c', `. "$1" && env -0`, 'sh', file], {
    env: { PATH: process.env['PATH'] ?? '', OS_TOKEN: 'left from another cloud' },
  }).toString();
  return Object.fromEntries(
    output
      .split('\0')
      .filter((line) => line.startsWith('OS_'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Characters a shell treats specially, and a few plain ones between them. */
const SHELL_TROUBLE = fc.constantFrom(
  "'",
  '"',
  '$',
  '`',
  '\\',
  ' ',
  '\n',
  '*',
  '!',
  '#',
  ';',
  'a',
  'я',
  '中',
);

describe('openrcScript', () => {
  test('sourced by sh, it sets the OS_* variables the openstack client reads', () => {
    expect(sourced(openrcScript(credentials))).toEqual({
      OS_AUTH_URL: credentials.authUrl,
      OS_IDENTITY_API_VERSION: '3',
      OS_AUTH_TYPE: 'password',
      OS_REGION_NAME: 'eu-west2',
      OS_INTERFACE: 'public',
      OS_PROJECT_NAME: 'project-8d2c',
      OS_PROJECT_DOMAIN_NAME: 'Default',
      OS_USER_DOMAIN_NAME: 'Default',
      OS_USERNAME: 'consumer-8d2c',
      OS_PASSWORD: credentials.password,
    });
  });

  test('any password reaches the shell as it is (quotes, $, spaces, newlines)', () => {
    fc.assert(
      fc.property(fc.string({ unit: SHELL_TROUBLE, maxLength: 40 }), (password) => {
        expect(sourced(openrcScript({ ...credentials, password })).OS_PASSWORD).toBe(password);
      }),
      { numRuns: 40 },
    );
  });
});

describe('cloudsYaml', () => {
  test('is one cloud with the password auth of the consumer', () => {
    expect(parse(cloudsYaml(credentials, 'cloud-portal'))).toEqual({
      clouds: {
        'cloud-portal': {
          auth: {
            auth_url: credentials.authUrl,
            project_name: 'project-8d2c',
            project_domain_name: 'Default',
            user_domain_name: 'Default',
            username: 'consumer-8d2c',
            password: credentials.password,
          },
          region_name: 'eu-west2',
          interface: 'public',
          identity_api_version: 3,
          auth_type: 'password',
        },
      },
    });
  });

  test('no value can break the document', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, cloudName) => {
        const document = parse(cloudsYaml({ ...credentials, password }, cloudName)) as {
          clouds: Record<string, { auth: { password: string } }>;
        };
        expect(Object.keys(document.clouds)).toEqual([cloudName]);
        expect(document.clouds[cloudName]?.auth.password).toBe(password);
      }),
    );
  });
});
