import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { createPortal } from '../../app/createPortal.tsx';
import type { BrandConfig } from '../../brand/brand.types.ts';
import { fakeApiClient, jsonResponse, testBrand } from '../../test/fixtures.ts';
import { fakeContentApi, newsFixture, type ContentApiData } from './test/contentFixtures.ts';

let unmount: (() => void) | undefined;

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
  document.title = '';
});

type Handler = (request: Request) => Response | undefined;

/** Renders the portal at `path` with the fake content API; `handler` may answer first. */
async function renderAt(
  path: string,
  options: { data?: Partial<ContentApiData>; handler?: Handler; brand?: BrandConfig } = {},
) {
  const content = fakeContentApi(options.data);
  const requests: URL[] = [];
  const fake = fakeApiClient((request) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.pathname === '/api/customers/')
      return jsonResponse({ code: 'not_authenticated', message: 'Authentication required' }, 401);
    return options.handler?.(request) ?? content(request);
  });
  const portal = await createPortal(options.brand ?? testBrand, {
    apiClient: fake.apiClient,
    browserLanguages: ['en-US'],
    regionBucket: 'a',
    initialEntries: [path],
  });
  const container = document.createElement('div');
  document.body.append(container);
  let root: ReturnType<typeof portal.mount> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  unmount = () => root?.unmount();
  const contentRequests = () => requests.filter((url) => !url.pathname.endsWith('/customers/'));
  return { portal, container, contentRequests };
}

