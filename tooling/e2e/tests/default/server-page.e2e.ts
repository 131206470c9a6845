import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures.ts';
import { customerWithServer, novaServer, type TestServer } from '../../src/sandboxServers.ts';
import { newEmail } from '../../src/session.ts';

// The server page's details, controls and security tabs and the palette's server commands
// (issue 13), against a server the customer has in the sandbox's cloud. Each test has an account
// and a server of its own (made through the cloud API, see src/sandboxServers.ts).

test.describe.configure({ timeout: 120_000 });

/** The status the page header shows (its pill carries the readable status as data). */
const headerStatus = (page: Page) => page.getByRole('main').locator('[data-server-status]').first();

async function openServer(page: Page, server: TestServer, tab?: string) {
  await page.goto(`/control/servers/page/${server.id}${tab ? `/${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: server.name })).toBeVisible();
}

async function confirmIn(page: Page, dialogName: string, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return dialog;
}

test('details show the address; stop (still billed) and start; reboot', async ({ page }) => {
  const server = await customerWithServer(page, { email: newEmail('srv-power'), name: 'web-1' });
  await openServer(page, server);

  // server-details: every field, the address with its network, the activity.
  const addresses = page.getByRole('region', { name: /./ }).filter({ hasText: server.address });
  await expect(addresses.first()).toBeVisible();
  await expect(page.getByText(server.id, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('std.2c4g2 vCPU · 4 GB RAM · 50 GB disk');
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem').first()).toContainText('Created');
  await expect(activity.getByRole('listitem').first()).toContainText('by you');

  await page.getByRole('tab', { name: 'Controls' }).click();
  await expect(page).toHaveURL(new RegExp(`/control/servers/page/${server.id}/server-controls$`));
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();

  await page.getByRole('button', { name: 'Stop' }).click();
  const stopDialog = page.getByRole('dialog', { name: 'Stop web-1?' });
  await expect(stopDialog).toContainText('A stopped server is still billed');
  await confirmIn(page, 'Stop web-1?', 'Stop');
  await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'stopped');
  expect((await novaServer(server)).server?.status).toBe('SHUTOFF');

  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running');

  await page.getByRole('button', { name: 'Reboot', exact: true }).click();
  await confirmIn(page, 'Reboot web-1?', 'Reboot');
  await expect(page.getByText('web-1 is rebooting.')).toBeVisible();
  await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running');

  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(
    page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first(),
  ).toContainText('Rebooted');
  await expect(page.getByRole('list', { name: 'Activity' }).getByRole('listitem')).toHaveCount(4);
});

test('rename, then delete with type-the-name', async ({ page }) => {
  const server = await customerWithServer(page, { email: newEmail('srv-delete'), name: 'web-1' });
  await openServer(page, server, 'server-controls');

  const name = page.getByLabel('Server name');
  await name.fill('web_2');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(/Use Latin letters, digits and hyphens/)).toBeVisible();
  await name.fill('web-2');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('The server is now called web-2.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'web-2' })).toBeVisible();
  expect((await novaServer(server)).server?.name).toBe('web-2');

  // The plan of std.2c4g in eu-west2 is what deleting saves.
  await expect(page.getByText(/Deleting it saves \$\d+\.\d\d a month\./).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete web-2?' });
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type web-2 to confirm').fill('web-1');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type web-2 to confirm').fill('web-2');
  await confirm.click();

  await expect(page).toHaveURL(/\/control\/servers\/list$/);
  await expect(page.getByText('web-2 is being deleted.')).toBeVisible();
  await expect.poll(async () => (await novaServer(server)).status, { timeout: 20_000 }).toBe(404);
});

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
