import type {
  KbArticle,
  KbChapter,
  NewsArticle,
  NewsPage,
  NewsSummary,
} from '@cloud-portal/api-client';
import { isLanguage } from '@cloud-portal/i18n';
import { jsonResponse } from '../../../test/fixtures.ts';

// Content as the product API returns it (§7 content), for the content pages' tests and stories.

const summary = (article: NewsArticle): NewsSummary => {
  const { body_html: _body, ...rest } = article;
  return rest;
};

/** News items, listed here oldest first (the pages must show them newest first). */
export const newsFixture: NewsArticle[] = [
  {
    id: 1,
    slug: 'frankfurt-region-open',
    title: 'New region: Frankfurt',
    excerpt: 'Servers in Frankfurt are billed in euros.',
    published_at: '2026-10-01T09:00:00Z',
    image: null,
    lang: 'en',
    body_html:
      '<h2>What is new</h2><p>Our Frankfurt data center is open. See the <a href="/knowledge/add-ssh-key">SSH key guide</a> and <a href="https://www.de-cix.net/">DE-CIX</a>.</p>',
  },
  {
    id: 2,
    slug: 'two-factor',
    title: 'Two-factor authentication for every account',
    excerpt: 'Protect your account with a code from your phone.',
    published_at: '2026-10-14T12:00:00Z',
    image: '/sandbox/media/news/totp.svg',
    lang: 'en',
    body_html: '<p>Turn it on in the account settings.</p>',
  },
  {
    id: 5,
    slug: 'network-maintenance-amsterdam',
    title: 'Network maintenance in Amsterdam',
    excerpt: 'Expect two short interruptions.',
    published_at: '2026-11-12T16:45:00Z',
    image: 'javascript:alert(1)',
    lang: 'en',
    body_html: [
      '<h2>When</h2><p>Saturday 29 November, 02:00–04:00 UTC.</p>',
      '<script>document.title = "sanitiser test: this script must be removed"</script>',
      '<p><img src="/sandbox/media/news/missing.svg" alt="" onerror="document.title=\'pwned\'"></p>',
      '<p style="color:red">Questions? <a href="javascript:alert(1)">Contact</a> our support team.</p>',
    ].join('\n'),
  },
];

/** Knowledge-base chapters, listed out of `position` order on purpose. */
export const chaptersFixture: KbChapter[] = [
  {
    slug: 'networking',
    title: 'Networking',
    description: 'Firewalls, DNS and IP addresses.',
    position: 1,
    lang: 'en',
    articles: [
      { slug: 'firewall-basics', title: 'Firewall rules', excerpt: 'Allow only what you need.' },
      { slug: 'dns-records', title: 'Host a domain with our DNS', excerpt: 'A, AAAA and MX.' },
    ],
  },
  {
    slug: 'getting-started',
    title: 'Getting started',
    description: 'Keys, your first login and account security.',
    position: 0,
    lang: 'en',
    articles: [
      {
        slug: 'add-ssh-key',
        title: 'Create and add an SSH key',
        excerpt: 'Log in without a password.',
      },
      {
        slug: 'connect-over-ssh',
        title: 'Connect to a server over SSH',
        excerpt: 'From any terminal.',
      },
    ],
  },
];

/** Knowledge-base articles by slug. */
export const kbArticlesFixture: Record<string, KbArticle> = {
  'add-ssh-key': {
    slug: 'add-ssh-key',
    chapter: { slug: 'getting-started', title: 'Getting started' },
    title: 'Create and add an SSH key',
    excerpt: 'Log in without a password.',
    body_html:
      '<h2>Create a key</h2><pre><code>ssh-keygen -t ed25519</code></pre><p onclick="alert(1)">Then add the public key in the control panel.</p>',
    updated_at: '2026-11-02T10:00:00Z',
    lang: 'en',
  },
  'connect-over-ssh': {
    slug: 'connect-over-ssh',
    chapter: { slug: 'getting-started', title: 'Getting started' },
    title: 'Connect to a server over SSH',
    excerpt: 'From any terminal.',
    body_html: '<p>Run <code>ssh root@203.0.113.7</code>.</p>',
    updated_at: '2026-11-03T10:00:00Z',
    lang: 'en',
  },
};

const notFound = () => jsonResponse({ code: 'not_found', message: 'Not found' }, 404);

/** What the fake content API serves; each part can be replaced for a state (empty, failing). */
export interface ContentApiData {
  news: NewsArticle[];
  chapters: KbChapter[];
  articles: Record<string, KbArticle>;
}

/**
 * A fake product API for the content endpoints (news, knowledge base), `GET`s only; other paths
 * answer 404. Texts in another language than English get a `[ru]` prefix so a test can see which
 * language was asked for.
 * @example fakeContentApi()(new Request('http://x/api/news/?lang=ru'))
 */
export function fakeContentApi(
  data: Partial<ContentApiData> = {},
): (request: Request) => Response | Promise<Response> {
  const { news = newsFixture, chapters = chaptersFixture, articles = kbArticlesFixture } = data;
  return (request: Request): Response => {
    const url = new URL(request.url);
    const asked = url.searchParams.get('lang');
    const lang = isLanguage(asked) ? asked : 'en';
    const tr = (text: string) => (lang === 'en' ? text : `[${lang}] ${text}`);
    const path = url.pathname.replace(/^.*\/api/, '');
    if (path === '/news/') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const sorted = [...news].sort((a, b) => b.published_at.localeCompare(a.published_at));
      return jsonResponse({
        count: news.length,
        limit,
        offset,
        results: sorted.slice(offset, offset + limit).map((item) => ({
          ...summary(item),
          title: tr(item.title),
          lang,
        })),
      } satisfies NewsPage);
    }
    const newsMatch = /^\/news\/(\d+)\/$/.exec(path);
    if (newsMatch) {
      const item = news.find((candidate) => candidate.id === Number(newsMatch[1]));
      return item ? jsonResponse({ ...item, title: tr(item.title), lang }) : notFound();
    }
    if (path === '/kb/chapters/')
      return jsonResponse(chapters.map((c) => ({ ...c, title: tr(c.title) })));
    const chapterMatch = /^\/kb\/chapters\/([a-z0-9-]+)\/$/.exec(path);
    if (chapterMatch) {
      const chapter = chapters.find((candidate) => candidate.slug === chapterMatch[1]);
      return chapter ? jsonResponse({ ...chapter, title: tr(chapter.title) }) : notFound();
    }
    const articleMatch = /^\/kb\/articles\/([a-z0-9-]+)\/$/.exec(path);
    if (articleMatch) {
      const article = articles[articleMatch[1] ?? ''];
      return article ? jsonResponse({ ...article, title: tr(article.title), lang }) : notFound();
    }
    return notFound();
  };
}
