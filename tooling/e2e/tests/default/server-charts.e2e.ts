import type { Page } from '@playwright/test';
import { ASCII_GLYPHS } from '@cloud-portal/sandbox/console-font';
import { customerCloud } from '../../src/cloud.ts';
import { injectFault } from '../../src/faults.ts';
import { expect, test } from '../../src/fixtures.ts';
import { signUpActivated } from '../../src/session.ts';

// The server page's console and charts tabs (issue 13) against the sandbox: a server created
// through the compute API for a fresh, activated account, then noVNC on its console (the login
// prompt, typed text echoing, a pasted line typed) and the charts (drawn; a measures 404 is the
// empty state, §8).

const REGION = 'eu-west2';

/** A fresh activated account with a server in ACTIVE (Ubuntu), and how to delete it. */
async function activeServer(page: Page, label: string) {
  await signUpActivated(page, label);
  const cloud = await customerCloud(page);
  const created = await cloud.createServer(`${label}-${Date.now() % 100_000}`);
  await cloud.waitForStatus(created.id, 'ACTIVE');
  return { id: created.id, remove: () => cloud.deleteServer(created.id) };
}

/**
 * The text on noVNC's canvas: the sandbox draws an 80×24 text console in the 8×16 console font
 * (apps/sandbox/src/cloud/console), so each cell's lit pixels are one glyph of that font. A cell
 * under the cursor (its last two rows lit) is matched on its first 14 rows.
 */
async function consoleRows(page: Page): Promise<string[]> {
  return page.evaluate((glyphs) => {
    const canvas = document.querySelector<HTMLCanvasElement>(
      '[data-testid="console-screen"] canvas',
    );
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width < 8) return [];
    const { width, height } = canvas;
    const data = context.getImageData(0, 0, width, height).data;
    const lit = (x: number, y: number) => {
      const index = (y * width + x) * 4;
      return (data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0) > 60;
    };
    const table = glyphs.map((hex) => hex.match(/../g)?.map((byte) => parseInt(byte, 16)) ?? []);
    const rows: string[] = [];
    for (let row = 0; row < Math.floor(height / 16); row++) {
      let text = '';
      for (let column = 0; column < Math.floor(width / 8); column++) {
        const bits: number[] = [];
        for (let y = 0; y < 16; y++) {
          let byte = 0;
          for (let x = 0; x < 8; x++) if (lit(column * 8 + x, row * 16 + y)) byte |= 0x80 >> x;
          bits.push(byte);
        }
        const same = (glyph: number[], rowsCompared: number) =>
          glyph.slice(0, rowsCompared).every((byte, index) => byte === bits[index]);
        let index = table.findIndex((glyph) => same(glyph, 16));
        if (index === -1) index = table.findIndex((glyph) => same(glyph, 14));
        text += index === -1 ? '?' : String.fromCharCode(0x20 + index);
      }
      rows.push(text.trimEnd());
    }
    return rows;
  }, ASCII_GLYPHS);
}

/** Whether some row of the console matches. */
const consoleShows = async (page: Page, pattern: RegExp) =>
  (await consoleRows(page)).some((row) => pattern.test(row));

test.describe('server page: console and charts', () => {
  test.setTimeout(120_000);

  test('the console shows the login prompt, echoes typed text and types a pasted line', async ({
    page,
  }) => {
    const server = await activeServer(page, 'console');
    await page.goto(`/control/servers/page/${server.id}/server-console`);
    const status = page
      .getByRole('status')
      .filter({ hasText: /^(Connected|Connecting…|Opening the console…)$/ });
    await expect(status).toHaveText('Connected');

    // The boot log runs ~10 s after the server is launched, then the login prompt.
    await expect.poll(() => consoleShows(page, /^\S+ login:$/), { timeout: 40_000 }).toBe(true);

    await page.getByTestId('console-screen').locator('canvas').click();
    await page.keyboard.type('admin');
    await expect.poll(() => consoleShows(page, /^\S+ login: admin$/)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => consoleShows(page, /^Password:$/)).toBe(true);

    // Pasted text is typed as keystrokes: the password line (not echoed) logs in, then a command.
    const text = page.getByLabel('Text to type');
    await text.fill('secret\n');
    await page.getByRole('button', { name: 'Type it' }).click();
    await expect.poll(() => consoleShows(page, /^admin@\S+:~\$$/)).toBe(true);
    await text.fill('whoami\n');
    await page.getByRole('button', { name: 'Type it' }).click();
    await expect.poll(() => consoleShows(page, /^admin@\S+:~\$ whoami$/)).toBe(true);
    // The command's echo and its output are drawn in separate updates: wait for the output line
    // (a clean-clone CI run read the screen between the two).
    await expect
      .poll(async () => {
        const rows = await consoleRows(page);
        const command = rows.findIndex((row) => /^admin@\S+:~\$ whoami$/.test(row));
        return rows[command + 1];
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
    await server.remove();
  });

  test('the charts draw; a measures 404 is "no data yet", not a failure (§8)', async ({ page }) => {
    const server = await activeServer(page, 'charts');
    // A new server has no samples yet (Ceilometer's first poll is up to 5 minutes away): the
    // sandbox's answers go through, and when it has none the page gets a day of points instead,
    // so the test sees lines. An injected fault's status is passed on as it is.
    const measures: URL[] = [];
    await page.route('**/metric/v1/resource/generic/*/metric/*/measures?*', async (route) => {
      const response = await route.fetch();
      const url = new URL(route.request().url());
      measures.push(url);
      const real = response.status() === 200 ? ((await response.json()) as unknown[]) : [];
      if (response.status() !== 200 || real.length > 0) return route.fulfill({ response });
      const step = Number(url.searchParams.get('granularity')) * 1000;
      const start = Date.parse(url.searchParams.get('start') ?? '');
      const points = Array.from({ length: 12 }, (_, index) => [
        new Date(start + index * step).toISOString().replace('.000Z', '+00:00'),
        step / 1000,
        url.pathname.endsWith('/memory.usage/measures') ? 1024 + index * 64 : 1e9 * (index + 1),
      ]);
      return route.fulfill({ response, json: points });
    });

    await page.goto(`/control/servers/page/${server.id}/server-charts?range=1h`);
    for (const title of ['CPU', 'Memory', 'Disk', 'Network']) {
      const chart = page.getByRole('img', { name: `${title}, last hour` });
      await expect(chart.locator('svg path[d^="M"]').first()).toBeVisible();
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
