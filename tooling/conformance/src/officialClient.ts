// The official OpenStack client (python3-openstackclient, installed with the real stack) against
// the emulator, configured with only the identity URL, a user and a password: the catalog must
// lead it to every other service.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFORMANCE_PUBLIC_KEY } from './scenarios.ts';

/** One `openstack` command and what its output must show. */
interface Check {
  readonly args: readonly string[];
  readonly expect?: RegExp;
}

/**
 * Runs the official client against the sandbox's emulator; answers whether every command
 * succeeded. Without the `openstack` command it fails and says how to install it.
 *
 * @example
 * const ok = await officialClientCheck('http://127.0.0.1:8080', 'eu-west2', console.log);
 */
export async function officialClientCheck(
  sandboxUrl: string,
  region: string,
  log: (line: string) => void,
): Promise<boolean> {
  if (spawnSync('sh', ['-c', 'command -v openstack'], { stdio: 'ignore' }).status !== 0) {
    log('conformance: the openstack command is missing (apt-get install python3-openstackclient)');
    return false;
  }
  const env = {
    ...process.env,
    OS_AUTH_URL: `${sandboxUrl}/cloud/${region}/identity/v3`,
    OS_USERNAME: 'demo-consumer',
    OS_PASSWORD: 'demo-consumer-password-2026',
    OS_PROJECT_NAME: 'demo-project',
    OS_USER_DOMAIN_NAME: 'Default',
    OS_PROJECT_DOMAIN_NAME: 'Default',
    OS_REGION_NAME: region,
    OS_IDENTITY_API_VERSION: '3',
  };
  const name = `official-${Date.now().toString(36)}`;
  const keyFile = join(mkdtempSync(join(tmpdir(), 'conformance-key-')), 'id.pub');
  writeFileSync(keyFile, `${CONFORMANCE_PUBLIC_KEY}\n`);
  const checks: Check[] = [
    { args: ['token', 'issue', '-f', 'value', '-c', 'expires'] },
    { args: ['flavor', 'list', '-f', 'value', '-c', 'Name'], expect: /bst\.1c1g/ },
    { args: ['image', 'list', '-f', 'value', '-c', 'Name'], expect: /ubuntu/i },
    { args: ['network', 'list', '-f', 'value', '-c', 'Name'] },
    {
      args: ['keypair', 'create', '--public-key', keyFile, name, '-f', 'value', '-c', 'name'],
      expect: new RegExp(name),
    },
    { args: ['quota', 'show', '-f', 'value'] },
    { args: ['security', 'group', 'list', '-f', 'value', '-c', 'Name'], expect: /default/ },
    {
      args: [
        'server',
        'create',
        '--flavor',
        'bst.1c1g',
        '--image',
        'ubuntu_24.04',
        '--network',
        'ext-net-ams-1',
        '--key-name',
        name,
        '--wait',
        '-f',
        'value',
        '-c',
        'status',
        name,
      ],
      expect: /ACTIVE/,
    },
    { args: ['server', 'list', '-f', 'value', '-c', 'Name'], expect: new RegExp(name) },
    { args: ['server', 'stop', name] },
    {
      args: ['console', 'url', 'show', '--novnc', name, '-f', 'value', '-c', 'url'],
      expect: /vnc_auto\.html/,
    },
    {
      args: ['volume', 'create', '--size', '1', '-f', 'value', '-c', 'status', name],
      expect: /creating|available/,
    },
    { args: ['volume', 'list', '-f', 'value', '-c', 'Name'], expect: new RegExp(name) },
    { args: ['volume', 'delete', name] },
    { args: ['server', 'delete', '--wait', name] },
    { args: ['keypair', 'delete', name] },
  ];
  let ok = true;
  for (const check of checks) {
    const started = Date.now();
    const result = spawnSync('openstack', [...check.args], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    const passed = result.status === 0 && (check.expect === undefined || check.expect.test(output));
    ok &&= passed;
    log(
      `  ${passed ? 'ok   ' : 'error'} openstack ${check.args.slice(0, 2).join(' ')} (${Date.now() - started} ms)${passed ? '' : `\n${output.trim().split('\n').slice(-5).join('\n')}`}`,
    );
  }
  return ok;
}
