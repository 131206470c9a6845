import type { Page } from '@playwright/test';
import { cloudOf, consumerOf } from '../../src/cloud.ts';
import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import {
  fillNewServerForm,
  NEW_SERVER_PATH,
  newServerSummary,
  openNewServerForm,
  SERVER_PAGE_PATH,
  submitNewServerForm,
} from '../../src/newServerForm.ts';
import { signUpActivated } from '../../src/session.ts';

// The new-server, upgrade and reinstall screen (issue 13) against the sandbox: a server is created
// through the form and its page follows it from building to running; the §8 quota message shows
// before the button is pressed; regions that take no new servers are listed apart with the
// reason (the admin page's Cloud switches); an upgrade resizes and confirms; a reinstall takes a
// snapshot first and rebuilds. Each test has an account of its own (servers count against its
// quota). The emulator's servers build in seconds (REALSTACK timings), so no faster clock is needed.

// §8 quota message (packages/i18n en servers.ts createErrors.quotaExceeded).
const QUOTA_MESSAGE =
  "You've reached your limit for this region. Please use another region or contact support to request a quota increase.";

/** A screen's first render waits for the cloud token: seconds of Keystone's scrypt on a busy machine. */
const FIRST_RENDER = { timeout: 30_000 };

/**
 * Records whether the main area ever shows `text` from now on (a state that lasts a few seconds,
 * such as a server building, may be over before an assertion polls for it).
 */
async function watchForText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const holder = window as unknown as { __seenTexts?: string[] };
    const seen = (holder.__seenTexts ??= []);
    const check = () => {
      if (document.querySelector('main')?.textContent?.includes(wanted)) seen.push(wanted);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
  return () =>
    page.evaluate(
      (wanted) =>
        ((window as unknown as { __seenTexts?: string[] }).__seenTexts ?? []).includes(wanted),
      text,
    );
}

/** A new account whose cloud consumer exists (the control area's start-up creates it). */
async function newCustomer(page: Page, label: string) {
  await signUpActivated(page, label);
  await page.goto(NEW_SERVER_PATH);
  const consumer = await consumerOf(page);
  return cloudOf(page.request, consumer);
}

/** A running server of the account, made through the compute API. */
async function runningServer(cloud: Awaited<ReturnType<typeof cloudOf>>, name: string) {
  const images = await cloud.images();
  const ubuntu = images.find((image) => image.name === 'ubuntu_24.04');
  if (!ubuntu) throw new Error('no ubuntu_24.04 image');
  const id = await cloud.createServer({
    name,
    imageRef: ubuntu.id,
    flavorRef: 'std.2c4g',
    networks: [{ uuid: await cloud.network() }],
  });
  await cloud.waitFor(id, 'ACTIVE');
  return { id, images };
}

