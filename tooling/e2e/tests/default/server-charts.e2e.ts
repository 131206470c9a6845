import type { Page } from '@playwright/test';
import { customerCloud } from '../../src/cloud.ts';
import { injectFault } from '../../src/faults.ts';
import { expect, test } from '../../src/fixtures.ts';
import { serveSampleMeasures } from '../../src/sampleMeasures.ts';
import { signUpActivated } from '../../src/session.ts';

// The server page's charts tab (issue 13) against the sandbox: a server created through the
// compute API for a fresh, activated account; each period asks the metric API at its own
// granularity and stays in the URL, and a measures 404 is the empty state (§8). The charts
// drawing on a server made through the screens is a step of server-life.e2e.ts.

const REGION = 'eu-west2';

/** A fresh activated account with a server in ACTIVE (Ubuntu), and how to delete it. */
async function activeServer(page: Page, label: string) {
  await signUpActivated(page, label);
  const cloud = await customerCloud(page);
  const created = await cloud.createServer(`${label}-${Date.now() % 100_000}`);
  await cloud.waitForStatus(created.id, 'ACTIVE');
  return { id: created.id, remove: () => cloud.deleteServer(created.id) };
}

test.describe('server page: charts', () => {
  test.setTimeout(120_000);

  test('each period asks its own granularity; a measures 404 is "no data yet", not a failure (§8)', async ({
    page,
  }) => {
    const server = await activeServer(page, 'charts');
    // A new server has no samples yet: sample points stand in for empty answers (§8 faults pass).
    const measures = await serveSampleMeasures(page);

    await page.goto(`/control/servers/page/${server.id}/server-charts?range=1h`);
    for (const title of ['CPU', 'Memory', 'Disk', 'Network']) {
      const chart = page.getByRole('img', { name: `${title}, last hour` });
      // A line, or a dot where the server's first minute gave one sample of its own.
      await expect(chart.locator('svg path[d^="M"], svg circle').first()).toBeVisible();
    }
    await expect(page.getByText(/^CPU: latest .+ %, average .+ %, maximum .+ %\.$/)).toBeVisible();
    expect(measures.map((url) => url.pathname.split('/metric/').at(-1)).sort()).toEqual([
      'cpu/measures',
      'disk.device.read.bytes/measures',
      'disk.device.write.bytes/measures',
      'memory.usage/measures',
      'network.incoming.bytes/measures',
      'network.outgoing.bytes/measures',
    ]);
    expect(new Set(measures.map((url) => url.searchParams.get('granularity')))).toEqual(
      new Set(['300']),
    );

    // Another period: its own granularity, kept in the URL.
    await page.getByRole('radio', { name: '7 d' }).click();
    await expect(page).toHaveURL(/[?&]range=7d$/);
    await expect(page.getByRole('img', { name: 'CPU, last 7 days' })).toBeVisible();
    expect(measures.slice(6).map((url) => url.searchParams.get('granularity'))).toEqual(
      Array.from({ length: 6 }, () => '3600'),
    );

    const fault = await injectFault(page, {
      path: `/cloud/${REGION}/metric/v1/resource/generic/**`,
      method: 'GET',
      status: 404,
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No data yet' })).toBeVisible();
    await expect(page.getByText(/The charts could not be loaded/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await fault.clear();
    await server.remove();
  });
});
