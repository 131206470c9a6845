import { expect, test } from '../../../src/fixtures.ts';
import { GOOD_CARD } from '../../../src/payments.ts';
import { activateThroughAdmin, newEmail, signUpThroughApi } from '../../../src/session.ts';
import { texts } from '../../../src/texts.ts';

// The rouble ("rocket") brand (§1, §2): Russian first, sign-in at /sign-in, integer roubles.

test('a browser in a language the brand does not offer starts in Russian', async ({
  browser,
  baseURL,
  siteName,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.ru.heading);
  await expect(page).toHaveTitle(texts.ru.title(siteName));
  await context.close();
});

// Issue 15: the build prerenders each page in every language; the server answers the visitor's
// (Accept-Language), so an English browser gets English HTML that the client hydrates, not
// Russian HTML it throws away and renders again (a blank moment and a layout shift).
for (const [locale, language] of [
  ['en-US', 'en'],
  ['zh-CN', 'zh'],
  ['de-DE', 'ru'],
] as const) {
  test(`a ${locale} browser gets the prerendered page in ${language}, with and without JavaScript`, async ({
    browser,
    baseURL,
    siteName,
  }) => {
    const noScript = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
    const html = await noScript.newPage();
    const response = await html.goto('/company/about');
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    await expect(html.locator('html')).toHaveAttribute('lang', language);
    await html.goto('/');
    await expect(html.getByRole('heading', { level: 1 })).toHaveText(texts[language].heading);
    await noScript.close();

    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { prerenderedHeading: document.querySelector('h1') });
      });
    });
    await page.goto('/');
    await expect(page).toHaveTitle(texts[language].title(siteName));
    // The data centers come from the API once the page runs: it has hydrated by then.
    await expect(page.locator('#data-centers').getByRole('listitem').first()).toBeVisible();
    // Hydrated: React handles the header's disclosure button, and kept the prerendered node.
    const first = page.getByRole('banner').getByRole('button', { expanded: false }).first();
    const menu = page.getByRole('banner').getByRole('button', {
      name: (await first.textContent()) ?? '',
      exact: true,
    });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as { prerenderedHeading?: Element }).prerenderedHeading,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('sign-in lives at /sign-in: the header links there and /login forwards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await page.goto('/login?next=%2Fcontrol%2Fservers%2Flist');
  await expect(page).toHaveURL('/sign-in?next=%2Fcontrol%2Fservers%2Flist');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('after logout the visitor lands on /sign-in', async ({ page }) => {
  const email = newEmail('rocket');
  await signUpThroughApi(page, email);
  await page.goto('/control/servers/list');
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Control panel' })
    .getByRole('link', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Really logged out: the control area sends the visitor back to the sign-in.
  await page.goto('/control/servers/list');
  await expect(page).toHaveURL('/sign-in?next=%2Fcontrol%2Fservers%2Flist');
});

/** Every rouble amount in a text with what follows it: `1104 ₽ /mo`, `49 ₽`. */
const roubleAmounts = (text: string) =>
  [...text.matchAll(/(\d(?:[\d\u00a0\u202f ,.]*\d)?)\s?₽\s*(\/\w+)?/g)].map((match) => ({
    amount: match[1] ?? '',
    period: match[2],
  }));

/** A whole number, digits grouped or not: 1104, 1 104, 1,104, 12 000. */
const isWholeAmount = (amount: string) => /^\d{1,3}(?:[\u00a0\u202f ,]?\d{3})*$/.test(amount);

test('the home opens its plans on the rouble region, with whole-rouble prices (§9)', async ({
  page,
}) => {
  await page.goto('/');
  // §9 default region for the brand's currency: the rouble one.
  await expect(page.getByRole('combobox', { name: 'Data center' })).toHaveValue('ru-msk1');
  const categories = page.getByRole('tablist', { name: 'Plan categories' }).getByRole('tab');
  await expect(categories.first()).toBeVisible();

  const amounts: { amount: string; period: string | undefined }[] = [];
  for (const category of await categories.all()) {
    await category.click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    amounts.push(...roubleAmounts(await panel.innerText()));
  }
  const monthly = amounts.filter((entry) => entry.period === '/mo');
  expect(monthly.length, 'monthly rouble prices on the home').toBeGreaterThan(0);
  // Every rouble amount is whole (§9): the cards show no hourly rouble rate (domain's
  // planPriceTexts), which could only read as a rounded '2 ₽' or '0 ₽'.
  expect(amounts.filter((entry) => entry.period === '/hr')).toEqual([]);
  expect(amounts.filter((entry) => !isWholeAmount(entry.amount))).toEqual([]);
});

// Pay-with on the rouble brand (issue 14): the customer types whole roubles; fees, minimums and
// the amount credited are roubles too; the API and the ledger get dollars at the rates/ rate (92).
test('pay-with takes whole roubles and the ledger credits their dollar value', async ({ page }) => {
  test.slow();
  const email = newEmail('rocket-pay');
  await signUpThroughApi(page, email);
  await activateThroughAdmin(page, email);
  await page.goto('/control/billing/make-payment/pay-with');
  const amount = page.getByRole('textbox', { name: 'Amount to add to the balance' });
  // The default $10 is the smallest whole-rouble amount that credits it: 920 ₽.
  await expect(amount).toHaveValue('920', { timeout: 30_000 });
  await page.getByRole('radio', { name: /^Bank card/ }).check();
  await expect(page.getByText(/^At least 460\s₽ with this method\.$/)).toBeVisible();

  // Kopecks are refused with the value kept.
  await amount.fill('1000.50');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Enter whole roubles, for example 1000.')).toBeVisible();
  await expect(amount).toHaveValue('1000.50');

  await amount.fill('1000');
  await expect(page.getByTestId('pay-quote-card')).toHaveText(
    /^You pay 1[\s,]?000\s₽ \(fee 0\s₽\), 1[\s,]?000\s₽ is credited$/,
  );
  await page.getByRole('button', { name: /^Pay 1[\s,]?000\s₽$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/payments\/[0-9a-f-]{36}$/);
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('pay-credited')).toContainText(/1[\s,]?000\s₽/);
  const refills = await page.request.get('/api/transactions/?kind=refill');
  expect(refills.ok()).toBe(true);
  const { results } = (await refills.json()) as { results: { amount: string }[] };
  // 1000 ₽ / 92 = $10.869… → sent to the nearest cent.
  expect(results.map((refill) => refill.amount)).toEqual(['10.8700']);
});
