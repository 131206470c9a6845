import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { parseIntParam, parseLang } from './routes.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function agentFor(options: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer(options);
  return createAgent(server.app);
}

describe('parseLang / parseIntParam', () => {
  it('default, accept the allowed values, and refuse the rest', () => {
    expect(parseLang(undefined)).toBe('en');
    expect(parseLang('')).toBe('en');
    expect(parseLang('ru')).toBe('ru');
    expect(parseLang('de')).toBeUndefined();
    expect(parseLang('EN')).toBeUndefined();
    expect(parseIntParam(undefined, 20, 1, 100)).toBe(20);
    expect(parseIntParam('100', 20, 1, 100)).toBe(100);
    expect(parseIntParam('101', 20, 1, 100)).toBeUndefined();
    expect(parseIntParam('0', 20, 1, 100)).toBeUndefined();
    expect(parseIntParam('1.5', 20, 1, 100)).toBeUndefined();
    expect(parseIntParam('-1', 0, 0, 10)).toBeUndefined();
  });
});

describe('GET /api/news/', () => {
  it('lists the seeded news newest first, in the asked language, paged', async () => {
    const agent = await agentFor();

    const english = (await agent.call({ method: 'GET', operation: '/news/' })).json();
    const russian = (
      await agent.call({
        method: 'GET',
        operation: '/news/',
        path: '/news/?lang=ru&limit=2&offset=1',
      })
    ).json();

    expect(english.count).toBeGreaterThanOrEqual(5);
    expect(english.limit).toBe(20);
    const dates = english.results.map((item: { published_at: string }) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(english.results[0].lang).toBe('en');
    expect(russian.results).toHaveLength(2);
    expect(russian.results[0].id).toBe(english.results[1].id);
    expect(russian.results[0].lang).toBe('ru');
    expect(russian.results[0].title).toMatch(/[а-яё]/i);
  });

  it('refuses an unknown language and a bad page size with 400', async () => {
    const agent = await agentFor();

    const lang = await agent.call({ method: 'GET', operation: '/news/', path: '/news/?lang=de' });
    const limit = await agent.call({
      method: 'GET',
      operation: '/news/',
      path: '/news/?limit=500',
    });

    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors.lang).toBeDefined();
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors.limit).toBeDefined();
  });
});

describe('GET /api/news/{id}/', () => {
  it('answers the article with its HTML body in Chinese', async () => {
    const agent = await agentFor();

    const response = await agent.call({
      method: 'GET',
      operation: '/news/{id}/',
      path: '/news/1/?lang=zh',
    });

    expect(response.statusCode).toBe(200);
    const article = response.json();
    expect(article.lang).toBe('zh');
    expect(article.body_html).toContain('<h2>');
    expect(article.body_html).toContain('<img');
    expect(article.body_html).toContain('<a href=');
  });

  it('keeps the sanitiser fixture (script and onerror) in item 5', async () => {
    const agent = await agentFor();

    const article = (
      await agent.call({ method: 'GET', operation: '/news/{id}/', path: '/news/5/' })
    ).json();

    expect(article.body_html).toContain('<script>');
    expect(article.body_html).toContain('onerror=');
  });

  it('answers 404 for a missing item and 400 for an id that is not a number', async () => {
    const agent = await agentFor();

    const missing = await agent.call({
      method: 'GET',
      operation: '/news/{id}/',
      path: '/news/999/',
    });
    const bad = await agent.call({ method: 'GET', operation: '/news/{id}/', path: '/news/abc/' });

    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect(bad.statusCode).toBe(400);
  });
});

