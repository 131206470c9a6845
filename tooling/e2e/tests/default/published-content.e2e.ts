import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test as base } from '../../src/fixtures.ts';
import { ownSandbox, type OwnSandbox } from '../../src/ownSandbox.ts';

// Issue 15: the content pages published with their data (tooling/vite-config publishContent.js)
// are complete without JavaScript, and the client hydrates them from the answers they carry: the
// server's elements stay, and the content is not fetched again.

const test = base.extend<object, { publishedSandbox: OwnSandbox }>({
  // A sandbox of its own: the run's sandboxes keep serving the build's shells to other tests.
  publishedSandbox: ownSandbox('published', 20, () => ({})),
});

const publishCli = fileURLToPath(
  new URL('../../../vite-config/publishContentCli.js', import.meta.url),
);

test.beforeAll(async ({ publishedSandbox }) => {
  const { origin, dataDir } = publishedSandbox;
  const { stdout } = await promisify(execFile)(process.execPath, [
    publishCli,
    '--brand',
    'default',
    '--api',
    origin,
    '--out',
    `${dataDir}/published`,
  ]);
  expect(stdout).toMatch(/^published \d+ content pages/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a news article, the news list and a knowledge-base article are in the HTML', async ({
    page,
    publishedSandbox,
  }) => {
    const { origin } = publishedSandbox;
    await page.goto(`${origin}/news/6`);
    await expect(page).toHaveTitle('Hourly billing now in every region — Cloud Portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hourly billing now in every region',
    );
    await expect(page.locator('main time')).toHaveText('November 19, 2026');
    await expect(page.locator('main')).toContainText('A server deleted after three hours');

    await page.goto(`${origin}/news`);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Network maintenance in Amsterdam on 29 November',
      }),
    ).toBeVisible();

    await page.goto(`${origin}/knowledge/add-ssh-key`);
    await expect(
      page.getByRole('heading', { level: 2, name: '1. Create a key pair' }),
    ).toBeVisible();
    await expect(page.locator('main pre')).toContainText('ssh-keygen');
  });

  test('in the visitor language', async ({ browser, publishedSandbox }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${publishedSandbox.origin}/news/6`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Hourly billing now in every region',
    );
    await context.close();
  });
});

test('an article hydrates in place from its answers, without fetching them or errors', async ({
  page,
  publishedSandbox,
}) => {
  const { origin } = publishedSandbox;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const contentRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(news|kb)\//.test(request.url())) contentRequests.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { publishedHeading: document.querySelector('h1') });
    });
  });

  await page.goto(`${origin}/knowledge/add-ssh-key`);
  // The article's section hydrates once the store has its answers (until then it is the HTML,
  // and a click on its links is an ordinary page load): its links then carry React's props.
  const sideList = page.getByRole('navigation', { name: 'In this chapter' });
  await page.waitForFunction(() => {
    const link = document.querySelector('nav[aria-labelledby="kb-side-title"] a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps$'));
  });
  // Hydrated, not rendered afresh: the heading is the HTML's element.
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as { publishedHeading?: Element }).publishedHeading,
    ),
  ).toBe(true);
  await expect(page.locator('main pre')).toContainText('ssh-keygen');
  expect(contentRequests).toEqual([]);

  // Moving on inside the app fetches what the next page needs, as on any page.
  await sideList.getByRole('link', { name: 'Connect to a server over SSH' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect to a server over SSH');
  expect(contentRequests.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
