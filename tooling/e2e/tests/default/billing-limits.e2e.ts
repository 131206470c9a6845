import { customerCloud } from '../../src/cloud.ts';
import { expect, test } from '../../src/fixtures.ts';
import { signUpActivated } from '../../src/session.ts';

// Issue 14, billing limits (§2 limits, §3 Quota defaults, §7 shaper/customer-limits): the quota
// of the chosen region next to what the customer uses, and each server's traffic this month.

test('limits: quota used per region and the traffic of each server', async ({ page }) => {
  test.slow();
  await signUpActivated(page, 'limits');
  await page.goto('/control/billing/limits');
  const quota = page.getByTestId('quota-table');
  // §3 Quota defaults: 10 instances, 20 cores.
  await expect(quota.getByRole('progressbar', { name: 'Servers: 0 of 10' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No servers yet', { exact: false }).first()).toBeVisible();

  const cloud = await customerCloud(page, { awaitPortal: 30_000 });
  const server = await cloud.createServer('limits-e2e');
  await cloud.waitForStatus(server.id, 'ACTIVE');
  await page.reload();
  await expect(quota.getByRole('progressbar', { name: 'Servers: 1 of 10' })).toBeVisible({
    timeout: 30_000,
  });
  const traffic = page.getByTestId('traffic-limits');
  await expect(traffic.getByRole('link', { name: 'limits-e2e' })).toHaveAttribute(
    'href',
    new RegExp(`/control/servers/page/${server.id}/server-billing$`),
  );
  await cloud.deleteServer(server.id);
});
