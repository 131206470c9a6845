import { execFileSync } from 'node:child_process';
import { customerCloud } from '../../src/cloud.ts';
import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import { signUpActivated } from '../../src/session.ts';

// account/api (issue 14, §3 command-line credentials file) against the sandbox: the openrc the
// screen downloads is sourced by sh, and its OS_* variables log in to the sandbox's Keystone the
// way the openstack client does, then list the customer's servers with that token.

/** The OS_* variables `sh` has after sourcing `file`. */
function sourcedVariables(file: string): Record<string, string> {
  const output = execFileSync('sh', ['-c', '. "$1" && env -0', 'sh', file], {
    env: { PATH: process.env['PATH'] ?? '' },
  }).toString();
  return Object.fromEntries(
    output
      .split('\0')
      .filter((line) => line.startsWith('OS_'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

test('the downloaded openrc logs in to Keystone and lists the servers', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpActivated(page, 'api-openrc');
  const cloud = await customerCloud(page);
  const server = await cloud.createServer('api-1');

  await page.goto('/control/account/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('api-password')).not.toHaveText('');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download openrc.sh' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('openrc.sh');
  const variables = sourcedVariables(await download.path());
  expect(variables).toMatchObject({
    OS_AUTH_URL: new URL('/cloud/eu-west2/identity/v3', page.url()).href,
    OS_REGION_NAME: 'eu-west2',
    OS_IDENTITY_API_VERSION: '3',
  });

  // What `openstack server list` does with these variables: a password token scoped to the
  // project, then compute with it.
  const login = await page.request.post(`${variables['OS_AUTH_URL']}/auth/tokens`, {
    data: {
      auth: {
        identity: {
          methods: ['password'],
          password: {
            user: {
              name: variables['OS_USERNAME'],
              domain: { name: variables['OS_USER_DOMAIN_NAME'] },
              password: variables['OS_PASSWORD'],
            },
          },
        },
        scope: {
          project: {
            name: variables['OS_PROJECT_NAME'],
            domain: { name: variables['OS_PROJECT_DOMAIN_NAME'] },
          },
        },
      },
    },
  });
  expect(login.status(), await login.text()).toBe(201);
  const token = login.headers()['x-subject-token'] ?? '';
  const servers = await page.request.get(
    new URL(`/cloud/${variables['OS_REGION_NAME']}/compute/v2.1/servers`, page.url()).href,
    { headers: { 'X-Auth-Token': token } },
  );
  expect(servers.status()).toBe(200);
  const { servers: listed } = (await servers.json()) as { servers: { id: string }[] };
  expect(listed.map((entry) => entry.id)).toEqual([server.id]);
});