describe('news list', () => {
  test('shows the items newest first with their dates, each linking to its article', async () => {
    await renderAt('/news');
    const list = await screen.findByRole('list', { name: 'News' });
    const titles = within(list).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Network maintenance in Amsterdam',
      'Two-factor authentication for every account',
      'New region: Frankfurt',
    ]);
    expect(
      within(list).getByRole('link', { name: 'New region: Frankfurt' }).getAttribute('href'),
    ).toBe('/news/1');
    expect(within(list).getByText('October 1, 2026').getAttribute('datetime')).toBe(
      '2026-10-01T09:00:00Z',
    );
    await waitFor(() => expect(document.title).toBe('News — Test Cloud'));
  });

  test('a cover image with an unsafe URL is not shown', async () => {
    await renderAt('/news');
    const list = await screen.findByRole('list', { name: 'News' });
    const sources = [...list.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/sandbox/media/news/totp.svg']);
  });

  test('the first cover loads at once (the phone LCP), later ones lazily', async () => {
    const [uncovered, covered] = newsFixture;
    await renderAt('/news', {
      data: {
        news: [
          covered!,
          { ...covered!, id: 7, published_at: '2026-10-20T09:00:00Z', image: '/media/vpn.svg' },
          // The newest has no cover: the first cover is the next one's.
          { ...uncovered!, id: 8, published_at: '2026-11-30T09:00:00Z' },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'News' });
    const loading = [...list.querySelectorAll('img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
    expect(loading).toEqual([
      ['/media/vpn.svg', 'eager', 'high'],
      ['/sandbox/media/news/totp.svg', 'lazy', null],
    ]);
  });

  test('asks for the current language and fetches again when the visitor switches it', async () => {
    const { portal, contentRequests } = await renderAt('/news');
    // Only the news list's requests: other calls of the page (notifications, CSRF priming) may
    // land after it, in any order under load.
    const newsRequests = () => contentRequests().filter((url) => url.pathname === '/api/news/');
    await screen.findByRole('link', { name: 'New region: Frankfurt' });
    expect(newsRequests().at(-1)?.searchParams.get('lang')).toBe('en');

    await act(async () => {
      await portal.i18n.changeLanguage('ru');
    });
    expect(await screen.findByRole('link', { name: '[ru] New region: Frankfurt' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Новости' })).toBeTruthy();
    expect(newsRequests().at(-1)?.searchParams.get('lang')).toBe('ru');
  });

  test('pages with ?page= when the API has more items than one page holds', async () => {
    const news = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      slug: `item-${index + 1}`,
      title: `Item ${index + 1}`,
      excerpt: '',
      published_at: `2026-10-${String(index + 1).padStart(2, '0')}T09:00:00Z`,
      image: null,
      lang: 'en' as const,
      body_html: '<p>x</p>',
    }));
    const { contentRequests } = await renderAt('/news', { data: { news } });
    await screen.findByRole('link', { name: 'Item 12' });
    expect(screen.queryByRole('link', { name: 'Item 2' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Item 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Item 12' })).toBeNull();
    expect(contentRequests().at(-1)?.searchParams.get('offset')).toBe('10');
  });

  test('no items: the empty state', async () => {
    await renderAt('/news', { data: { news: [] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'No news yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'News' })).toBeNull();
  });

  test('a failed request shows an error with a retry that loads the list', async () => {
    let failing = true;
    await renderAt('/news', {
      handler: () => (failing ? jsonResponse({ code: 'unavailable' }, 503) : undefined),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The news could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'New region: Frankfurt' })).toBeTruthy();
  });

  test('a brand without news (cloud-plus) sends /news and /news/:id to the home page', async () => {
    const brand = { ...testBrand, features: { ...testBrand.features, news: false } };
    const { portal, contentRequests } = await renderAt('/news/1', { brand });
    await waitFor(() => expect(portal.router.location.pathname).toBe('/'));
    expect(contentRequests().some((url) => url.pathname.includes('/news/'))).toBe(false);
  });
});

describe('news article', () => {
  test('shows the sanitised body: no script, no handler, no style, no javascript: link', async () => {
    const { container } = await renderAt('/news/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Network maintenance in Amsterdam' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'When' })).toBeTruthy();
    const article = container.querySelector('article')!;
    expect(article.querySelector('script, [onerror], [style]')).toBeNull();
    expect(within(article).getByText('Contact').hasAttribute('href')).toBe(false);
    expect(container.innerHTML).not.toContain('sanitiser test');
    // The tab is named after the article, not by the fixture's script.
    await waitFor(() =>
      expect(document.title).toBe('Network maintenance in Amsterdam — Test Cloud'),
    );
  });

  test('a link inside the body to this site navigates in the app; external ones get rel', async () => {
    const { portal } = await renderAt('/news/1');
    const external = await screen.findByRole('link', { name: 'DE-CIX' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    await userEvent.click(screen.getByRole('link', { name: 'SSH key guide' }));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/knowledge/add-ssh-key'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create and add an SSH key' }),
    ).toBeTruthy();
  });

  test('an untranslated item after a language switch: English text, a note, the tab still named after it', async () => {
    // The API falls back to English when the item has no text in the language asked for.
    const item = newsFixture[1]!;
    const { portal } = await renderAt('/news/2', {
      handler: (request) =>
        new URL(request.url).pathname === '/api/news/2/' ? jsonResponse(item) : undefined,
    });
    await waitFor(() => expect(document.title).toBe(`${item.title} — Test Cloud`));
    expect(screen.queryByText(/shown in English/)).toBeNull();

    await act(async () => {
      await portal.i18n.changeLanguage('ru');
    });
    expect(await screen.findByText(/показана на английском/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${item.title} — Test Cloud`));
  });

  test('has a link back to the list', async () => {
    const { portal } = await renderAt('/news/2');
    await screen.findByRole('heading', { level: 1, name: /Two-factor/ });
    await userEvent.click(screen.getByRole('link', { name: /All news/ }));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/news'));
  });

  test('an unknown id shows the not-found state with a way back to the news', async () => {
    await renderAt('/news/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News item not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the news' }).getAttribute('href')).toBe(
      '/news',
    );
  });

  test('a malformed id is not found without asking the API', async () => {
    const { contentRequests } = await renderAt('/news/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News item not found' }),
    ).toBeTruthy();
    expect(contentRequests().some((url) => url.pathname.includes('/news/'))).toBe(false);
  });

  test('a server error is not a 404: it offers a retry', async () => {
    await renderAt('/news/1', { handler: () => jsonResponse({ code: 'unavailable' }, 503) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The news item could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.queryByText('News item not found')).toBeNull();
  });
});

describe('knowledge base', () => {
  test('lists the chapters in order with their articles', async () => {
    await renderAt('/knowledge');
    const chapters = await screen.findAllByRole('heading', { level: 2 });
    expect(chapters.map((heading) => heading.textContent)).toEqual([
      'Getting started',
      'Networking',
    ]);
    expect(screen.getByRole('link', { name: 'Firewall rules' }).getAttribute('href')).toBe(
      '/knowledge/firewall-basics',
    );
  });

  test('the search box filters article titles and can be cleared', async () => {
    const { portal } = await renderAt('/knowledge');
    const search = await screen.findByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(search, 'ssh');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Getting started',
    ]);
    expect(screen.getByRole('status').textContent).toContain('2 articles found');
    expect(screen.queryByRole('link', { name: 'Firewall rules' })).toBeNull();
    expect(portal.router.location.search).toBe('?q=ssh');

    await userEvent.clear(search);
    await userEvent.type(search, 'kubernetes');
    expect(
      screen.getByRole('heading', { level: 2, name: 'No article title contains “kubernetes”.' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getByRole('link', { name: 'Firewall rules' })).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
  });

  test('no articles at all: the empty state', async () => {
    await renderAt('/knowledge', { data: { chapters: [] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'No articles yet' })).toBeTruthy();
  });

  test('a failed request offers a retry', async () => {
    await renderAt('/knowledge', { handler: () => jsonResponse({ code: 'unavailable' }, 503) });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The knowledge base could not be loaded.',
    );
  });
});

describe('knowledge-base article', () => {
  test('shows a breadcrumb, the sanitised body and the chapter’s articles beside it', async () => {
    const { container } = await renderAt('/knowledge/add-ssh-key');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create and add an SSH key' }),
    ).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb).getByRole('link', { name: 'Knowledge base' }).getAttribute('href'),
    ).toBe('/knowledge');
    expect(
      within(breadcrumb).getByRole('link', { name: 'Getting started' }).getAttribute('href'),
    ).toBe('/knowledge#chapter-getting-started');
    expect(
      within(breadcrumb).getByText('Create and add an SSH key').getAttribute('aria-current'),
    ).toBe('page');
    // The code block scrolls on a phone, so it can take the keyboard focus.
    expect(screen.getByText('ssh-keygen -t ed25519').closest('pre')?.getAttribute('tabindex')).toBe(
      '0',
    );
    expect(container.querySelector('article [onclick]')).toBeNull();

    const side = await screen.findByRole('navigation', { name: 'In this chapter' });
    expect(
      within(side)
        .getByRole('link', { name: 'Create and add an SSH key' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await userEvent.click(within(side).getByRole('link', { name: 'Connect to a server over SSH' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect to a server over SSH' }),
    ).toBeTruthy();
  });

  test('an unknown slug shows the not-found state with a way back', async () => {
    await renderAt('/knowledge/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to the knowledge base' }).getAttribute('href'),
    ).toBe('/knowledge');
  });
});
