import { createHmac } from 'node:crypto';
import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';
import { layoutShifts, phonePageWithSlowApi } from '../../src/layoutShift.ts';
import { openMenu } from '../../src/menus.ts';

// Company pages, /pricing, /totp-test on the default brand (§2, §4 ping rule, issue 5).

/** RFC 4648 base32 → bytes (spaces ignored), written here so the test does not trust the app's. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of text.replace(/\s/g, '').toUpperCase()) {
    const value = alphabet.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) with node:crypto. */
function totp(secret: Buffer, now: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test.describe('company pages', () => {
  const aboutMenu = [
    { link: 'Contact', heading: 'Contact us', path: '/company/contact' },
    { link: 'Jobs', heading: 'Jobs', path: '/company/jobs' },
    { link: 'About us', heading: 'About Cloud Portal', path: '/company/about' },
    { link: 'Affiliate program', heading: 'Affiliate program', path: '/company/affiliate-program' },
  ];

  for (const entry of aboutMenu) {
    test(`${entry.link} opens from the header's About menu`, async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await openMenu(nav.getByRole('button', { name: 'About' }));
      await nav.getByRole('link', { name: entry.link, exact: true }).click();
      await expect(page).toHaveURL(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
      await expect(page).toHaveTitle(/— Cloud Portal$/);
      await expect(
        page
          .getByRole('navigation', { name: 'Company pages' })
          .getByRole('link', { name: entry.link, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the company pages are prerendered: their text is there without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/company/affiliate-program');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate program');
    await expect(
      page.getByText('A customer you referred tops up $100.00: you earn $5.00'),
    ).toBeVisible();
    await context.close();
  });

  test('/company goes to /company/about', async ({ page }) => {
    await page.goto('/company');
    await expect(page).toHaveURL('/company/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Cloud Portal');
  });

  test('data-center locations: opens from the header and shows a live latency in ms (§4)', async ({
    page,
  }) => {
    test.slow(); // 50 pings per region, then an axe scan: slow on a busy CI machine
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Data centers' })
      .click();
    await expect(page).toHaveURL('/company/data-center-locations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data center locations');
    const list = page.getByRole('list', { name: 'Data centers with latency' });
    const amsterdam = list.getByRole('listitem').filter({ hasText: 'eu-west2' });
    // 50 pings over the sandbox's /ws/ping/eu-west2 echo on loopback: a few ms each.
    await expect(amsterdam).toContainText(/\d+ ms/, { timeout: 20_000 });
    await expect(amsterdam.getByRole('meter')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('data-center locations: nothing on a phone screen moves when the regions arrive (issue 15 CLS)', async ({
  browser,
  baseURL,
}) => {
  // The footer was on the first screen under the spinner and moved down when the list came (CLS 0.119).
  const { page, context } = await phonePageWithSlowApi(browser, baseURL, ['**/api/regions/']);
  await page.goto('/company/data-center-locations');
  await expect(page.getByTestId('page-data-loading')).toBeVisible();
  const list = page.getByRole('list', { name: 'Data centers with latency' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  await context.close();
});

test('/pricing redirects to / on the default brand (no pricing page, §2)', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/tutorials opens from the Support menu and links to the knowledge base', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await openMenu(nav.getByRole('button', { name: 'Support' }));
  await nav.getByRole('link', { name: 'Community tutorials' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community tutorials');
  await expect(
    page.getByRole('link', { name: 'Read the guides: Log in with SSH keys' }),
  ).toHaveAttribute('href', '/knowledge?q=ssh');
});

test('/totp-test accepts the current code of its secret and rejects a wrong one', async ({
  page,
}) => {
  await page.goto('/totp-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test your authenticator app');
  await expect(
    page.getByRole('img', { name: 'QR code of the test key for your authenticator app' }),
  ).toBeVisible();
  const secret = base32Bytes((await page.getByTestId('totp-secret').textContent()) ?? '');
  expect(secret.length).toBe(20);

  const field = page.getByLabel('Code from the app');
  const check = page.getByRole('button', { name: 'Check the code' });
  await field.fill(totp(secret, Date.now()));
  await check.click();
  await expect(page.getByText('The code is correct')).toBeVisible();

  const right = totp(secret, Date.now());
  await field.fill(right === '000000' ? '111111' : '000000');
  await check.click();
  await expect(page.getByText('The code does not match')).toBeVisible();
  await expect(page.getByText('The code is correct')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
