import type { APIRequestContext } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../../src/fixtures.ts';

// News and knowledge base (issue 5, §2, §7 content) against the sandbox's seeded content. Expected
// titles come from the API itself, so the checks follow the seed.

interface ApiNewsPage {
  results: { id: number; title: string }[];
}
interface ApiChapter {
  slug: string;
  title: string;
  articles: { slug: string; title: string }[];
}

const newsTitles = async (request: APIRequestContext, lang: string) =>
  ((await (await request.get(`/api/news/?lang=${lang}`)).json()) as ApiNewsPage).results;

test.describe('news', () => {
  test('the list shows the seeded items, newest first, in English and in Russian', async ({
    page,
    request,
    siteName,
  }) => {
    const english = await newsTitles(request, 'en');
    const russian = await newsTitles(request, 'ru');
    expect(english.length).toBeGreaterThanOrEqual(5);

    await page.goto('/news');
    await expect(page).toHaveTitle(`News — ${siteName}`);
    const list = page.getByRole('list', { name: 'News' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(
      english.map((item) => item.title),
    );

    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ru');
    const russianList = page.getByRole('list', { name: 'Новости' });
    await expect(russianList.getByRole('heading', { level: 2 })).toHaveText(
      russian.map((item) => item.title),
    );
    expect(russian[0]?.title).not.toBe(english[0]?.title);
  });

  test('an article opens from the list, shows its body and leads back', async ({
    page,
    request,
  }) => {
    const [newest] = await newsTitles(request, 'en');
    await page.goto('/news');
    await page.getByRole('link', { name: newest!.title }).click();
    await expect(page).toHaveURL(`/news/${newest!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
    await expect(page.locator('main article p').first()).toBeVisible();

    await page.getByRole('link', { name: /All news/ }).click();
    await expect(page).toHaveURL('/news');
  });

  test('news item 5: the fixture’s script, onerror, style and javascript: link are gone', async ({
    page,
    request,
    siteName,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const item = (await (await request.get('/api/news/5/?lang=en')).json()) as {
      title: string;
      body_html: string;
    };
    // The seed still carries the hostile markup (otherwise this test would prove nothing).
    expect(item.body_html).toContain('<script>');
    expect(item.body_html).toContain('onerror=');

    await page.goto('/news/5');
    const article = page.getByRole('main').locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(article.locator('[style]')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
    // The broken image has failed to load by now: nothing ran, and the title is the article's.
    await page.waitForLoadState('load');
    await expect(page).toHaveTitle(`${item.title} — ${siteName}`);
    expect(await page.title()).not.toContain('sanitiser test');
    expect(dialogs).toEqual([]);
  });

  test('an unknown item shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/news/99999');
    await expect(
      page.getByRole('heading', { level: 1, name: 'News item not found' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the news' }).click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('list', { name: 'News' })).toBeVisible();
  });
});

test.describe('knowledge base', () => {
  test('a chapter’s article opens from the list with breadcrumb, body and siblings', async ({
    page,
    request,
    siteName,
  }) => {
    const chapters = (await (
      await request.get('/api/kb/chapters/?lang=en')
    ).json()) as ApiChapter[];
    const chapter = chapters.find((candidate) => candidate.articles.length > 1)!;
    const [article, sibling] = chapter.articles;

    await page.goto('/knowledge');
    await expect(page).toHaveTitle(`Knowledge base — ${siteName}`);
    await expect(page.getByRole('heading', { level: 2, name: chapter.title })).toBeVisible();
    await page.getByRole('link', { name: article!.title }).click();

    await expect(page).toHaveURL(`/knowledge/${article!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title);
    await expect(page).toHaveTitle(`${article!.title} — ${siteName}`);
    await expect(page.locator('main article p').first()).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Knowledge base' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: chapter.title })).toBeVisible();
    const side = page.getByRole('navigation', { name: 'In this chapter' });
    await side.getByRole('link', { name: sibling!.title }).click();
    await expect(page).toHaveURL(`/knowledge/${sibling!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sibling!.title);
  });

  test('the search box filters the articles by title', async ({ page }) => {
    await page.goto('/knowledge');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('ssh');
    await expect(page).toHaveURL('/knowledge?q=ssh');
    const links = page.getByRole('main').locator('a[href^="/knowledge/"]');
    await expect(links.first()).toBeVisible();
    for (const text of await links.allTextContents()) expect(text.toLowerCase()).toContain('ssh');
  });

  test('an unknown article shows the not-found state', async ({ page }) => {
    await page.goto('/knowledge/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to the knowledge base' }),
    ).toHaveAttribute('href', '/knowledge');
  });

  test('the pages have no serious accessibility violations, also at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/news', '/news/1', '/knowledge', '/knowledge/add-ssh-key']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
      // Nothing is wider than the phone screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