test.describe('servers/new, upgrade and reinstall', () => {
  test.setTimeout(90_000);

  test('creates a server: server-created is reported, the page shows it building, then running', async ({
    page,
  }) => {
    await signUpActivated(page, 'srv-new');
    await openNewServerForm(page);
    await expect(page.getByRole('radio', { name: /Amsterdam/ })).toBeChecked();
    const summary = newServerSummary(page);
    await expect(
      summary.getByText(/You can create 10 more servers in this location\./),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same steps as the proxy test's create in the real cloud (src/newServerForm.ts).
    const password = await fillNewServerForm(page, {
      region: 'eu-west2',
      image: 'Ubuntu',
      plan: 'Standard 4 vCPU / 8 GB',
      name: 'e2e-web-1',
    });
    await expect(summary.getByText('$24.00', { exact: true })).toBeVisible();

    // The create is a client-side navigation: the observer stays for the server page.
    const sawBuilding = await watchForText(page, 'Building');
    const { id, report } = await submitNewServerForm(page);
    expect(report).toMatchObject({
      id,
      password,
      app_password: null,
      region: 'eu-west2',
      is_reinstall: false,
    });
    // §3: the details tab shows the root password this browser created the server with.
    expect(await page.evaluate(() => localStorage.getItem('cloud-portal.rescuePasswords'))).toBe(
      JSON.stringify({ [id]: password }),
    );

    const header = page.getByRole('main');
    await expect(header.getByRole('heading', { level: 1, name: 'e2e-web-1' })).toBeVisible();
    // The page header's status pill (the details tab says Running too).
    await expect(header.locator('header').getByText('Running', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    expect(await sawBuilding(), 'the page showed the server building').toBe(true);
  });

  test('the quota message shows before pressing, with the button disabled', async ({ page }) => {
    const cloud = await newCustomer(page, 'srv-quota');
    const images = await cloud.images();
    const imageRef = images.find((image) => image.name === 'ubuntu_24.04')?.id;
    const network = await cloud.network();
    // §3: 10 instances per region; the smallest plan keeps within the core quota.
    for (let index = 0; index < 10; index += 1) {
      await cloud.createServer({
        name: `quota-${index}`,
        imageRef,
        flavorRef: 'bst.1c1g',
        networks: [{ uuid: network }],
      });
    }
    await page.reload();
    const summary = newServerSummary(page);
    await expect(summary.getByText(QUOTA_MESSAGE)).toBeVisible(FIRST_RENDER);
    const button = summary.getByRole('button', { name: 'Create server' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You have reached the server limit of this location.',
    );
    // Another region has room: the message goes away there.
    await page.getByRole('radio', { name: /Moscow/ }).check();
    await expect(summary.getByText(QUOTA_MESSAGE)).toBeHidden();
    await expect(button).toBeEnabled();
  });

  test('regions in maintenance or out of stock are listed apart with the reason', async ({
    page,
  }) => {
    await signUpActivated(page, 'srv-regions');
    await page.goto(NEW_SERVER_PATH);
    const available = page.getByRole('list', { name: 'Locations' });
    const unavailable = page.getByRole('list', { name: 'Temporarily unavailable' });
    const entry = (id: string) => unavailable.getByRole('listitem').filter({ hasText: id });
    // The seeded states: Frankfurt in maintenance, New York out of stock.
    await expect(entry('eu-central1')).toBeVisible(FIRST_RENDER);
    await expect(entry('eu-central1')).toContainText(
      'This region is under maintenance. New servers cannot be created here for now.',
    );
    await expect(entry('us-east1')).toContainText('This region is out of stock.');
    await expect(available.getByRole('radio', { name: /Frankfurt|New York/ })).toHaveCount(0);
    // Each region that takes servers shows its live latency (§4 ping).
    await expect(available.getByText(/^\d+ ms$/).first()).toBeVisible();

    // The admin page's Cloud switch puts Singapore out of stock: it moves to the list apart.
    // (Out of stock rather than maintenance: other suites check every region not in maintenance.)
    const admin = await page.context().newPage();
    await admin.goto('/sandbox/admin');
    try {
      await admin.getByRole('button', { name: 'Turn on out of stock in ap-sg1' }).click();
      await expect(admin).toHaveURL(/#cloud$/);
      await page.reload();
      await expect(entry('ap-sg1')).toContainText('This region is out of stock.');
      await expect(available.getByRole('radio', { name: /Singapore/ })).toHaveCount(0);
    } finally {
      await admin.goto('/sandbox/admin');
      await admin.getByRole('button', { name: 'Turn off out of stock in ap-sg1' }).click();
    }
    await page.reload();
    await expect(available.getByRole('radio', { name: /Singapore/ })).toBeVisible();
    await expect(entry('ap-sg1')).toHaveCount(0);
  });

  test('upgrade: resize to a bigger plan, then confirm; the dialog shows the difference a month', async ({
    page,
  }) => {
    const cloud = await newCustomer(page, 'srv-upgrade');
    const { id } = await runningServer(cloud, 'e2e-upgrade');

    await page.goto(`/control/servers/upgrade/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade e2e-upgrade' })).toBeVisible(
      FIRST_RENDER,
    );
    await expect(page.getByRole('radio', { name: /Standard 2 vCPU \/ 4 GB/ })).toBeDisabled();
    await page.getByRole('radio', { name: /Standard 4 vCPU \/ 8 GB/ }).check();
    const summary = newServerSummary(page);
    await expect(summary.getByText('+$12.00')).toBeVisible();
    await summary.getByRole('button', { name: 'Upgrade' }).click();

    const dialog = page.getByRole('dialog', {
      name: 'Move e2e-upgrade to Standard 4 vCPU / 8 GB?',
    });
    await expect(dialog).toContainText('from $12.00 to $24.00 a month (+$12.00)');
    await dialog.getByRole('button', { name: 'Upgrade' }).click();

    // §4: the server waits in VERIFY_RESIZE for the confirm step.
    const confirm = summary.getByRole('button', { name: 'Confirm upgrade' });
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    expect((await cloud.server(id)).status).toBe('VERIFY_RESIZE');
    await confirm.click();
    await expect(page).toHaveURL(SERVER_PAGE_PATH);
    const upgraded = await cloud.waitFor(id, 'ACTIVE');
    expect(upgraded.flavor.original_name).toBe('std.4c8g');
  });

  test('reinstall: a snapshot first, then the rebuild from the new image', async ({ page }) => {
    const cloud = await newCustomer(page, 'srv-reinstall');
    const { id, images } = await runningServer(cloud, 'e2e-reinstall');
    const debian = images.find((image) => image.name === 'debian_12');

    await page.goto(`/control/servers/reinstall/${id}/e2e-reinstall`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reinstall e2e-reinstall' }),
    ).toBeVisible(FIRST_RENDER);
    await page.getByRole('radio', { name: /Debian/ }).check();
    await page.getByRole('checkbox', { name: /Take a snapshot first/ }).check();
    const summary = newServerSummary(page);
    await expect(summary).toContainText('Debian 12');

    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/server-created') && response.request().method() === 'POST',
    );
    await summary.getByRole('button', { name: 'Reinstall' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reinstall e2e-reinstall?' });
    await dialog.getByRole('textbox').fill('e2e-reinstall');
    await dialog.getByRole('button', { name: 'Reinstall' }).click();

    const report = await reported;
    expect(report.status()).toBe(201);
    expect(report.request().postDataJSON()).toMatchObject({ id, is_reinstall: true });
    await expect(page).toHaveURL(`/control/servers/page/${id}`);
    const rebuilt = await cloud.waitFor(id, 'ACTIVE');
    expect(rebuilt.image).toMatchObject({ id: debian?.id });
    const snapshots = (await cloud.images()).filter((image) =>
      image.name.startsWith('e2e-reinstall before reinstall '),
    );
    expect(snapshots).toHaveLength(1);
  });
});
