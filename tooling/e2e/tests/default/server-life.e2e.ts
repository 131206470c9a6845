import { customerCloud } from '../../src/cloud.ts';
import { consoleRows, consoleShows } from '../../src/consoleScreen.ts';
import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import {
  fillNewServerForm,
  newServerSummary,
  openNewServerForm,
  submitNewServerForm,
} from '../../src/newServerForm.ts';
import { serveSampleMeasures } from '../../src/sampleMeasures.ts';
import { confirmIn, headerStatus } from '../../src/serverPage.ts';
import { signUpActivated } from '../../src/session.ts';
import { watchForText } from '../../src/watchText.ts';

// One server's life in the portal, as issue 13 tells it: created through /control/servers/new,
// seen building and then running; its details show the address; the console shows the login
// prompt, echoes typed text and types a pasted line; the charts draw; an upgrade resizes and is
// confirmed; a reinstall takes a snapshot first and rebuilds; it is stopped (still billed),
// started and rebooted; renamed; deleted after typing its name. Every step goes through the
// screens a customer uses (tabs, links, buttons), and the sandbox's cloud is asked what happened.
// The screens' other cases (quota, regions apart, a measures 404, security groups, the palette)
// have tests of their own beside this one.

test('a server from create to delete, through the screens', async ({ page }) => {
  // Building, the boot log to the login prompt, a resize, a snapshot and a rebuild: each a few
  // seconds in the emulator (REALSTACK timings), doubled on a busy machine.
  test.setTimeout(300_000);
  await signUpActivated(page, 'srv-life');
  const main = page.getByRole('main');
  let id = '';
  let password = '';

  await test.step('create: server-created is reported, building, then running', async () => {
    await openNewServerForm(page);
    await expect(page.getByRole('radio', { name: /Amsterdam/ })).toBeChecked();
    const summary = newServerSummary(page);
    await expect(
      summary.getByText(/You can create 10 more servers in this location\./),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    password = await fillNewServerForm(page, {
      region: 'eu-west2',
      image: 'Ubuntu',
      plan: 'Standard 2 vCPU / 4 GB',
      name: 'life-1',
    });
    await expect(summary.getByText('$12.00', { exact: true })).toBeVisible();
    // The create is a client-side navigation: the observer stays for the server page.
    const sawBuilding = await watchForText(page, 'Building');
    const created = await submitNewServerForm(page);
    id = created.id;
    expect(created.report).toMatchObject({
      id,
      password,
      app_password: null,
      region: 'eu-west2',
      is_reinstall: false,
    });
    // §3: this browser keeps the root password the server was created with.
    expect(await page.evaluate(() => localStorage.getItem('cloud-portal.rescuePasswords'))).toBe(
      JSON.stringify({ [id]: password }),
    );
    await expect(main.getByRole('heading', { level: 1, name: 'life-1' })).toBeVisible();
    await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running', {
      timeout: 30_000,
    });
    expect(await sawBuilding(), 'the page showed the server building').toBe(true);
  });

  const cloud = await customerCloud(page);

  await test.step('details: the address, the plan and the activity', async () => {
    const nova = await cloud.server(id);
    const address = Object.values(nova.addresses)
      .flat()
      .find((entry) => entry.version === 4)?.addr;
    expect(address, 'Nova gave the server an IPv4 address').toBeDefined();
    await expect(main.getByText(address ?? '', { exact: true }).first()).toBeVisible();
    await expect(main.getByText(id, { exact: true })).toBeVisible();
    await expect(main).toContainText('std.2c4g2 vCPU · 4 GB RAM · 50 GB disk');
    const activity = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    await expect(activity).toHaveCount(1);
    await expect(activity.first()).toContainText('Created');
    await expect(activity.first()).toContainText('by you');
  });

  await test.step('console: the login prompt, typed text echoes, a pasted line types', async () => {
    await page.getByRole('tab', { name: 'Console' }).click();
    await expect(page).toHaveURL(`/control/servers/page/${id}/server-console`);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^(Connected|Connecting…|Opening the console…)$/ }),
    ).toHaveText('Connected');
    // The boot log runs ~10 s after the server is launched, then the login prompt.
    await expect.poll(() => consoleShows(page, /^\S+ login:$/), { timeout: 40_000 }).toBe(true);

    await page.getByTestId('console-screen').locator('canvas').click();
    await page.keyboard.type('admin');
    await expect.poll(() => consoleShows(page, /^\S+ login: admin$/)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => consoleShows(page, /^Password:$/)).toBe(true);

    // Pasted text is typed as keystrokes: the root password (not echoed) logs in, then a command.
    const text = page.getByLabel('Text to type');
    await text.fill(`${password}\n`);
    await page.getByRole('button', { name: 'Type it' }).click();
    await expect.poll(() => consoleShows(page, /^admin@\S+:~\$$/)).toBe(true);
    await text.fill('whoami\n');
    await page.getByRole('button', { name: 'Type it' }).click();
    // The command's echo and its output are drawn in separate updates: wait for the output line.
    await expect
      .poll(async () => {
        const rows = await consoleRows(page);
        const command = rows.findIndex((row) => /^admin@\S+:~\$ whoami$/.test(row));
        return command === -1 ? undefined : rows[command + 1];
      })
      .toBe('admin');

    // Ctrl-Alt-Del reboots the guest: the session ends, the boot log runs again to the login.
    await page.getByRole('button', { name: 'Send Ctrl-Alt-Del' }).click();
    await expect
      .poll(
        async () => {
          const screen = await consoleRows(page);
          return (
            !screen.some((row) => row.startsWith('admin@')) &&
            screen.some((row) => /^\S+ login:$/.test(row))
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  await test.step('charts: CPU, memory, disk and network draw', async () => {
    const measures = await serveSampleMeasures(page);
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/servers/page/${id}/server-charts`));
    for (const title of ['CPU', 'Memory', 'Disk', 'Network']) {
      const chart = page.getByRole('img', { name: new RegExp(`^${title}, last `) });
      // A line, or a dot where the server's few minutes gave one sample.
      await expect(chart.locator('svg path[d^="M"], svg circle').first()).toBeVisible();
    }
    await expect(page.getByText(/^CPU: latest .+ %, average .+ %, maximum .+ %\.$/)).toBeVisible();
    expect(measures).toHaveLength(6);
    await page.unroute('**/metric/v1/resource/generic/*/metric/*/measures?*');
  });

  await test.step('upgrade from the controls: resize, then confirm', async () => {
    await page.getByRole('tab', { name: 'Controls' }).click();
    await page.getByRole('link', { name: 'Upgrade plan' }).click();
    await expect(page).toHaveURL(`/control/servers/upgrade/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade life-1' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ })).toBeDisabled();
    await page.getByRole('radio', { name: /Standard 4 vCPU \/ 8 GB/ }).check();
    const summary = newServerSummary(page);
    await expect(summary.getByText('+$12.00')).toBeVisible();
    await summary.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move life-1 to Standard 4 vCPU / 8 GB?' });
    await expect(dialog).toContainText('from $12.00 to $24.00 a month (+$12.00)');
    await dialog.getByRole('button', { name: 'Upgrade' }).click();
    // §4: the server waits in VERIFY_RESIZE for the confirm step.
    const confirm = summary.getByRole('button', { name: 'Confirm upgrade' });
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    expect((await cloud.server(id)).status).toBe('VERIFY_RESIZE');
    await confirm.click();
    await expect(page).toHaveURL(`/control/servers/page/${id}`);
    const upgraded = await cloud.waitForStatus(id, 'ACTIVE');
    expect(upgraded.flavor.original_name).toBe('std.4c8g');
    await expect(main).toContainText('std.4c8g4 vCPU · 8 GB RAM');
  });

  await test.step('reinstall from the controls: a snapshot first, then the rebuild', async () => {
    const debian = (await cloud.call('GET', '/image/v2/images?limit=200')).body as {
      images: { id: string; name: string }[];
    };
    const debianId = debian.images.find((image) => image.name === 'debian_12')?.id;
    await page.getByRole('tab', { name: 'Controls' }).click();
    await page.getByRole('link', { name: 'Reinstall' }).click();
    await expect(page).toHaveURL(`/control/servers/reinstall/${id}/life-1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reinstall life-1' })).toBeVisible();
    await page.getByRole('radio', { name: /Debian/ }).check();
    await page.getByRole('checkbox', { name: /Take a snapshot first/ }).check();
    const summary = newServerSummary(page);
    await expect(summary).toContainText('Debian 12');
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/server-created') && response.request().method() === 'POST',
    );
    await summary.getByRole('button', { name: 'Reinstall' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reinstall life-1?' });
    await dialog.getByRole('textbox').fill('life-1');
    await dialog.getByRole('button', { name: 'Reinstall' }).click();
    const report = await reported;
    expect(report.status()).toBe(201);
    expect(report.request().postDataJSON()).toMatchObject({ id, is_reinstall: true });
    await expect(page).toHaveURL(`/control/servers/page/${id}`);
    const rebuilt = await cloud.waitForStatus(id, 'ACTIVE');
    expect(rebuilt.image).toMatchObject({ id: debianId });
    const images = (await cloud.call('GET', '/image/v2/images?limit=200')).body as {
      images: { name: string }[];
    };
    expect(
      images.images.filter((image) => image.name.startsWith('life-1 before reinstall ')),
    ).toHaveLength(1);
    await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running');
  });

  await test.step('stop (still billed), start and reboot from the controls', async () => {
    await page.getByRole('tab', { name: 'Controls' }).click();
    await expect(page).toHaveURL(`/control/servers/page/${id}/server-controls`);
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('dialog', { name: 'Stop life-1?' })).toContainText(
      'A stopped server is still billed',
    );
    await confirmIn(page, 'Stop life-1?', 'Stop');
    await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'stopped');
    expect((await cloud.server(id)).status).toBe('SHUTOFF');

    await page.getByRole('button', { name: 'Start' }).click();
    await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running');

    await page.getByRole('button', { name: 'Reboot', exact: true }).click();
    await confirmIn(page, 'Reboot life-1?', 'Reboot');
    await expect(page.getByText('life-1 is rebooting.')).toBeVisible();
    await expect(headerStatus(page)).toHaveAttribute('data-server-status', 'running');

    await page.getByRole('tab', { name: 'Details' }).click();
    const activity = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    await expect(activity.first()).toContainText('Rebooted');
    for (const done of ['Started', 'Stopped', 'Reinstalled', 'Plan changed', 'Created']) {
      await expect(page.getByRole('list', { name: 'Activity' })).toContainText(done);
    }
  });

  await test.step('rename, then delete after typing the name', async () => {
    await page.getByRole('tab', { name: 'Controls' }).click();
    const name = page.getByLabel('Server name');
    await name.fill('life_2');
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText(/Use Latin letters, digits and hyphens/)).toBeVisible();
    await name.fill('life-2');
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('The server is now called life-2.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'life-2' })).toBeVisible();
    expect((await cloud.server(id)).name).toBe('life-2');

    // What deleting saves is the price of the plan it runs on now (std.4c8g: $24.00).
    await expect(page.getByText('Deleting it saves $24.00 a month.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Delete server' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete life-2?' });
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type life-2 to confirm').fill('life-1');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type life-2 to confirm').fill('life-2');
    await confirm.click();
    await expect(page).toHaveURL(/\/control\/servers\/list$/);
    await expect(page.getByText('life-2 is being deleted.')).toBeVisible();
    await expect
      .poll(async () => (await cloud.call('GET', `/compute/v2.1/servers/${id}`)).status, {
        timeout: 20_000,
      })
      .toBe(404);
  });
});