describe('knowledge base', () => {
  it('lists at least 3 chapters of at least 3 articles, translated', async () => {
    const agent = await agentFor();

    const chapters = (
      await agent.call({ method: 'GET', operation: '/kb/chapters/', path: '/kb/chapters/?lang=ru' })
    ).json();

    expect(chapters.length).toBeGreaterThanOrEqual(3);
    for (const chapter of chapters) {
      expect(chapter.lang).toBe('ru');
      expect(chapter.articles.length).toBeGreaterThanOrEqual(3);
    }
    expect(chapters.map((chapter: { position: number }) => chapter.position)).toEqual([0, 1, 2]);
  });

  it('answers one chapter and one article, and 404 for unknown slugs', async () => {
    const agent = await agentFor();

    const chapter = await agent.call({
      method: 'GET',
      operation: '/kb/chapters/{slug}/',
      path: '/kb/chapters/networking/?lang=zh',
    });
    const article = await agent.call({
      method: 'GET',
      operation: '/kb/articles/{slug}/',
      path: '/kb/articles/add-ssh-key/',
    });
    const noChapter = await agent.call({
      method: 'GET',
      operation: '/kb/chapters/{slug}/',
      path: '/kb/chapters/nothing-here/',
    });
    const noArticle = await agent.call({
      method: 'GET',
      operation: '/kb/articles/{slug}/',
      path: '/kb/articles/Bad_Slug/',
    });

    expect(chapter.json().title).toBe('网络');
    expect(chapter.json().articles.map((entry: { slug: string }) => entry.slug)).toContain(
      'firewall-basics',
    );
    expect(article.json().chapter).toEqual({ slug: 'getting-started', title: 'Getting started' });
    expect(article.json().body_html).toContain('ssh-keygen');
    expect(noChapter.statusCode).toBe(404);
    expect(noArticle.statusCode).toBe(404);
  });

  it('refuses an unknown language', async () => {
    const agent = await agentFor();

    const response = await agent.call({
      method: 'GET',
      operation: '/kb/chapters/',
      path: '/kb/chapters/?lang=fr',
    });

    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/notifications', () => {
  it('serves the notifications inside their window, high priority first, with every field', async () => {
    const agent = await agentFor();

    const list = (await agent.call({ method: 'GET', operation: '/notifications' })).json();

    expect(list.map((item: { id: number }) => item.id)).toEqual([4, 1, 2]);
    const promo = list.find((item: { alert_type: string }) => item.alert_type === 'PROMO');
    expect(promo.time_start).not.toBeNull();
    expect(promo.message_ru).toMatch(/[а-яё]/i);
    expect(list[0].permanent).toBe(true);
    expect(list[0].visible_main_page).toBe(false);
  });

  it('drops the PROMO once its window has ended', async () => {
    const agent = await agentFor({ now: () => new Date(Date.now() + 120 * 86_400_000) });

    const list = (await agent.call({ method: 'GET', operation: '/notifications' })).json();

    expect(list.map((item: { id: number }) => item.id)).toEqual([4, 1]);
  });
});

describe('GET /api/plans/', () => {
  it('defaults to eu-west2 in dollars and covers every category of §3', async () => {
    const agent = await agentFor();

    const list = (await agent.call({ method: 'GET', operation: '/plans/' })).json();

    expect(list.region).toBe('eu-west2');
    expect(list.currency).toBe('usd');
    expect(new Set(list.plans.map((plan: { category: string }) => plan.category))).toEqual(
      new Set([
        'baremetal',
        'burstable',
        'highfreq_dedicated',
        'highfreq_promo',
        'highfreq_shared',
        'highload',
        'standard',
      ]),
    );
    const standard = list.plans.find(
      (plan: { flavor_id: string }) => plan.flavor_id === 'std.2c4g',
    );
    expect(standard.price_monthly).toBe('12.00');
    expect(standard.price_hourly).toBe('0.0164');
  });

  it('prices rouble regions in whole roubles and euro regions in euros', async () => {
    const agent = await agentFor();

    const roubles = (
      await agent.call({ method: 'GET', operation: '/plans/', path: '/plans/?region=ru-msk1' })
    ).json();
    const euros = (
      await agent.call({ method: 'GET', operation: '/plans/', path: '/plans/?region=eu-central1' })
    ).json();

    expect(roubles.currency).toBe('rub');
    for (const plan of roubles.plans) expect(plan.price_monthly).toMatch(/^[0-9]+\.00$/);
    expect(euros.currency).toBe('eur');
    expect(euros.plans[0].currency).toBe('eur');
  });

  it('marks plans of an out-of-stock region unavailable, and 404s an unknown region', async () => {
    const agent = await agentFor();

    const outOfStock = (
      await agent.call({ method: 'GET', operation: '/plans/', path: '/plans/?region=us-east1' })
    ).json();
    const unknown = await agent.call({
      method: 'GET',
      operation: '/plans/',
      path: '/plans/?region=mars-north1',
    });

    expect(outOfStock.plans.every((plan: { is_available: boolean }) => !plan.is_available)).toBe(
      true,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/prices/, /api/rates/, /api/time/', () => {
  it('answer the §9 prices, the 92 USD→RUB rate, and the server clock', async () => {
    const fixed = new Date('2026-11-21T14:00:00.000Z');
    const agent = await agentFor({ now: () => fixed });

    const prices = (await agent.call({ method: 'GET', operation: '/prices/' })).json();
    const rates = (await agent.call({ method: 'GET', operation: '/rates/' })).json();
    const time = (await agent.call({ method: 'GET', operation: '/time/' })).json();

    expect(prices.map((entry: { currency: string }) => entry.currency)).toEqual([
      'usd',
      'eur',
      'rub',
    ]);
    expect(prices[0].extra_ipv4_monthly).toBe('0.59');
    expect(prices[2].extra_ipv4_monthly).toBe('49.00');
    expect(rates).toContainEqual({ curr_from: 'usd', curr_to: 'rub', rate: 92 });
    expect(time).toEqual({ time: '2026-11-21T14:00:00.000Z', timestamp: fixed.getTime() });
  });
});
