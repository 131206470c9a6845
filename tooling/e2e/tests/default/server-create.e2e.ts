import type { Page } from '@playwright/test';
import { cloudOf, consumerOf } from '../../src/cloud.ts';
import { expect, test } from '../../src/fixtures.ts';
import { NEW_SERVER_PATH, newServerSummary } from '../../src/newServerForm.ts';
import { signUpActivated } from '../../src/session.ts';

// The new-server screen's refusals (issue 13) against the sandbox: the §8 quota message shows
// before the button is pressed, and regions that take no new servers are listed apart with the
// reason (the admin page's Cloud switches). Each test has an account of its own (servers count
// against its quota). Creating, upgrading and reinstalling a server through the screen are steps
// of server-life.e2e.ts.

// §8 quota message (packages/i18n en servers.ts createErrors.quotaExceeded).
const QUOTA_MESSAGE =
  "You've reached your limit for this region. Please use another region or contact support to request a quota increase.";

/** A screen's first render waits for the cloud token: seconds of Keystone's scrypt on a busy machine. */
const FIRST_RENDER = { timeout: 30_000 };

/** A new account whose cloud consumer exists (the control area's start-up creates it). */
async function newCustomer(page: Page, label: string) {
  await signUpActivated(page, label);
  await page.goto(NEW_SERVER_PATH);
  const consumer = await consumerOf(page);
  return cloudOf(page.request, consumer);
}

test.describe('servers/new: quota and regions', () => {
  test.setTimeout(90_000);

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
});
