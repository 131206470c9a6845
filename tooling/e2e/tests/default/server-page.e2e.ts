import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures.ts';
import { customerWithServer, novaServer, type TestServer } from '../../src/sandboxServers.ts';
import { confirmIn } from '../../src/serverPage.ts';
import { newEmail } from '../../src/session.ts';

// The server page's security tab and the palette's server commands (issue 13), against a server
// the customer has in the sandbox's cloud. Each test has an account and a server of its own
// (made through the cloud API, see src/sandboxServers.ts). Details, controls and the rest of a
// server's life are in server-life.e2e.ts.

test.describe.configure({ timeout: 120_000 });

async function openServer(page: Page, server: TestServer, tab?: string) {
  await page.goto(`/control/servers/page/${server.id}${tab ? `/${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: server.name })).toBeVisible();
}

test('security groups: allow_all first with its rules, add and remove one', async ({ page }) => {
  const server = await customerWithServer(page, { email: newEmail('srv-security'), name: 'web-1' });
  const created = await server.cloud.call('POST', '/network/v2.0/security-groups', {
    security_group: { name: 'web', description: 'HTTP' },
  });
  expect(created.status).toBe(201);
  const groupId = (created.body as { security_group: { id: string } }).security_group.id;
  const rule = await server.cloud.call('POST', '/network/v2.0/security-group-rules', {
    security_group_rule: {
      security_group_id: groupId,
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 80,
      port_range_max: 80,
    },
  });
  expect(rule.status).toBe(201);
  await openServer(page, server, 'server-security');

  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['allow_all']);
  await expect(
    page.getByRole('list', { name: 'Rules of allow_all' }).getByRole('listitem'),
  ).toHaveCount(4);
  const picker = page.getByLabel('Security group');
  // default is hidden (§5).
  await expect(picker.getByRole('option')).toHaveText(['Choose a group', 'web']);
  await picker.selectOption('web');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('web was added to the server.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['allow_all', 'web']);
  await expect(page.getByRole('list', { name: 'Rules of web' })).toContainText(
    'Inbound · protocol: tcp · ports: 80 · from 0.0.0.0/0 · IPv4',
  );
  expect((await novaServer(server)).server?.security_groups?.map((group) => group.name)).toContain(
    'web',
  );

  await page.getByRole('button', { name: 'Remove web from the server' }).click();
  await confirmIn(page, 'Remove web from web-1?', 'Remove');
  await expect(page.getByText('web was removed from the server.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['allow_all']);
  expect(
    (await novaServer(server)).server?.security_groups?.map((group) => group.name),
  ).not.toContain('web');
});

test('the palette: "reboot web-1" reboots it', async ({ page }) => {
  const server = await customerWithServer(page, { email: newEmail('srv-palette'), name: 'web-1' });
  await page.goto('/control/servers/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('reboot web-1');
  await expect(palette.getByRole('option').first()).toHaveText('Reboot web-1');
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByText('web-1 is rebooting.'),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const { body } = await server.cloud.call(
        'GET',
        `/compute/v2.1/servers/${server.id}/os-instance-actions`,
      );
      return (body as { instanceActions: { action: string }[] }).instanceActions.map(
        (action) => action.action,
      );
    })
    .toEqual(['reboot', 'create']);
});
