import { expect, test } from '../../src/fixtures.ts';

test('an unknown path shows the 404 page with a way home', async ({ page, siteName }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404); // the prerendered 404.html, then the app renders the path
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page).toHaveTitle(`Page not found — ${siteName}`);

  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cloud servers that are ready in a minute',
  );
});

test('an unknown path inside a prerendered area is a 404 too', async ({ page, request }) => {
  // /company/* are prerendered pages: a path there without a file is not a client route.
  for (const path of ['/company/xyz', '/company/about/team', '/tutorials/xyz']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto('/company/xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/company/xyz')).toBeVisible();

  // The area's own pages and the client-rendered areas keep their 200.
  for (const path of ['/company', '/company/about', '/news/1', '/control/servers/list']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint/');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

test('the 404 page is translated', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Облачные серверы, готовые за минуту',
  );
  await page.goto('/missing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});
