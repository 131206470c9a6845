import { customerCloud } from '../../src/cloud.ts';
import { injectFault } from '../../src/faults.ts';
import { expect, test } from '../../src/fixtures.ts';
import { signUpActivated } from '../../src/session.ts';

// Issue 13, servers/list: every region's servers with their live status; search, filters and
// sort in the URL; row actions; bulk actions with a result per server. Each test has an account
// of its own, so the list holds exactly the servers the test made.

const LIST = '/control/servers/list';

test.describe('server list', () => {
  // Each test creates servers and waits for them to build (4 s of sandbox time each, longer on
  // a loaded machine): more than the default 45 s.
  test.setTimeout(90_000);

  test('a new account sees the empty state that leads to creating a server', async ({ page }) => {
    await signUpActivated(page, 'list-empty');
    await page.goto(LIST);
    // A new account's first visit runs the whole cloud start-up before the list can say "empty":
    // the consumer is created (a cloud project and user: 3 s on a loaded machine), a token issued,
    // then six regions read. In one of ten runs with two workers that passed 15 s (the data came
    // at 19 s), so the wait is 30 s.
    await expect(page.getByRole('heading', { name: 'No servers yet' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('main').getByRole('link', { name: 'Create a server' }).click();
    await expect(page).toHaveURL(/\/control\/servers\/new$/);
  });

  test('servers show with status and address; search, filter and sort live in the URL', async ({
    page,
  }) => {
    await signUpActivated(page, 'list-query');
    await page.goto(LIST);
    const cloud = await customerCloud(page);
    const created = await Promise.all(
      ['web-1', 'web-2', 'db-1'].map((name) => cloud.createServer(name)),
    );
    await Promise.all(created.map((server) => cloud.waitForStatus(server.id, 'ACTIVE')));
    const db = await cloud.server(created[2]?.id ?? '');
    const dbAddress = Object.values(db.addresses)
      .flat()
      .find((address) => address.version === 4)?.addr;

    await page.reload();
    const table = page.getByRole('table', { name: 'Servers' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(3);
    const dbRow = rows.filter({ hasText: 'db-1' });
    await expect(dbRow.getByText('Running')).toBeVisible();
    await expect(dbRow.getByText(dbAddress ?? 'no address')).toBeVisible();
    await expect(dbRow.getByText('Ubuntu')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search servers' }).fill('web');
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]q=web(&|$)/);

    await table.getByRole('button', { name: 'Name' }).click();
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect(rows.first()).toContainText('web-2');

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('web-2');
    await expect(page.getByRole('searchbox', { name: 'Search servers' })).toHaveValue('web');

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(rows).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Running' });
    await expect(rows).toHaveCount(3);
    await expect(page).toHaveURL(/status=running/);
  });

  test('a row action stops a server and its status follows live', async ({ page }) => {
    await signUpActivated(page, 'list-stop');
    await page.goto(LIST);
    const cloud = await customerCloud(page);
    const server = await cloud.createServer('stop-me');
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'stop-me' });
    // Building → Running without a reload: the list polls fast while a server is in transition.
    await expect(row.getByText('Running')).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Actions for stop-me' }).click();
    await page.getByRole('menuitem', { name: 'Stop' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('still billed');
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(row.getByText('Stopped')).toBeVisible({ timeout: 15_000 });
    expect((await cloud.server(server.id)).status).toBe('SHUTOFF');
  });

  test('bulk reboot of three with one refused reports each result', async ({ page }) => {
    await signUpActivated(page, 'list-bulk');
    await page.goto(LIST);
    const cloud = await customerCloud(page);
    const servers = await Promise.all(
      ['bulk-a', 'bulk-b', 'bulk-c'].map((name) => cloud.createServer(name)),
    );
    await Promise.all(servers.map((server) => cloud.waitForStatus(server.id, 'ACTIVE')));
    await injectFault(page, {
      path: `/cloud/eu-west2/compute/v2.1/servers/${servers[1]?.id ?? ''}/action`,
      method: 'POST',
      status: 409,
      message: "Cannot 'reboot' instance while it is in task_state powering-off",
    });
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select all servers' }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions for the selected servers' });
    await expect(bar).toContainText('3 selected');
    await bar.getByRole('button', { name: 'Reboot' }).click();

    const results = page.getByRole('region', { name: /Rebooted/ });
    await expect(results.getByRole('heading')).toHaveText('Rebooted 2 of 3 servers');
    await expect(results.locator('[data-result="ok"]')).toHaveCount(2);
    await expect(results.locator('[data-result="failed"]')).toHaveText(
      "bulk-b: failed — Cannot 'reboot' instance while it is in task_state powering-off",
    );
    // The two that went through reboot and come back.
    const rowA = page.getByRole('row').filter({ hasText: 'bulk-a' });
    await expect(rowA.getByText('Running')).toBeVisible({ timeout: 15_000 });
  });
});
