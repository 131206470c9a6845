import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures.ts';
import { newEmail, signUpThroughApi } from '../../src/session.ts';

interface ApiPlan {
  category: string;
  flavor_name: string;
  price_monthly: string;
  currency: string;
}

// The plans section of the public home (§3 Plan, §7 GET plans/, §9 default region and display).

/** The cheapest plan of the first category the home shows (standard in the seed). */
async function cheapestStandard(page: Page, region: string): Promise<ApiPlan> {
  const response = await page.request.get(`/api/plans/?region=${region}`);
  expect(response.ok()).toBe(true);
  const { plans } = (await response.json()) as { plans: ApiPlan[] };
  const standard = plans
    .filter((plan) => plan.category === 'standard')
    .sort((a, b) => Number(a.price_monthly) - Number(b.price_monthly));
  expect(standard.length).toBeGreaterThan(0);
  return standard[0]!;
}

const plansSection = (page: Page) => page.locator('#plans');

test.describe('plans on the home page', () => {
  test('show the default region’s prices and change currency with the region', async ({ page }) => {
    await page.goto('/');
    const section = plansSection(page);
    const region = section.getByRole('combobox', { name: 'Data center' });
    // §9: default region eu-west2, billed in dollars.
    await expect(region).toHaveValue('eu-west2');
    await expect(section.getByRole('tab', { name: 'Standard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const usd = await cheapestStandard(page, 'eu-west2');
    const cards = section.getByRole('tabpanel').getByRole('listitem');
    await expect(cards.first()).toContainText(usd.flavor_name);
    await expect(cards.first()).toContainText(`$${usd.price_monthly}`);
    await expect(cards.first().getByRole('link', { name: /^Sign up/ })).toHaveAttribute(
      'href',
      '/register',
    );

    // Frankfurt bills in euros: the same plan, now priced in €.
    await region.selectOption('eu-central1');
    await expect(page).toHaveURL(/[?&]region=eu-central1/);
    const eur = await cheapestStandard(page, 'eu-central1');
    await expect(cards.first()).toContainText(`€${eur.price_monthly}`);
    await expect(section.getByText(/\$\d/)).toHaveCount(0);

    // Moscow bills in roubles; the default brand shows kopecks (only rocket rounds, §9).
    await region.selectOption('ru-msk1');
    const rub = await cheapestStandard(page, 'ru-msk1');
    await expect(cards.first()).toContainText(`${rub.price_monthly}\u00a0₽`);

    // The region is in the URL: a reload (or a shared link) opens on it.
    await page.reload();
    await expect(plansSection(page).getByRole('combobox', { name: 'Data center' })).toHaveValue(
      'ru-msk1',
    );
  });

  test('another category tab shows that category’s plans', async ({ page }) => {
    await page.goto('/');
    const section = plansSection(page);
    await section.getByRole('tab', { name: 'Burstable' }).click();
    const cards = section.getByRole('tabpanel').getByRole('listitem');
    await expect(cards.first()).toContainText('Burstable');
  });

  test('a logged-in visitor gets the control panel in the hero and "Create server" on plans', async ({
    page,
  }) => {
    await signUpThroughApi(page, newEmail('home-plans'));
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Cloud servers that are ready in a minute' });
    await expect(hero.getByRole('link', { name: 'Go to control panel' })).toHaveAttribute(
      'href',
      '/control',
    );
    await expect(hero.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    const card = plansSection(page).getByRole('tabpanel').getByRole('listitem').first();
    await expect(card.getByRole('link', { name: /^Create server/ })).toHaveAttribute(
      'href',
      /^\/control\/servers\/new\?region=eu-west2&plan=/,
    );
  });

  test('a failing plans call shows an error with a working retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/plans/**', async (route) => {
      if (fail)
        await route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } });
      else await route.continue();
    });
    await page.goto('/');
    const section = plansSection(page);
    await expect(section.getByText('The plans could not be loaded.')).toBeVisible();
    fail = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(section.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  });

  test('the static sections are in the prerendered HTML', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Plans and prices' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Operating systems' })).toContainText('Ubuntu');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    // <details> works without scripts.
    await page.getByText('How can I pay?').click();
    await expect(page.getByText(/Top up your balance by card/)).toBeVisible();
    await context.close();
  });

  test('on a narrow screen nothing overflows and the plans have no serious a11y problems', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(
      plansSection(page).getByRole('tabpanel').getByRole('listitem').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page })
      .include('#plans')
      .include('#images')
      .include('#features')
      .include('#faq')
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
